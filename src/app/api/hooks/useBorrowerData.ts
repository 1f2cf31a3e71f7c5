import { useQuery } from '@tanstack/react-query';
import type { BorrowerProfile } from '../../../shared/api';
import { callApi } from '../client';
import { queryKeys } from '../query-keys';

/** GetBorrowerData (guarded): the borrower profile of one application. */
export function useBorrowerData(applicationId: number | null) {
  return useQuery({
    queryKey: queryKeys.borrowerData(applicationId),
    queryFn: () => callApi<BorrowerProfile>('GetBorrowerData', { applicationId }),
    enabled: applicationId != null,
  });
}
