import { isLinkId, type LinkId } from '../../../../shared/api';

/** What Sign Out leaves in the signed-out page's history entry: the ids of the borrower's offer link. */
export interface SignedOutState {
  offerId: LinkId;
  userId: LinkId;
}

/** The state to hand the signed-out page, read before the session storage is cleared; null when no link is known. */
export function signedOutState(offerId: LinkId | null, userId: LinkId | null): SignedOutState | null {
  return isLinkId(offerId) && isLinkId(userId) ? { offerId, userId } : null;
}

/** The way back in: the offer link `/offer/{offerId}/{userId}` when the history entry knows it, else /verify. */
export function wayBackIn(state: unknown): string {
  const ids = (state ?? {}) as Partial<Record<keyof SignedOutState, unknown>>;
  return isLinkId(ids.offerId) && isLinkId(ids.userId) ? `/offer/${ids.offerId}/${ids.userId}` : '/verify';
}
