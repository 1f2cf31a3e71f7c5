import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsConsent, submitterName } from '../../../../src/app/pages/Consent/logic/consent-rules';
import { successView } from '../../../../src/app/pages/Success/logic/success-view';
import { SuccessContent } from '../../../../src/app/pages/Success/SuccessContent';
import { offerFixture } from '../../helpers/offer-fixture';
import { renderWithTheme } from '../../helpers/render';
import { renderApp } from '../../helpers/render-app';
import { offerStatusFixture } from '../../helpers/offer-status-fixture';
import { apiError, bodyOf, setOfferSession, stubApi, stubConsentToSubmit } from '../../helpers/stub-api';

describe('consent rules', () => {
  it('needs consent only when the borrower is in the unconsented list', () => {
    expect(needsConsent(offerStatusFixture(), 5009)).toBe(true);
    expect(needsConsent(offerStatusFixture(), 5008)).toBe(false);
    expect(needsConsent(offerStatusFixture({ unconsentedBorrowers: [] }), 5009)).toBe(false);
  });
  it('names the borrower who submitted', () => {
    expect(submitterName(offerStatusFixture())).toBe('Ana Lopez');
    expect(submitterName(offerStatusFixture({ submittedBorrower: null }))).toBeNull();
  });
});

describe('success view', () => {
  it('is Done without unconsented borrowers and Almost Done with them', () => {
    expect(successView(offerStatusFixture({ unconsentedBorrowers: [] }), false).almostDone).toBe(false);
    const almost = successView(offerStatusFixture(), false);
    expect(almost).toEqual({ almostDone: true, unconsentedNames: ['Carlos Lopez'], showCreateAccount: false });
    expect(successView(null, false).almostDone).toBe(false);
  });
  it('offers Create Account only to a verified borrower once the offer is Submitted', () => {
    const submitted = offerStatusFixture({ offerStatusID: 4, unconsentedBorrowers: [] });
    expect(successView(submitted, true).showCreateAccount).toBe(true);
    expect(successView(submitted, false).showCreateAccount).toBe(false);
    expect(successView(offerStatusFixture({ offerStatusID: 6 }), true).showCreateAccount).toBe(false);
  });
  it('renders the two headings exactly', () => {
    const { unmount } = renderWithTheme(<SuccessContent view={successView(null, false)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Congrats You're Done!");
    unmount();
    renderWithTheme(<SuccessContent view={successView(offerStatusFixture(), false)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Congrats You're Almost Done!");
    expect(screen.getByRole('listitem').textContent).toBe('Carlos Lopez');
    screen.getByText(/review the offer and authorize a soft credit check/);
  });
});

describe('consent and success pages', { timeout: 20_000 }, () => {
  beforeEach(() => setOfferSession('1007', '5009'));
  afterEach(() => vi.unstubAllGlobals());

  it('Action Needed names the submitter; Agree posts the consent page body and goes to success', async () => {
    const fetchMock = stubConsentToSubmit();
    const { router } = await renderApp('/consent');
    await screen.findByRole('heading', { level: 1, name: 'Action Needed' });
    await screen.findByText(/Ana Lopez has submitted/);
    screen.getByText(/12 Maple Street Apt 4/);
    screen.getByText('$312.25');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/GetOfferStatus/?offerID=1007&customerRecordId=5009')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'), { timeout: 5000 });
    expect(bodyOf(fetchMock, '/api/UpdateBorrowerConsent')).toEqual({ OfferID: '1007', DestinyCustomerRecordID: '5009' });
    await screen.findByRole('heading', { level: 1, name: "Congrats You're Done!" });
  });

  it('redirects to success when the borrower is not in the unconsented list', async () => {
    setOfferSession('1007', '5008');
    stubApi({
      'GetOfferStatus/': () => ({ status: 200, body: offerStatusFixture() }),
      GetOffer: () => ({ status: 200, body: offerFixture({ offerStatusID: 6, hasSignedConsent: true, currentCustomerRecordId: 5008 }) }),
    });
    const { router } = await renderApp('/consent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: "Congrats You're Almost Done!" });
    screen.getByText('Carlos Lopez');
  });

  it('shows the offer load message when the offer cannot be loaded', async () => {
    stubApi({
      'GetOfferStatus/': () => apiError(500, 'INTERNAL'),
      GetOffer: () => apiError(500, 'INTERNAL'),
    });
    await renderApp('/consent');
    await screen.findByText('We cannot load your offer at this time. Please contact support.');
    screen.getByRole('heading', { level: 1, name: 'Action Needed' });
  });

  it('stays on the consent page with the error banner when the consent call fails', async () => {
    stubApi({
      'GetOfferStatus/': () => ({ status: 200, body: offerStatusFixture() }),
      GetOffer: () => ({ status: 200, body: offerFixture({ offerStatusID: 6, currentCustomerRecordId: 5009 }) }),
      UpdateBorrowerConsent: () => apiError(500, 'INTERNAL'),
    });
    const { router } = await renderApp('/consent');
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    await screen.findByText('Looks like we have a connection issue.');
    expect(router.state.location.pathname).toBe('/consent');
  });

  it('success shows Create Account for a verified borrower of a Submitted offer', async () => {
    setOfferSession('1004', '5005', { userVerified: true, loginEnd: 'csrf' });
    const fetchMock = stubApi({
      'GetOfferStatus/': () => ({ status: 200, body: offerStatusFixture({ offerStatusID: 4, unconsentedBorrowers: [] }) }),
    });
    await renderApp('/success');
    await screen.findByRole('heading', { level: 1, name: "Congrats You're Done!" });
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/create-password');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/GetOfferStatus/?offerID=1004');
  });
});
