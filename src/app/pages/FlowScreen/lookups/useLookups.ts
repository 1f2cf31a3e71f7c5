import { useMemo } from 'react';
import type { Lookups } from '../../../runtime';
import { useIncomeTypes } from './useIncomeTypes';

export interface LookupsState {
  lookups: Lookups;
  /** Every named lookup is there. */
  ready: boolean;
  isError: boolean;
  error: unknown;
}

/** The lookups a mapper names (`mapper.lookups`), fetched and cached before its screen renders. */
export function useLookups(names: readonly (keyof Lookups)[] = []): LookupsState {
  const wantsIncomeTypes = names.includes('incomeTypes');
  const incomeTypes = useIncomeTypes(wantsIncomeTypes);
  const data = wantsIncomeTypes ? incomeTypes.data : undefined;
  const lookups = useMemo<Lookups>(() => (data ? { incomeTypes: data } : {}), [data]);
  return {
    lookups,
    ready: !wantsIncomeTypes || incomeTypes.data !== undefined,
    isError: wantsIncomeTypes && incomeTypes.isError,
    error: incomeTypes.error,
  };
}
