import { use } from 'react';
import { useAtomValue } from 'jotai';
import { sourceLocale } from '../../shared/i18n/locales';
import { localeLoaders } from '../generated/messages';
import { cachedLoader } from '../engine/cached-loader';
import type { LocaleMessages } from './catalogue';
import { localeAtom } from './locale-state';

/** A locale's chunk of translated shell parts and flow texts, fetched once; English is in the bundle. */
export const loadLocaleMessages = cachedLoader<LocaleMessages>('locale', localeLoaders);

/** The current locale and its chunk (null for English); suspends while the chunk loads. */
export function useLocaleMessages(): { locale: string; localeMessages: LocaleMessages | null } {
  const locale = useAtomValue(localeAtom);
  return { locale, localeMessages: locale === sourceLocale ? null : use(loadLocaleMessages(locale)) };
}
