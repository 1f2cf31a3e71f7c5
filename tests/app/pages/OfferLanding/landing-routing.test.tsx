import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../../helpers/offer-fixture';
import { renderApp } from '../../helpers/render-app';
import { apiError, setOfferSession, stubApi } from '../../helpers/stub-api';
import { offerStatusFixture } from '../../helpers/offer-status-fixture';

describe('offer landing routing and offer details', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('an inactive offer goes to no-active-offers', async () => {
    stubApi({ GetOffer: () => apiError(404, 'NO_ACTIVE_OFFER') });
    const { router } = await renderApp('/offer/1008/5010');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-active-offers'), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: 'No Active Offers' });
  });

  it('a landing with signed consent goes straight to verify and keeps the link ids', async () => {
    stubApi({ GetOffer: () => ({ status: 200, body: offerFixture({ hasSignedConsent: true }) }) });
    const { router } = await renderApp('/offer/1002/5002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'), { timeout: 5000 });
    expect(sessionStorage.getItem('offerId')).toBe('"1002"');
    expect(sessionStorage.getItem('userVerified')).toBe('false');
  });

  it('Pending Consent without consent goes to consent', async () => {
    stubApi({
      GetOffer: () => ({ status: 200, body: offerFixture({ offerStatusID: 6 }) }),
      'GetOfferStatus/': () => ({ status: 200, body: offerStatusFixture({ unconsentedBorrowers: [{ customerRecordId: 5009, firstName: 'Carlos', lastName: 'Lopez' }] }) }),
    });
    const { router } = await renderApp('/offer/1007/5009');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consent'), { timeout: 5000 });
  });

  it('Reduce Payment goes to success when the consent answers Pending Consent', async () => {
    stubApi({
      GetOffer: () => ({ status: 200, body: offerFixture() }),
      UpdateBorrowerConsent: () => ({ status: 200, body: { hasSignedConsent: true, offerStatusID: 6 } }),
      'GetOfferStatus/': () => ({ status: 200, body: offerStatusFixture({ unconsentedBorrowers: [] }) }),
    });
    const { router } = await renderApp('/offer/1001/5001');
    await userEvent.click(await screen.findByRole('button', { name: 'Reduce Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'), { timeout: 5000 });
  });

  it('offer-details shows the cached offer and Return To Application goes back one page', async () => {
    setOfferSession('1001', '5001');
    stubApi({ GetOffer: () => ({ status: 200, body: offerFixture() }) });
    const { router } = await renderApp('/terms-of-use');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    await act(() => router.navigate('/offer-details'));
    await screen.findByText('$312.25');
    await userEvent.click(screen.getByRole('button', { name: 'Return To Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms-of-use'), { timeout: 5000 });
  });

  it('offer-details without offer data goes to no-offer-details', async () => {
    stubApi({});
    const { router } = await renderApp('/offer-details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-offer-details'), { timeout: 5000 });
  });
});
