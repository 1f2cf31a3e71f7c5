/**
 * Calls whose answer has a schema file of its own name rather than the call's (`schemas/api/<name>.response.json`),
 * because several calls answer it or the spec names it so.
 */
export const sharedResponses: Readonly<Record<string, string>> = {
  GetBorrowerData: 'BorrowerProfile',
  UpdateBorrowerData: 'BorrowerProfile',
  GetBorrowerDashboardData: 'BorrowerDashboardData',
  GetTrackedBorrowers: 'TrackedBorrowers',
  GetOfferStatus: 'OfferStatus',
};
