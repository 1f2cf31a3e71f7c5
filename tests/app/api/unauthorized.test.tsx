import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, setUnauthorizedHandler } from '../../../src/app/api/client';
import { installUnauthorizedHandler } from '../../../src/app/api/unauthorized';
import { sessionNoticeAtom } from '../../../src/app/state/notice-atoms';
import { userVerifiedAtom } from '../../../src/app/state/session-atoms';

describe('401 handling', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => undefined);
  });

  it('alerts, sets the verified flag false and redirects to /verify', async () => {
    const store = createStore();
    store.set(userVerifiedAtom, true);
    const navigate = vi.fn();
    installUnauthorizedHandler(store, navigate);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', error: 'Unauthorized', message: 'x' }), { status: 401 })));
    await expect(callApi('GetBorrowerData', {})).rejects.toMatchObject({ status: 401 });
    expect(store.get(sessionNoticeAtom)).toBe('Session ended. Re-verify your identity.');
    expect(store.get(userVerifiedAtom)).toBe(false);
    expect(sessionStorage.getItem('userVerified')).toBe('false');
    expect(navigate).toHaveBeenCalledWith('/verify');
  });

  it('stays quiet for a request still in flight when Sign Out reached the signed-out page', async () => {
    const store = createStore();
    const navigate = vi.fn();
    installUnauthorizedHandler(store, navigate);
    window.history.pushState({}, '', '/signed-out');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', error: 'Unauthorized', message: 'x' }), { status: 401 })));
    try {
      await expect(callApi('GetOfferStatus', {})).rejects.toMatchObject({ status: 401 });
      expect(store.get(sessionNoticeAtom)).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
