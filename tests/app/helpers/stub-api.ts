import { vi } from 'vitest';
import { offerFixture } from './offer-fixture';
import { offerStatusFixture } from './offer-status-fixture';

export interface StubAnswer {
  status: number;
  body: unknown;
}
export type StubHandler = (body: Record<string, unknown>, url: string) => StubAnswer;

/**
 * Stubs fetch: the handler key is the path without its /api or /oauth-agent prefix and query string,
 * e.g. "GetOfferStatus/" or "login/start". Unknown calls answer 404.
 */
export function stubApi(handlers: Record<string, StubHandler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = url.replace(/^\/(api|oauth-agent)\//, '').replace(/\?.*$/, '');
    const handler = handlers[key];
    if (!handler) return new Response('{}', { status: 404 });
    const raw = typeof init?.body === 'string' ? init.body : '{}';
    const { status, body } = handler(JSON.parse(raw) as Record<string, unknown>, url);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function apiError(status: number, code: string, message = 'm'): StubAnswer {
  return { status, body: { statusCode: status, code, error: 'Error', message } };
}

/** The request body of the first call whose URL starts with the given path. */
export function bodyOf(fetchMock: ReturnType<typeof stubApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => url.startsWith(path));
  return call ? (JSON.parse(call[1]?.body as string) as unknown) : undefined;
}

export function setOfferSession(offerId = '1007', userId = '5009', extra: Record<string, unknown> = {}) {
  sessionStorage.clear();
  sessionStorage.setItem('offerId', JSON.stringify(offerId));
  sessionStorage.setItem('userId', JSON.stringify(userId));
  for (const [key, value] of Object.entries(extra)) sessionStorage.setItem(key, JSON.stringify(value));
}

/**
 * The consent page's calls for borrower 5009: the offer is Pending Consent (Ana Lopez submitted it) until
 * UpdateBorrowerConsent is posted, then Submitted with nobody left to consent.
 */
export function stubConsentToSubmit() {
  let consented = false;
  return stubApi({
    'GetOfferStatus/': () => ({
      status: 200,
      body: consented ? offerStatusFixture({ offerStatusID: 4, unconsentedBorrowers: [] }) : offerStatusFixture(),
    }),
    GetOffer: () => ({ status: 200, body: offerFixture({ offerStatusID: 6, currentCustomerRecordId: 5009 }) }),
    UpdateBorrowerConsent: () => {
      consented = true;
      return { status: 200, body: { hasSignedConsent: true, offerStatusID: 4 } };
    },
  });
}
