import styled from 'styled-components';
import { layoutMessages } from '../generated/messages/layout';
import type { ShownLanguage } from './shown-language';
import { useMessages } from './use-messages';

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid currentColor;
  font-size: 0.875rem;
`;

/**
 * Above a screen shown in English because the borrower's language lacks it: one line, in the borrower's language
 * (its `lang` is the language it is written in).
 */
export function UntranslatedNotice({ shown }: { shown: ShownLanguage }) {
  const t = useMessages(layoutMessages);
  if (!shown.untranslated) return null;
  return <Notice lang={t.lang}>{t('untranslatedNotice')}</Notice>;
}
