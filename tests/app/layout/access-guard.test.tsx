import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../helpers/offer-fixture';
import { renderApp } from '../helpers/render-app';
import { profileFixture } from '../engine/fixtures';
import { dashboardData, offerStatus } from '../pages/BorrowerDashboard/helpers/journey-fixtures';
import { bodiesSentTo, stubFetch, type StubHandler } from '../pages/BorrowerDashboard/helpers/stub-fetch';
import { restoreVerifiedSession } from '../helpers/session';

const answer = (body: unknown): StubHandler => () => ({ status: 200, body });

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    '/api/GetOffer': answer(offerFixture()),
    '/api/GetBorrowerDashboardData': answer(dashboardData([])),
    '/api/GetOfferStatus': answer(offerStatus([])),
    '/api/GetAccountLockStatus': answer({ isAccountLocked: false }),
    '/api/HasLoginRestriction': answer({ hasLoginRestriction: false, reason: null }),
    '/api/VerifyLoanAccess': answer({ hasLoanAccess: true }),
    ...overrides,
  });
}

describe('guarded routes check the account lock, login restrictions and loan access', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // A verified session restored after a reload: nothing cached yet.
    restoreVerifiedSession({ loggedId: 5001 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('an open account with access to the loan sees the page; the checks name the session\'s offer and loan number', async () => {
    const fetchMock = api();
    const { router } = await renderApp('/borrower-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your Loan Information', hidden: true }, { timeout: 10_000 });
    await waitFor(() => expect(bodiesSentTo(fetchMock, '/api/VerifyLoanAccess')).toEqual([{ offerId: '1001', loanNumber: '0012345678' }]));
    expect(bodiesSentTo(fetchMock, '/api/GetAccountLockStatus')).toHaveLength(1);
    expect(bodiesSentTo(fetchMock, '/api/HasLoginRestriction')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/borrower-dashboard');
  });

  it.each([
    ['a locked account', '/account-locked', { '/api/GetAccountLockStatus': answer({ isAccountLocked: true }) }],
    ['an offer withdrawn since', '/no-active-offers', { '/api/HasLoginRestriction': answer({ hasLoginRestriction: true, reason: 'NO_ACTIVE_OFFER' }) }],
    ['no access to the loan', '/loan-not-found', { '/api/VerifyLoanAccess': answer({ hasLoanAccess: false }) }],
  ])('%s leads away from the dashboard to %s', async (_name, route, overrides) => {
    api(overrides);
    const { router } = await renderApp('/borrower-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(route), { timeout: 10_000 });
  });

  it('the full flow\'s screens are guarded the same way', async () => {
    // The screen itself has what it needs, so only the guard leads away.
    sessionStorage.setItem('applicationId', '7001');
    api({ '/api/GetAccountLockStatus': answer({ isAccountLocked: true }), '/api/GetBorrowerData': answer(profileFixture()) });
    const { router } = await renderApp('/info/personal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-locked'), { timeout: 10_000 });
  });
});
