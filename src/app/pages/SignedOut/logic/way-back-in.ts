/** What Sign Out leaves in the signed-out page's history entry: the ids of the borrower's offer link. */
export interface SignedOutState {
  offerId: number;
  userId: number;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The state to hand the signed-out page, read before the session storage is cleared; null when no link is known. */
export function signedOutState(offerId: number | null, userId: number | null): SignedOutState | null {
  return isId(offerId) && isId(userId) ? { offerId, userId } : null;
}

/** The way back in: the offer link `/offer/{offerId}/{userId}` when the history entry knows it, else /verify. */
export function wayBackIn(state: unknown): string {
  const ids = (state ?? {}) as Partial<Record<keyof SignedOutState, unknown>>;
  return isId(ids.offerId) && isId(ids.userId) ? `/offer/${ids.offerId}/${ids.userId}` : '/verify';
}
