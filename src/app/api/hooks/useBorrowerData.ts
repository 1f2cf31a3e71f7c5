import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../client';
import { queryKeys } from '../query-keys';

/** GetBorrowerData (guarded): the borrower profile of one application. */
export function useBorrowerData(applicationId: number | null) {
  return useQuery({
    queryKey: queryKeys.borrowerData(applicationId),
    queryFn: applicationId == null ? skipToken : () => apiCall('GetBorrowerData', { applicationId }),
  });
}
