import { atom } from 'jotai';
import { isLocale, sourceLocale } from '../../shared/i18n/locales';

/** The page's language as the server chose it (`<html lang>`: the borrower's choice, else Accept-Language). */
function pageLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : sourceLocale;
}

/** The language the portal is shown in. */
export const localeAtom = atom<string>(pageLocale());
