import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/app/api/client';
import { logoutSession, refreshSession } from '../../../src/app/api/session-calls';

describe('oauth agent session calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => undefined);
    sessionStorage.clear();
  });

  it('refresh posts to /oauth-agent/refresh with credentials and the origination CSRF header', async () => {
    sessionStorage.setItem('loginEnd', JSON.stringify('csrf-1'));
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/oauth-agent/refresh');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['x-origination-csrf']).toBe('csrf-1');
  });

  it('logout is best effort: a 401 or a network failure neither throws nor ends the session app-wide', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"statusCode":401}', { status: 401 })));
    await expect(logoutSession({ 'x-origination-csrf': 'c' })).resolves.toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(logoutSession()).resolves.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"url":"/home"}', { status: 200 })));
    await expect(logoutSession()).resolves.toEqual({ url: '/home' });
  });

  it('a refresh 401 is the app-wide session end', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Session ended. Re-verify your identity."}', { status: 401 })));
    await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
