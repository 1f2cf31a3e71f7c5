/** Skip For Now: the selected borrower joins the skipped list (once); the queue then leaves them out. */
export function skipBorrower(skippedIds: readonly number[], selectedId: number): number[] {
  return skippedIds.includes(selectedId) ? [...skippedIds] : [...skippedIds, selectedId];
}
