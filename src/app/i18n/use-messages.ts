import { useMemo } from 'react';
import { sourceLocale } from '../../shared/i18n/locales';
import type { Catalogue } from './catalogue';
import { useLocaleMessages } from './locale-messages';
import { translator, type Translate } from './translator';

/** A shell part's messages in the borrower's language (suspends while a locale's chunk loads). */
export function useMessages<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  const { locale, localeMessages } = useLocaleMessages();
  return useMemo(() => translator(catalogue, locale, localeMessages), [catalogue, locale, localeMessages]);
}

/**
 * A shell part's messages in the language a screen is shown in (`useScreenTexts().lang`): English on a screen shown
 * in English, so its buttons match its fields.
 */
export function useMessagesIn<Id extends string>(catalogue: Catalogue<Id>, lang: string): Translate<Id> {
  const { localeMessages } = useLocaleMessages();
  const messages = lang === sourceLocale ? null : localeMessages;
  return useMemo(() => translator(catalogue, lang, messages), [catalogue, lang, messages]);
}
