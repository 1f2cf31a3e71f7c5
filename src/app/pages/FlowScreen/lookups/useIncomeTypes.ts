import { useQuery } from '@tanstack/react-query';
import type { IncomeType } from '../../../../shared/api';
import { callApi } from '../../../api/client';
import { lookupTags } from './lookup-keys';

/** GetIncomeType (guarded, body {}): the income types, fetched once per session and cached. */
export function useIncomeTypes(enabled = true) {
  return useQuery({
    queryKey: [lookupTags.incomeType],
    queryFn: () => callApi<IncomeType[]>('GetIncomeType', {}),
    enabled,
    staleTime: Infinity,
  });
}
