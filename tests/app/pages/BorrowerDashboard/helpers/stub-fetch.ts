import { vi } from 'vitest';

export interface StubReply {
  status: number;
  body: unknown;
}
export type StubHandler = (body: Record<string, unknown>, init: RequestInit) => StubReply;

/** Stubs fetch at the boundary: handlers by path (query string dropped), e.g. '/api/GetOffer'. */
export function stubFetch(handlers: Record<string, StubHandler>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handler = handlers[url.split('?')[0]!.replace(/\/$/, '')];
    if (!handler) return new Response('{}', { status: 404 });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const reply = handler(body, init);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one path. */
export function bodiesSentTo(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => url.split('?')[0]!.replace(/\/$/, '') === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
