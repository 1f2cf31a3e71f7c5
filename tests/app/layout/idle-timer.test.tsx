import { act, cleanup, render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activityEvents,
  idleLimitMs,
  isIdle,
  onActivity,
  refreshEveryMs,
  startClock,
} from '../../../src/app/layout/logic/idle-timer';
import { useIdleSession } from '../../../src/app/layout/useIdleSession';
import { userVerifiedAtom } from '../../../src/app/state/session-atoms';

describe('idle timer logic', () => {
  it('uses the spec limits', () => {
    expect(idleLimitMs).toBe(300_000);
    expect(refreshEveryMs).toBe(60_000);
    expect([...activityEvents]).toEqual(['mousemove', 'click', 'scroll', 'keydown']);
  });

  it('is idle only after more than 300 s without activity', () => {
    const clock = startClock(0);
    expect(isIdle(clock, 300_000)).toBe(false);
    expect(isIdle(clock, 300_001)).toBe(true);
    const active = onActivity(clock, 200_000).clock;
    expect(isIdle(active, 500_000)).toBe(false);
    expect(isIdle(active, 500_001)).toBe(true);
  });

  it('asks for a refresh at most once per 60 s', () => {
    let clock = startClock(0);
    const at = (now: number) => {
      const next = onActivity(clock, now);
      clock = next.clock;
      return next.refresh;
    };
    expect([at(10_000), at(59_999), at(60_000), at(61_000), at(119_999), at(120_000)]).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});

function Guarded() {
  useIdleSession();
  return <p>guarded</p>;
}

describe('useIdleSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    sessionStorage.setItem('loginEnd', JSON.stringify('csrf-1'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function setup() {
    const fetchMock = vi.fn(async () => new Response('{"url":"/home"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    store.set(userVerifiedAtom, true);
    const router = createMemoryRouter(
      [
        { path: '/borrower-dashboard', element: <Guarded /> },
        { path: '/session-timeout', element: <p>timed out</p> },
      ],
      { initialEntries: ['/borrower-dashboard'] },
    );
    render(
      <JotaiProvider store={store}>
        <RouterProvider router={router} />
      </JotaiProvider>,
    );
    const calls = (path: string) => fetchMock.mock.calls.filter((call) => (call as unknown[])[0] === path) as unknown as [string, RequestInit][];
    return { router, store, calls };
  }

  it('after more than 300 s idle: logout with x-origination-csrf, verified false, /session-timeout', async () => {
    const { router, store, calls } = setup();
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(router.state.location.pathname).toBe('/borrower-dashboard');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(router.state.location.pathname).toBe('/session-timeout');
    // The session-timeout page (stubbed here) clears the verified flag once shown.
    expect(store.get(userVerifiedAtom)).toBe(true);
    const logout = calls('/oauth-agent/logout');
    expect(logout).toHaveLength(1);
    expect((logout[0]![1].headers as Record<string, string>)['x-origination-csrf']).toBe('csrf-1');
  });

  it('activity keeps the session and refreshes it at most once a minute', async () => {
    const { router, calls } = setup();
    for (let i = 0; i < 8; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(40_000));
      window.dispatchEvent(new Event(activityEvents[i % activityEvents.length]!));
    }
    // 320 s have passed with activity every 40 s: still signed in; refreshes at 80, 160, 240 and 320 s.
    expect(router.state.location.pathname).toBe('/borrower-dashboard');
    expect(calls('/oauth-agent/refresh')).toHaveLength(4);
    expect(calls('/oauth-agent/logout')).toHaveLength(0);
  });
});
