import { useMemo } from 'react';
import type { Catalogue } from './catalogue';
import { useLocaleMessages } from './locale-messages';
import { translator, type Translate } from './translator';

/** A shell part's messages in the borrower's language (suspends while a locale's chunk loads). */
export function useMessages<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  const { locale, localeMessages } = useLocaleMessages();
  return useMemo(() => translator(catalogue, locale, localeMessages), [catalogue, locale, localeMessages]);
}
