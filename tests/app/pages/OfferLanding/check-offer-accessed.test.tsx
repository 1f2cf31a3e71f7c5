import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../../helpers/offer-fixture';
import { renderApp } from '../../helpers/render-app';
import { apiError, bodyOf, stubApi } from '../../helpers/stub-api';

const welcome = () => screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Doe!' }, { timeout: 10_000 });
const callsTo = (fetchMock: ReturnType<typeof stubApi>, call: string) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api/${call}`).length;

describe('the offer landing tells the server the link was opened', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('calls CheckOfferAccessed once with the link\'s ids; a New offer shows the landing', async () => {
    const fetchMock = stubApi({
      GetOffer: () => ({ status: 200, body: offerFixture({ offerStatusID: 1 }) }),
      CheckOfferAccessed: () => ({ status: 200, body: { offerStatusID: 2, accessed: true } }),
    });
    await renderApp('/offer/1001/5001');
    await welcome();
    expect(bodyOf(fetchMock, '/api/CheckOfferAccessed')).toEqual({ offerId: '1001', CustomerRecordId: '5001' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetchMock, 'CheckOfferAccessed')).toBe(1);
  });

  it('an Accessed offer shows the landing like a New one (the call changes nothing the borrower sees)', async () => {
    const fetchMock = stubApi({
      GetOffer: () => ({ status: 200, body: offerFixture({ offerStatusID: 2 }) }),
      CheckOfferAccessed: () => ({ status: 200, body: { offerStatusID: 2, accessed: true } }),
    });
    const { router } = await renderApp('/offer/1001/5001');
    await welcome();
    expect(screen.getByRole('button', { name: 'Reduce Payment' })).toHaveProperty('disabled', false);
    expect(router.state.location.pathname).toBe('/offer/1001/5001');
    expect(callsTo(fetchMock, 'GetOffer')).toBe(1);
  });

  it('does not delay the landing: it renders while the call is unanswered, and a failed call shows nothing', async () => {
    let release: () => void = () => undefined;
    const unanswered = new Promise<void>((resolve) => { release = resolve; });
    const fetchMock = stubApi({ GetOffer: () => ({ status: 200, body: offerFixture() }) });
    const reply = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url !== '/api/CheckOfferAccessed') return reply!(url, init);
      await unanswered;
      return new Response(JSON.stringify(apiError(500, 'INTERNAL').body), { status: 500 });
    });
    await renderApp('/offer/1001/5001');
    await welcome();
    expect(callsTo(fetchMock, 'CheckOfferAccessed')).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Looks like we have a connection issue.')).toBeNull();
    await waitFor(() => screen.getByRole('button', { name: 'Reduce Payment' }));
  });

  it('a link whose ids cannot name an offer makes no call', async () => {
    const fetchMock = stubApi({});
    const { router } = await renderApp('/offer/1001/not%20an%20id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-not-found'), { timeout: 10_000 });
    expect(callsTo(fetchMock, 'CheckOfferAccessed')).toBe(0);
  });
});
