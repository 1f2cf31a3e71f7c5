/** Router state of a page opened from elsewhere that should be returned to after saving (e.g. a dashboard arrow). */
export interface ReturnToState {
  returnTo: string;
}

/**
 * The `returnTo` path of a location's router state (`{ returnTo: '/borrower-dashboard' }`), when it is an app path:
 * it starts with one "/" (never "//host" or a full URL), so the state cannot send the user off the site.
 */
export function readReturnTo(state: unknown): string | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const value = (state as { returnTo?: unknown }).returnTo;
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return undefined;
  return value;
}
