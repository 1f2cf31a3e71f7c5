import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../helpers/render-app';
import { offerFixture } from '../../helpers/offer-fixture';
import { dashboardBorrower, dashboardData, offerStatus, statusBorrower } from './helpers/journey-fixtures';
import { bodiesSentTo, stubFetch, type StubHandler } from './helpers/stub-fetch';
import { restoreVerifiedSession } from '../../helpers/session';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });

const mixed = [
  dashboardBorrower(),
  dashboardBorrower({ applicationId: 7002, borrowerId: 5002, firstName: 'John', isLoggedInUser: false, applicationStatus: 'In Progress', applicationStatusId: 2 }),
  dashboardBorrower({ applicationId: 7003, borrowerId: 5003, firstName: 'Jill', isLoggedInUser: false, applicationStatus: 'Completed', applicationStatusId: 3 }),
];

const completed = [
  dashboardBorrower({ applicationStatus: 'Completed', applicationStatusId: 3, hasCurrentEmployer: false }),
  dashboardBorrower({ applicationId: 7002, borrowerId: 5002, firstName: 'John', isLoggedInUser: false, applicationStatus: 'Completed', applicationStatusId: 3, hasCurrentEmployer: true }),
];

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    '/api/GetOffer': ok(offerFixture()),
    '/api/GetBorrowerDashboardData': ok(dashboardData(mixed)),
    '/api/GetOfferStatus': ok(offerStatus([])),
    ...overrides,
  });
}

async function dashboard() {
  const rendered = await renderApp('/borrower-dashboard');
  // hidden: a dialog open on arrival (Welcome Back!) hides the page from the accessibility tree.
  await screen.findByRole('heading', { level: 1, name: 'Your Loan Information', hidden: true }, { timeout: 10_000 });
  return rendered;
}

