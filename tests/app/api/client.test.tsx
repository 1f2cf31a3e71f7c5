import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { callApi, setUnauthorizedHandler } from '../../../src/app/api/client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setUnauthorizedHandler(() => undefined);
  });

  it('posts JSON under /api with credentials and a cleaned body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const result = await callApi<{ ok: boolean }>('GetOffer', { offerId: '1001', note: '', gone: null, nested: { a: null } });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/GetOffer');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({ offerId: '1001', nested: { a: null } });
  });

  it('sends x-csrf-token from session storage key loginEnd on guarded calls only', async () => {
    sessionStorage.setItem('loginEnd', JSON.stringify('csrf-123'));
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await callApi('UpdateBorrowerData', {}, { csrf: true });
    await callApi('GetOffer', {});
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'x-csrf-token': 'csrf-123' });
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('turns an error answer into an http error with code and fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        error: 'Bad Request',
        message: 'Some fields need attention.',
        fields: [{ field: 'firstName', message: 'x' }],
      }),
    );
    const error = await callApi('UpdateBorrowerData', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'VALIDATION_FAILED', fields: [{ field: 'firstName', message: 'x' }] });
  });

  it('calls the 401 handler with the server message and rejects', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', error: 'Unauthorized', message: 'Session ended. Re-verify your identity.' }),
    );
    const error = await callApi('GetBorrowerData', { applicationId: 7001 }).catch((e: unknown) => e);
    expect(handler).toHaveBeenCalledWith('Session ended. Re-verify your identity.');
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'UNAUTHENTICATED' });
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('GetOffer', {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('reports an unparseable answer', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(callApi('GetOffer', {})).rejects.toMatchObject({ kind: 'unparseable' });
  });

  it('reports a timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = callApi('GetOffer', {}, { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });
});
