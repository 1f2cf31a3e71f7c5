import type { LogoutResponse } from '../../../shared/api/generated/types';
import { signedOutPath } from '../../routing/paths';

/**
 * Where Sign Out goes: the URL the logout returned when it is a path on this site, otherwise (no answer, e.g. the
 * session had already ended, or another site's address) the signed-out page.
 */
export function logoutDestination(answer: LogoutResponse | null): string {
  const url = answer?.url;
  return url && /^\/(?![/\\])/.test(url) ? url : signedOutPath;
}
