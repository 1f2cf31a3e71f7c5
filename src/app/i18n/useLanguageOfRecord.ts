import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { callApi } from '../api/client';
import { localeAtom } from './locale-state';
import { languagePreferenceQueryKey, useChooseLocale } from './useChooseLocale';

/**
 * Once verified, the portal opens in the language on the borrower's record (chosen on an earlier visit or another
 * device): verification hands it to this browser, and the first guarded page switches to it.
 */
export function useLanguageOfRecord(): void {
  const locale = useAtomValue(localeAtom);
  const choose = useChooseLocale();
  const { data } = useQuery({
    queryKey: languagePreferenceQueryKey,
    queryFn: () => callApi<{ locale: string }>('LanguagePreference', undefined, { method: 'GET' }),
    staleTime: Infinity,
  });
  const kept = data?.locale;
  useEffect(() => {
    if (kept && kept !== locale) choose(kept, { save: false });
    // Only a new answer from the server switches: a change made here afterwards is the borrower's own.
  }, [kept]);
}
