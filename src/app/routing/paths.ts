/**
 * Where a verified borrower goes. The spec sends them to the dashboard or the fast path; until
 * those arrive (later issues) the walking skeleton continues with the first full-flow screen.
 */
export const afterVerifyRoute = '/info/personal';
