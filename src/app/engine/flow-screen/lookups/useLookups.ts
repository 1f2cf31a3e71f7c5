import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../api/client';
import type { Lookups } from '../..';
import { lookupCalls, lookupKey } from './lookup-keys';

export interface LookupsState {
  lookups: Lookups;
  /** Every named lookup is there. */
  ready: boolean;
  /** A lookup failed to load (the screen sends the user to /oops). */
  isError: boolean;
  error: unknown;
}

/** The lookups a binding names (`lookups`), each fetched once per session and cached before its screen renders. */
export function useLookups(names: readonly (keyof Lookups)[] = []): LookupsState {
  const results = useQueries({
    queries: names.map((name) => ({
      queryKey: lookupKey(name),
      queryFn: () => callApi<unknown>(lookupCalls[name], {}),
      staleTime: Infinity,
    })),
  });
  const datas = results.map((r) => r.data);
  const lookups = useMemo<Lookups>(
    () => Object.fromEntries(names.flatMap((name, i) => (datas[i] === undefined ? [] : [[name, datas[i]]]))) as Lookups,
    // The names and each answer (stable references from the cache), not the result objects, which change every render.
    [names.join(), ...datas],
  );
  const failed = results.find((r) => r.isError);
  return {
    lookups,
    ready: results.every((r) => r.data !== undefined),
    isError: failed !== undefined,
    error: failed?.error ?? null,
  };
}
