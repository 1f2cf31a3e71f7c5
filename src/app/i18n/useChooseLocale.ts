import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useTransition } from 'react';
import type { CallBody } from '../../shared/api/generated/calls';
import { sourceLocale } from '../../shared/i18n/locales';
import { apiCall } from '../api/client';
import { loadLocaleMessages } from './locale-messages';
import { localeAtom } from './locale-state';

export const languagePreferenceQueryKey = ['LanguagePreference'] as const;

/**
 * Switches the portal's language: the new language's texts load before the page changes (the old page stays until
 * then), and, unless it came from the server, the choice is saved for later pages and visits.
 */
export function useChooseLocale(): (locale: string, options?: { save?: boolean }) => void {
  const setLocale = useSetAtom(localeAtom);
  const queryClient = useQueryClient();
  const [, startTransition] = useTransition();
  return useCallback(
    (locale, { save = true } = {}) => {
      startTransition(async () => {
        if (locale !== sourceLocale) await loadLocaleMessages(locale);
        startTransition(() => setLocale(locale));
      });
      queryClient.setQueryData(languagePreferenceQueryKey, { locale });
      if (!save) return;
      // Best effort: the page is already in the new language; a failed save only means the next visit negotiates again.
      const body = { locale } as CallBody<'UpdateLanguagePreference'>;
      apiCall('UpdateLanguagePreference', body, { csrf: true }).catch(() => undefined);
    },
    [queryClient, setLocale],
  );
}
