import type { LinkId } from '../../../../shared/api';

/** The Sign In button shows only when offer data (offerId and userId) exists in session storage. */
export function canSignInAgain(offerId: LinkId | null, userId: LinkId | null): boolean {
  return offerId != null && userId != null;
}