describe('borrower dashboard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    restoreVerifiedSession({ loggedId: 5001 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loan section, chips and the button per status; Submit stays disabled', async () => {
    const fetchMock = api();
    await dashboard();
    screen.getByText('12 Maple Street, Springfield, IL 62701');
    screen.getByText('Conventional');
    screen.getByText('$320,000.00');
    screen.getByText('$450,000.00');
    const rows = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-label'));
    expect(rows.map((row) => within(row).getByRole('button', { name: /Application/ }).textContent)).toEqual([
      'Start Application',
      'Return To Application',
      'View Application',
    ]);
    expect(screen.getAllByText('To Do').length).toBeGreaterThan(0);
    screen.getByText('In Progress');
    screen.getByText('Completed');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bodiesSentTo(fetchMock, '/api/GetBorrowerDashboardData')[0]).toEqual({ offerId: '1001' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/GetOfferStatus/?offerID=1001')).toBe(true);
  });

  it("after a reload names the loan record the session kept (recId)", async () => {
    restoreVerifiedSession({ loggedId: 5001, recId: 9101 });
    const fetchMock = api();
    await dashboard();
    expect(bodiesSentTo(fetchMock, '/api/GetBorrowerDashboardData')[0]).toEqual({ offerId: '1001', loanRecordId: 9101 });
  });

  it('the loan section collapses', async () => {
    api();
    await dashboard();
    const toggle = screen.getByRole('button', { name: /Loan Details/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('12 Maple Street, Springfield, IL 62701').closest('dl')?.hidden).toBe(true);
  });

  it('Start Application marks the application In Progress, selects the borrower and opens the full flow', async () => {
    const fetchMock = api({ '/api/UpdateApplicationStatus': ok({ applicationId: 7001, applicationStatusId: 2, applicationType: null }) });
    const { router } = await dashboard();
    await userEvent.click(screen.getByRole('button', { name: /^Start Application/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info'));
    expect(bodiesSentTo(fetchMock, '/api/UpdateApplicationStatus')).toEqual([{ applicationStatusId: 2, offerId: '1001', applicationId: 7001 }]);
    expect(sessionStorage.getItem('selectedId')).toBe('5001');
    expect(sessionStorage.getItem('applicationId')).toBe('7001');
  });

  it('Return To Application selects that borrower without a status call', async () => {
    const fetchMock = api();
    const { router } = await dashboard();
    await userEvent.click(screen.getByRole('button', { name: /^Return To Application/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info'));
    expect(bodiesSentTo(fetchMock, '/api/UpdateApplicationStatus')).toEqual([]);
    expect(sessionStorage.getItem('selectedId')).toBe('5002');
    expect(sessionStorage.getItem('applicationId')).toBe('7002');
  });

  it('lists each borrower review sections with the polled statuses, a check when Done, and arrows into the fast path', async () => {
    api({
      '/api/GetOfferStatus': ok(
        offerStatus([
          statusBorrower({ priorLoanReviewStatus: 'Done', declarationsReviewStatus: 'In Progress', demographicsReviewStatus: 'To Do' }),
          statusBorrower({
            applicationId: 7002,
            borrowerId: 5002,
            firstName: 'John',
            isLoggedInUser: false,
            priorLoanReviewStatus: 'Done',
            declarationsReviewStatus: 'Done',
            demographicsReviewStatus: 'Done',
          }),
        ]),
      ),
    });
    const { router } = await dashboard();
    const sections = (name: string) => within(screen.getByRole('list', { name: `Review sections: ${name}` })).getAllByRole('listitem');
    await waitFor(() => expect(sections('Jane Doe').map((li) => li.textContent)).toEqual(['Prior Loan InfoDone', 'DeclarationsIn Progress', 'DemographicsTo Do']));
    expect(sections('John Doe').map((li) => within(li).queryByRole('img', { name: 'Success' }) !== null)).toEqual([true, true, true]);
    expect(sections('Jill Doe').map((li) => li.textContent)).toEqual(['Prior Loan InfoTo Do', 'DeclarationsTo Do', 'DemographicsTo Do']);
    // The first location after the click (the fast-path page then moves on by itself: its calls are not stubbed here).
    const visited: { pathname: string; state: unknown }[] = [];
    router.subscribe(({ location }) => {
      if (location.pathname !== '/borrower-dashboard') visited.push({ pathname: location.pathname, state: location.state });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Review Demographics: John Doe' }));
    await waitFor(() => expect(visited[0]).toEqual({ pathname: '/fast-path/demographics', state: { returnTo: '/borrower-dashboard' } }), {
      timeout: 10_000,
    });
    expect(sessionStorage.getItem('selectedId')).toBe('5002');
    expect(sessionStorage.getItem('applicationId')).toBe('7002');
  });

  it('without the GMI and declarations flag each borrower lists only Prior Loan Info', async () => {
    api({ '/api/GetBorrowerDashboardData': ok(dashboardData(mixed, { gmiAndDeclarationsFlag: false })) });
    await dashboard();
    for (const name of ['Jane Doe', 'John Doe', 'Jill Doe']) {
      const list = screen.getByRole('list', { name: `Review sections: ${name}` });
      expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Prior Loan InfoTo Do']);
    }
    expect(screen.queryByRole('button', { name: /^Review (Declarations|Demographics)/ })).toBeNull();
  });

  it('Submit, enabled when all are Completed, posts offerId with the CSRF header and goes to /success', async () => {
    let csrf: string | undefined;
    const fetchMock = api({
      '/api/GetBorrowerDashboardData': ok(dashboardData(completed)),
      '/api/SubmitApplication': (_body, init) => {
        csrf = (init.headers as Record<string, string>)['x-csrf-token'];
        return { status: 200, body: { offerStatusID: 4 } };
      },
    });
    const { router } = await dashboard();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(bodiesSentTo(fetchMock, '/api/SubmitApplication')).toEqual([{ offerId: '1001' }]);
    expect(csrf).toBe('tok');
  });

  it('without a current employer on file Submit opens the Missing Current Employer dialog instead', async () => {
    const fetchMock = api({
      '/api/GetBorrowerDashboardData': ok(dashboardData(completed.map((b) => ({ ...b, hasCurrentEmployer: false })))),
    });
    const { router } = await dashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing Current Employer' });
    expect(dialog.textContent).toContain('A current employer for at least one person');
    expect(bodiesSentTo(fetchMock, '/api/SubmitApplication')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/borrower-dashboard');
  });

  it('a submit error stays on the page with the error banner', async () => {
    api({
      '/api/GetBorrowerDashboardData': ok(dashboardData(completed)),
      '/api/SubmitApplication': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', error: 'x', message: 'x' } }),
    });
    const { router } = await dashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Looks like we have a connection issue.');
    screen.getByText('There was an error saving your information. Please try again at another time.');
    expect(router.state.location.pathname).toBe('/borrower-dashboard');
  });

  it('Welcome Back! shows after a reset not yet reviewed; closing it marks the offer reviewed', async () => {
    const fetchMock = api({
      '/api/GetOfferStatus': ok(offerStatus([statusBorrower({ isOfferReviewed: false })], { isOfferReset: true })),
      '/api/UpdateBorrowerReviewedOffer': ok({ borrowerId: 5001, isOfferReviewed: true }),
    });
    await dashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, '/api/UpdateBorrowerReviewedOffer')).toEqual([{ borrowerId: 5001 }]));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/UpdateBorrowerReviewedOffer');
    expect((call![1]!.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
  });

  it('no Welcome Back! once reviewed', async () => {
    api({ '/api/GetOfferStatus': ok(offerStatus([statusBorrower({ isOfferReviewed: true })], { isOfferReset: true })) });
    await dashboard();
    await waitFor(() => expect(screen.getAllByText('To Do', { selector: 'span' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a submitted offer status shows the application as submitted', async () => {
    api({
      '/api/GetBorrowerDashboardData': ok(dashboardData(completed)),
      '/api/GetOfferStatus': ok(offerStatus([], { offerStatusID: 4 })),
    });
    await dashboard();
    await screen.findByText('Your loan application has been submitted.');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('a dashboard data failure goes to /oops', async () => {
    api({ '/api/GetBorrowerDashboardData': () => ({ status: 500, body: {} }) });
    const { router } = await renderApp('/borrower-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/oops'), { timeout: 10_000 });
  });

  it('an offer status failure goes to /oops', async () => {
    api({ '/api/GetOfferStatus': () => ({ status: 500, body: {} }) });
    const { router } = await renderApp('/borrower-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/oops'), { timeout: 10_000 });
  });

  it('is guarded: unverified -> /verify (no dashboard call), no verify data -> /no-offer-details, locked -> /home', async () => {
    const fetchMock = api();
    sessionStorage.setItem('userVerified', 'false');
    const first = await renderApp('/borrower-dashboard');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/verify'), { timeout: 10_000 });
    expect(bodiesSentTo(fetchMock, '/api/GetBorrowerDashboardData')).toEqual([]);
    first.router.dispose();
    sessionStorage.removeItem('userVerified');
    const second = await renderApp('/borrower-dashboard');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/no-offer-details'), { timeout: 10_000 });
    second.router.dispose();
    sessionStorage.setItem('userVerified', 'true');
    sessionStorage.setItem('userLocked', 'true');
    const third = await renderApp('/borrower-dashboard');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/home'), { timeout: 10_000 });
  });
});
