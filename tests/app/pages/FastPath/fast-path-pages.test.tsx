import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerProfile } from '../../../../src/shared/api';
import type { StatusBorrower } from '../../../../src/shared/api/generated/types';
import { storyProfile } from '../../../../stories/fixtures/profile';
import { gmiRoutes } from '../../../shared/flow/fast-path/helpers/gmi-routes';
import { offerFixture } from '../../helpers/offer-fixture';
import { renderApp } from '../../helpers/render-app';
import { offerStatus, statusBorrower } from '../BorrowerDashboard/helpers/journey-fixtures';
import { bodiesSentTo, stubFetch, type StubHandler } from '../BorrowerDashboard/helpers/stub-fetch';
import { restoreVerifiedSession } from '../../helpers/session';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
const mary = statusBorrower({ borrowerId: 5002, applicationId: 7002, firstName: 'Mary', lastName: 'Smith', isLoggedInUser: false });

interface ApiOptions {
  profile?: BorrowerProfile;
  borrowers?: StatusBorrower[];
  loanType?: string;
  occupancyType?: string;
  gmiAndDeclarationsFlag?: boolean;
}

function api(options: ApiOptions = {}) {
  const borrowers = options.borrowers ?? [statusBorrower(), mary];
  return stubFetch({
    '/api/GetOffer': ok(offerFixture({ loanType: options.loanType ?? 'Conventional', occupancyType: options.occupancyType ?? 'Primary Residence' })),
    '/api/GetOfferStatus': ok(offerStatus(borrowers, { gmiAndDeclarationsFlag: options.gmiAndDeclarationsFlag ?? true })),
    '/api/GetTrackedBorrowers': ok(borrowers),
    '/api/GetBorrowerData': ok(options.profile ?? storyProfile),
    '/api/UpdateApplicationStatus': (body) => ({ status: 200, body: { ...body, applicationType: body.applicationType ?? null } }),
  });
}

const statusBodies = (fetchMock: ReturnType<typeof stubFetch>) => bodiesSentTo(fetchMock, '/api/UpdateApplicationStatus');
const session = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;

/** Jane verified, herself the selected borrower. */
function janeVerified() {
  restoreVerifiedSession({ loggedId: 5001, selectedId: 5001, applicationId: 7001 });
}

async function firstThingsFirst() {
  const rendered = await renderApp('/fast-path');
  await screen.findByRole('heading', { level: 1, name: 'First Things First' }, { timeout: 10_000 });
  return rendered;
}

describe('First Things First', { timeout: 30_000 }, () => {
  beforeEach(janeVerified);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cards the offer allows; an FHA loan has no employer card, an investment property the assets card', async () => {
    api({ loanType: 'FHA', occupancyType: 'Investment Property' });
    await firstThingsFirst();
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.querySelector('strong')?.textContent);
    expect(names).toEqual(['Personal Details', 'Current Address', 'Assets']);
    screen.getByText('Jane Doe');
  });

  it('marks Prior Loan Info In Progress on entering; Continue To Make Changes starts the application and walks the chosen cards', async () => {
    const fetchMock = api();
    const { router } = await firstThingsFirst();
    await waitFor(() => expect(statusBodies(fetchMock)).toContainEqual({ offerId: '1001', applicationId: 7001, applicationStatusId: 2, applicationType: 'PriorLoanReview' }));
    expect(screen.queryByRole('button', { name: 'Continue To Make Changes' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Current Address/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Personal Details/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue To Make Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fast-path/personal'), { timeout: 10_000 });
    expect(statusBodies(fetchMock)).toContainEqual({ offerId: '1001', applicationId: 7001, applicationStatusId: 2 });
    expect(session('fastPathSteps')).toEqual([
      '/fast-path/personal',
      '/fast-path/address-list',
      ...gmiRoutes,
    ]);
  });

  it('Looks Good! with a value missing shows Missing Required Information once; the second press completes and goes on', async () => {
    const fetchMock = api({ profile: { ...storyProfile, borrowerInfo: { ...storyProfile.borrowerInfo, maritalStatus: null } } });
    const { router } = await firstThingsFirst();
    await userEvent.click(screen.getByRole('button', { name: 'Looks Good!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing Required Information' });
    expect(dialog.textContent).toContain('Please provide the missing information listed below:');
    expect(dialog.textContent).toContain('Marital status not on file');
    // storyProfile has no contact info on file.
    expect(dialog.textContent).toContain('Phone number not on file');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/fast-path');
    await userEvent.click(screen.getByRole('button', { name: 'Looks Good!' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fast-path/declarations'), { timeout: 10_000 });
    expect(statusBodies(fetchMock)).toContainEqual({ offerId: '1001', applicationId: 7001, applicationStatusId: 3, applicationType: 'PriorLoanReview' });
    expect(statusBodies(fetchMock)).toContainEqual({ offerId: '1001', applicationId: 7001, applicationStatusId: 3 });
  });

  it('Looks Good! without the GMI flag completes the application once and offers the next borrower', async () => {
    const contactInfo = { homePhoneNumber: '2175550100', cellPhoneNumber: null, workPhoneNumber: null, workPhoneExtn: null, emailAddress: 'jane@example.com' };
    const fetchMock = api({ gmiAndDeclarationsFlag: false, profile: { ...storyProfile, contactInfo } });
    const { router } = await firstThingsFirst();
    await userEvent.click(screen.getByRole('button', { name: 'Looks Good!' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fast-path/review-next-borrower'), { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    const completions = statusBodies(fetchMock).filter((b) => (b as { applicationStatusId: number }).applicationStatusId === 3);
    expect(completions).toEqual([
      { offerId: '1001', applicationId: 7001, applicationStatusId: 3, applicationType: 'PriorLoanReview' },
      { offerId: '1001', applicationId: 7001, applicationStatusId: 3 },
    ]);
  });

  it('Skip For Now skips the selected borrower and offers the next one', async () => {
    api();
    const { router } = await firstThingsFirst();
    await userEvent.click(screen.getByRole('button', { name: 'Skip For Now' }));
    await screen.findByRole('heading', { level: 1, name: 'Review Next Borrower' });
    expect(router.state.location.pathname).toBe('/fast-path/review-next-borrower');
    expect(session('skippedIds')).toEqual([5001]);
    screen.getByText("Would you like to verify Mary Smith's information now?");
    expect(screen.queryByRole('navigation', { name: 'Review progress' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fast-path'));
    expect([session('selectedId'), session('applicationId')]).toEqual([5002, 7002]);
  });
});

describe('Review Next Borrower', { timeout: 30_000 }, () => {
  beforeEach(janeVerified);
  afterEach(() => vi.unstubAllGlobals());

  it('No, Skip For Now skips the next borrower and goes to the dashboard', async () => {
    api();
    const { router } = await renderApp('/fast-path/review-next-borrower');
    await screen.findByRole('heading', { level: 1, name: 'Review Next Borrower' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'No, Skip For Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrower-dashboard'));
    expect(session('skippedIds')).toEqual([5002]);
  });

  it('with nobody pending goes straight to the dashboard', async () => {
    api({ borrowers: [statusBorrower(), { ...mary, applicationStatus: 'Completed', applicationStatusId: 3 }] });
    const { router } = await renderApp('/fast-path/review-next-borrower');
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrower-dashboard'), { timeout: 10_000 });
  });
});
