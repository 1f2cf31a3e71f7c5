/** Idle threshold (portal-journey section 9): more than 300 s without activity ends the session. */
export const idleLimitMs = 300_000;
/** While active, the server session is refreshed at most once a minute (its idle expiry is 5 minutes). */
export const refreshEveryMs = 60_000;
/** How often the idle check runs. */
export const idleCheckEveryMs = 1_000;

export const activityEvents = ['mousemove', 'click', 'scroll', 'keydown'] as const;

export interface IdleClock {
  lastActivityAt: number;
  lastRefreshAt: number;
}

export interface IdleLimits {
  idleLimitMs: number;
  refreshEveryMs: number;
}

export const defaultIdleLimits: IdleLimits = { idleLimitMs, refreshEveryMs };

export function startClock(now: number): IdleClock {
  return { lastActivityAt: now, lastRefreshAt: now };
}

/** Idle means strictly more than the limit since the last activity. */
export function isIdle(clock: IdleClock, now: number, limits: IdleLimits = defaultIdleLimits): boolean {
  return now - clock.lastActivityAt > limits.idleLimitMs;
}

/** An activity: records it and says whether a refresh is due (none within refreshEveryMs of the last). */
export function onActivity(
  clock: IdleClock,
  now: number,
  limits: IdleLimits = defaultIdleLimits,
): { clock: IdleClock; refresh: boolean } {
  const refresh = now - clock.lastRefreshAt >= limits.refreshEveryMs;
  return { clock: { lastActivityAt: now, lastRefreshAt: refresh ? now : clock.lastRefreshAt }, refresh };
}
