import { useAtom } from 'jotai';
import { useTransition } from 'react';
import styled from 'styled-components';
import { locales, sourceLocale } from '../../shared/i18n/locales';
import type { CallBody } from '../../shared/api/generated/calls';
import { apiCall } from '../api/client';
import { layoutMessages } from '../generated/messages/layout';
import { loadLocaleMessages } from './locale-messages';
import { localeAtom } from './locale-state';
import { useMessages } from './use-messages';

const Select = styled.select`
  min-height: 44px;
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font: inherit;
`;

/**
 * The language switch: each language named in its own spelling (and marked with its own `lang`). The new language's
 * texts load before the page changes, and the choice is kept by the server for every later page and answer.
 */
export function LanguageSwitch() {
  const t = useMessages(layoutMessages);
  const [locale, setLocale] = useAtom(localeAtom);
  const [, startTransition] = useTransition();
  const choose = (code: string) => {
    startTransition(async () => {
      if (code !== sourceLocale) await loadLocaleMessages(code);
      startTransition(() => setLocale(code));
    });
    // Best effort: the page is already in the new language; a failed save only means the next visit negotiates again.
    apiCall('UpdateLanguagePreference', { locale: code as CallBody<'UpdateLanguagePreference'>['locale'] }).catch(() => undefined);
  };
  return (
    <Select aria-label={t('language')} value={locale} onChange={(event) => choose(event.target.value)}>
      {locales.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </Select>
  );
}
