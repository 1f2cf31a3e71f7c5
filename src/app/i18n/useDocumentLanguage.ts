import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { localeAtom } from './locale-state';

/** `<html lang>` follows the borrower's language. */
export function useDocumentLanguage(): void {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
