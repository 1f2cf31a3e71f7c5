/** The spec's session storage keys (portal-journey section 3). */
export const sessionKeys = [
  'offerId',
  'userId',
  'loanId',
  'recId',
  'selectedId',
  'userVerified',
  'userLocked',
  'loggedId',
  'loginEnd',
  // The verified borrower's application, until the dashboard provides it.
  'applicationId',
  // The fast path's session state: the step list chosen on First Things First, the step last entered from it, and
  // the borrowers skipped for now.
  'fastPathSteps',
  'fastPathStep',
  'skippedIds',
] as const;

export type SessionKey = (typeof sessionKeys)[number];

function browserSessionStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/** Reads one JSON-encoded session value outside React (the API client needs the CSRF value). */
export function readSessionValue<T>(key: SessionKey): T | null {
  const raw = browserSessionStorage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Writes one session value as JSON; null removes the key. */
export function writeSessionValue<T>(key: SessionKey, value: T | null): void {
  const storage = browserSessionStorage();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}
