import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../../helpers/offer-fixture';
import { renderApp } from '../../helpers/render-app';
import { bodyOf, setOfferSession, stubApi, type StubHandler } from '../../helpers/stub-api';

const verified: StubHandler = () => ({
  status: 200,
  body: { isPIIVerified: true, isAccountLocked: false, csrfToken: 'tok', borrowerId: 5001, applicationId: 7001, offerId: '1001', loanId: 9001 },
});
const answer = (body: unknown): StubHandler => () => ({ status: 200, body });

/** Where the app was when each access check was asked. */
let askedAt: Record<string, string> = {};
let currentPath = () => '';
const check = (call: string, body: unknown): StubHandler => () => {
  askedAt[call] = currentPath();
  return { status: 200, body };
};

function api(overrides: Record<string, StubHandler> = {}) {
  askedAt = {};
  return stubApi({
    GetOffer: answer(offerFixture({ hasSignedConsent: true })),
    VerifyContact: verified,
    GetAccountLockStatus: check('GetAccountLockStatus', { isAccountLocked: false }),
    HasLoginRestriction: check('HasLoginRestriction', { hasLoginRestriction: false, reason: null }),
    VerifyLoanAccess: check('VerifyLoanAccess', { hasLoanAccess: true }),
    ...overrides,
  });
}

async function verifyIdentity() {
  const { router } = await renderApp('/verify');
  currentPath = () => router.state.location.pathname;
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  // The first render loads the form runtime chunk, which is slow under jsdom.
  await userEvent.type(await screen.findByLabelText(/Last 6 digits/, undefined, { timeout: 10_000 }), '123456');
  await userEvent.type(screen.getByLabelText(/Date of Birth/), '01/15/1980');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  return { router, visited };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, call: string) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api/${call}`).length;
const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;

describe('after a successful VerifyContact: lock status, login restrictions and loan access', { timeout: 30_000 }, () => {
  beforeEach(() => setOfferSession('1001', '5001', { userVerified: false }));
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes each check once, asks loan access for the offer\'s loan number, then goes on; the guard reuses the answers', async () => {
    const fetchMock = api();
    const { visited } = await verifyIdentity();
    await waitFor(() => expect(visited).toContain('/fast-path'), { timeout: 10_000 });
    expect(bodyOf(fetchMock, '/api/VerifyContact')).toEqual({
      ssn: '123456', dateOfBirth: '01/15/1980', customerRecordID: '5001', offerID: '1001', loanNumber: '0012345678',
    });
    expect(bodyOf(fetchMock, '/api/VerifyLoanAccess')).toEqual({ offerId: '1001', loanNumber: '0012345678' });
    // Asked by the verification itself, before it went on.
    expect(askedAt).toEqual({ GetAccountLockStatus: '/verify', HasLoginRestriction: '/verify', VerifyLoanAccess: '/verify' });
    expect(stored('userVerified')).toBe(true);
    expect(stored('recId')).toBe(offerFixture().loanRecordId);
    // The guarded page arrived at asks nothing again: the answers just fetched are cached.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(['GetAccountLockStatus', 'HasLoginRestriction', 'VerifyLoanAccess'].map((call) => callsTo(fetchMock, call))).toEqual([1, 1, 1]);
  });

  it('a locked account goes to account-locked with the locked flag, and is not stored as verified', async () => {
    api({ GetAccountLockStatus: answer({ isAccountLocked: true }) });
    const { router } = await verifyIdentity();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-locked'), { timeout: 10_000 });
    expect(stored('userLocked')).toBe(true);
    expect(stored('userVerified')).toBe(false);
    expect(stored('loginEnd')).toBeNull();
  });

  it('a login restriction goes to the page of its reason', async () => {
    api({ HasLoginRestriction: answer({ hasLoginRestriction: true, reason: 'OFFER_CHANGED' }) });
    const { router } = await verifyIdentity();
    await waitFor(() => expect(router.state.location.pathname).toBe('/offer-changed'), { timeout: 10_000 });
    expect(stored('userVerified')).toBe(false);
  });

  it('no loan access goes to loan-not-found, unverified', async () => {
    api({ VerifyLoanAccess: answer({ hasLoanAccess: false }) });
    const { router } = await verifyIdentity();
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-not-found'), { timeout: 10_000 });
    expect(stored('userVerified')).toBe(false);
    await screen.findByText('We were not able to find a loan associated with the information provided.');
  });

  it('a check that fails blocks nothing: the server guards every call', async () => {
    api({ GetAccountLockStatus: () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', error: 'e', message: 'm' } }) });
    const { visited } = await verifyIdentity();
    await waitFor(() => expect(visited).toContain('/fast-path'), { timeout: 10_000 });
  });
});
