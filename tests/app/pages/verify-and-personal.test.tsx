import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyProfile } from '../../../stories/fixtures/profile';
import { offerFixture } from '../helpers/offer-fixture';
import { renderApp } from '../helpers/render-app';
import { storeSession } from '../helpers/session';

type Handler = (body: Record<string, unknown>, init: RequestInit) => { status: number; body: unknown };

function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const handler = handlers[url.replace('/api/', '')];
    if (!handler) return new Response('{}', { status: 404 });
    const { status, body } = handler(JSON.parse(init.body as string) as Record<string, unknown>, init);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillIdentity() {
  // The first render loads the form runtime chunk, which is slow under jsdom.
  await userEvent.type(await screen.findByLabelText(/Last 6 digits/, undefined, { timeout: 10_000 }), '123456');
  await userEvent.type(screen.getByLabelText(/Date of Birth/), '04/12/1980');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('verify and the personal screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeSession({ offerId: '1001', userId: '5001', userVerified: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a borrower who has not consented goes from /verify to the consent page, without a check', async () => {
    const fetchMock = stubApi({ GetOffer: () => ({ status: 200, body: { ...offerFixture(), hasSignedConsent: false } }) });
    const { router } = await renderApp('/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consent'), { timeout: 10_000 });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/VerifyContact')).toBe(false);
  });

  it.each([
    ['CONSENT_REQUIRED', 403, '/consent'],
    ['OFFER_CHANGED', 409, '/offer-changed'],
    ['NO_ACTIVE_OFFER', 404, '/no-active-offers'],
  ])('a check the server refuses with %s goes to %s', async (code, status, route) => {
    stubApi({
      GetOffer: () => ({ status: 200, body: { ...offerFixture(), hasSignedConsent: true } }),
      VerifyContact: () => ({ status, body: { statusCode: status, code, error: 'Refused', message: 'm' } }),
    });
    const { router } = await renderApp('/verify');
    await fillIdentity();
    await waitFor(() => expect(router.state.location.pathname).toBe(route));
  });

  it('a failed check shows the Loan Not Found alert and clears the form', async () => {
    stubApi({ VerifyContact: () => ({ status: 200, body: { isPIIVerified: false, isAccountLocked: false } }) });
    await renderApp('/verify');
    await fillIdentity();
    screen.getByText('Verification takes about 2-3 minutes.');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Loan Not Found');
    expect(alert.textContent).toContain(
      'Please verify your information and try again. Contact 844-66-OFFER (844-666-3337) for assistance.',
    );
    expect((screen.getByLabelText(/Last 6 digits/) as HTMLInputElement).value).toBe('');
  });

  it('a locked account goes to /account-locked', async () => {
    stubApi({ VerifyContact: () => ({ status: 200, body: { isPIIVerified: false, isAccountLocked: true } }) });
    const { router } = await renderApp('/verify');
    await fillIdentity();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-locked'));
  });

  it('success stores the session and goes to the fast path; the personal screen then saves with the CSRF header', async () => {
    let saved: Record<string, unknown> | null = null;
    let csrf: unknown = null;
    const fetchMock = stubApi({
      VerifyContact: () => ({
        status: 200,
        body: { isPIIVerified: true, isAccountLocked: false, csrfToken: 'tok', borrowerId: 5001, applicationId: 7001, offerId: '1001', loanId: 9001 },
      }),
      GetOffer: () => ({ status: 404, body: {} }),
      GetBorrowerData: () => ({ status: 200, body: storyProfile }),
      UpdateBorrowerData: (body, init) => {
        saved = body;
        csrf = (init.headers as Record<string, string>)['x-csrf-token'];
        return { status: 200, body: storyProfile };
      },
    });
    const { router } = await renderApp('/verify');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await fillIdentity();
    // A verified borrower whose application and prior-loan review are not complete goes on to the fast path.
    await waitFor(() => expect(visited).toContain('/fast-path'), { timeout: 10_000 });
    expect(sessionStorage.getItem('userVerified')).toBe('true');
    expect(sessionStorage.getItem('loginEnd')).toBe('"tok"');
    // The stored session carries on to the personal screen (as after a reload).
    router.dispose();
    cleanup();
    const { router: flowRouter } = await renderApp('/info/personal');
    await screen.findByRole('heading', { level: 1, name: 'Tell Us About Yourself' }, { timeout: 10_000 });
    // The heading shows while the borrower's data still loads; the form follows it.
    const firstName = await screen.findByLabelText(/First Name/, undefined, { timeout: 10_000 });
    expect((firstName as HTMLInputElement).value).toBe('Jane');
    screen.getByText('Brokerage not found');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(flowRouter.state.location.pathname).toBe('/info/primary-address'));
    expect(saved).toMatchObject({ applicationId: 7001, firstName: 'Jane', lastName: 'Doe' });
    expect(csrf).toBe('tok');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/GetBorrowerData')).toBe(true);
  });

  it('a failed save keeps the form and shows the banner with field messages', async () => {
    sessionStorage.setItem('userVerified', 'true');
    sessionStorage.setItem('applicationId', '7001');
    stubApi({
      GetBorrowerData: () => ({ status: 200, body: storyProfile }),
      UpdateBorrowerData: () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', message: 'Some fields need attention.', fields: [{ field: 'firstName', message: 'Server says no.' }] },
      }),
    });
    const { router } = await renderApp('/info/personal');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 10_000 }));
    const banner = await screen.findByText('Looks like we have a connection issue.');
    expect(banner.closest('[role="alert"]')?.textContent).toContain('Server says no.');
    expect(router.state.location.pathname).toBe('/info/personal');
  });

  it('a 401 sends the user to /verify with the session-ended alert', async () => {
    sessionStorage.setItem('userVerified', 'true');
    sessionStorage.setItem('applicationId', '7001');
    stubApi({
      GetBorrowerData: () => ({ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', error: 'Unauthorized', message: 'Session ended. Re-verify your identity.' } }),
    });
    const { router } = await renderApp('/info/personal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect((await screen.findByRole('alert')).textContent).toContain('Session ended. Re-verify your identity.');
    expect(sessionStorage.getItem('userVerified')).toBe('false');
  });
});
