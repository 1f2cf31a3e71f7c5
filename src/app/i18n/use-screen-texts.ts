import { use, useMemo } from 'react';
import { sourceLocale } from '../../shared/i18n/locales';
import type { Catalogue } from './catalogue';
import { useLocaleMessages } from './locale-messages';
import { hasTexts, loadTexts, type ShownKind } from './screen-texts';
import { shownLanguage, type ShownLanguage } from './shown-language';

/**
 * The language a screen or list is shown in and its texts: the borrower's when the locale translates it completely
 * (its texts module exists) and every shell part it shows around them (`parts`: buttons, widgets' own words), else
 * English. Suspends while the texts load.
 */
export function useScreenTexts(kind: ShownKind, id: string, parts: readonly Catalogue[] = []): ShownLanguage {
  const { locale, localeMessages } = useLocaleMessages();
  const complete =
    locale !== sourceLocale && hasTexts(kind, locale, id) && parts.every((part) => localeMessages?.parts[part.part] !== undefined);
  const texts = complete ? use(loadTexts(kind, locale, id)) : null;
  return useMemo(() => shownLanguage(texts, locale), [texts, locale]);
}
