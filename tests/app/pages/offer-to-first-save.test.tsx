import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerFixture } from '../helpers/offer-fixture';
import { renderApp } from '../helpers/render-app';

type Handler = (body: Record<string, unknown>) => { status: number; body: unknown };

function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const call = url.replace('/api/', '');
    const handler = handlers[call];
    if (!handler) return new Response('{}', { status: 404 });
    const { status, body } = handler(JSON.parse((init?.body as string) ?? '{}') as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('offer to first save', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('landing -> Reduce Payment (consent) -> verify', async () => {
    // As the server does: once consent is recorded, the offer says so (verify needs it).
    let consented = false;
    const fetchMock = stubApi({
      GetOffer: () => ({ status: 200, body: { ...offerFixture(), hasSignedConsent: consented } }),
      UpdateBorrowerConsent: () => {
        consented = true;
        return { status: 200, body: { hasSignedConsent: true, offerStatusID: 2 } };
      },
    });
    const { router } = await renderApp('/offer/1001/5001');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Doe!' });
    expect(sessionStorage.getItem('offerId')).toBe('"1001"');
    expect(sessionStorage.getItem('userId')).toBe('"5001"');
    expect(sessionStorage.getItem('userVerified')).toBe('false');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ offerId: '1001', CustomerRecordId: '5001' });

    await userEvent.click(screen.getByRole('button', { name: 'Reduce Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'), { timeout: 5000 });
    const consent = fetchMock.mock.calls.find(([url]) => url === '/api/UpdateBorrowerConsent');
    expect(JSON.parse(consent![1]!.body as string)).toEqual({ offerID: '1001', borrowerId: '5001' });
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Identity' }, { timeout: 10_000 });
  });

  it('an unknown offer goes to loan-not-found', async () => {
    stubApi({ GetOffer: () => ({ status: 404, body: { statusCode: 404, code: 'LOAN_NOT_FOUND', error: 'Not Found', message: 'm' } }) });
    await renderApp('/offer/1001/9999');
    await screen.findByRole('heading', { level: 1, name: 'No Loan Info Found' });
  });

  it('verify without offer details goes to no-offer-details; a guarded route without verification goes to /verify', async () => {
    stubApi({});
    const first = await renderApp('/verify');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/no-offer-details'));
    first.router.dispose();
    sessionStorage.setItem('userVerified', 'false');
    const second = await renderApp('/info/personal');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/verify'));
  });

  it('an unknown path shows the not-found page', async () => {
    stubApi({});
    await renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Oh, no' });
  });
});
