import type { LogoutResponse } from '../../../shared/api/generated/types';
import { signedOutPath } from '../../routing/paths';

/** A page of this site (followed in the app), or the issuer's end-session page (a full navigation). */
export type LogoutDestination = { path: string } | { href: string };

/**
 * Where Sign Out goes: the URL the logout returned, a path on this site or the issuer's end-session page (which
 * comes back to the signed-out page); with no answer (e.g. the session had already ended), the signed-out page.
 */
export function logoutDestination(answer: LogoutResponse | null): LogoutDestination {
  const url = answer?.url;
  if (url && /^\/(?![/\\])/.test(url)) return { path: url };
  if (url && /^https?:\/\//i.test(url)) return { href: url };
  return { path: signedOutPath };
}
