/**
 * Starts from the stored session of a reload: Jane (borrower 5001) verified on offer 1001, plus `extra` keys; values
 * are stored as JSON, as the session atoms store them.
 */
export function restoreVerifiedSession(extra: Record<string, unknown> = {}): void {
  sessionStorage.clear();
  for (const [key, value] of Object.entries({ offerId: '1001', userId: '5001', userVerified: true, loginEnd: 'tok', ...extra })) {
    sessionStorage.setItem(key, JSON.stringify(value));
  }
}
