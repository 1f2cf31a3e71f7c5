/** The Sign In button shows only when offer data (offerId and userId) exists in session storage. */
export function canSignInAgain(offerId: number | null, userId: number | null): boolean {
  return offerId != null && userId != null;
}
