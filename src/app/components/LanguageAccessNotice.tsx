import styled from 'styled-components';
import { locales, sourceLocale } from '../../shared/i18n/locales';
import { languageAccessMessages } from '../generated/messages/language-access';
import { useMessages } from '../i18n/use-messages';
import { supportPhoneLink } from './SupportContact';

const Aside = styled.aside`
  margin: 1.5rem 0 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.color.border};
  font-size: 0.875rem;
  p {
    margin: 0.25rem 0 0;
  }
`;

/**
 * Language access: what of the portal is in the reader's language (all of it in a complete locale, the journey's
 * pages and the messages in the others: messages/locales.json says which), that documents and disclosures are English
 * only and the English text controls, and the support line to call.
 */
export function LanguageAccessNotice() {
  const t = useMessages(languageAccessMessages);
  const coverage = t.lang === sourceLocale ? 'source' : locales.find((l) => l.code === t.lang)?.complete ? 'complete' : 'other';
  return (
    <Aside aria-label={t('label')}>
      <strong>{t('label')}</strong>
      <p>{t.rich('text', { coverage, phone: supportPhoneLink })}</p>
    </Aside>
  );
}
