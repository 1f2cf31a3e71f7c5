import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { locales } from '../../shared/i18n/locales';
import { layoutMessages } from '../generated/messages/layout';
import { localeAtom } from './locale-state';
import { useChooseLocale } from './useChooseLocale';
import { useMessages } from './use-messages';

// A set width: a select sizes itself to its widest option, which the browser measures only once the languages'
// fonts are in, so the header would shift as the page loads.
const Select = styled.select`
  width: 7.5rem;
  min-height: 44px;
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  font: inherit;
`;

/** The language switch: each language named in its own spelling (and marked with its own `lang`). */
export function LanguageSwitch() {
  const t = useMessages(layoutMessages);
  const locale = useAtomValue(localeAtom);
  const choose = useChooseLocale();
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
