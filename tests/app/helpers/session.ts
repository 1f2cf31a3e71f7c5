/** Starts from a stored session (as after a reload) holding `values`, stored as JSON as the session atoms store them. */
export function storeSession(values: Record<string, unknown>): void {
  sessionStorage.clear();
  for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, JSON.stringify(value));
}

/** Starts from the stored session of Jane (borrower 5001) verified on offer 1001, plus `extra` keys. */
export function restoreVerifiedSession(extra: Record<string, unknown> = {}): void {
  storeSession({ offerId: '1001', userId: '5001', userVerified: true, loginEnd: 'tok', ...extra });
}
