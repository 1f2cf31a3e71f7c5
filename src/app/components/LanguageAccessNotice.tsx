import styled from 'styled-components';
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
 * Language access: which languages the portal is in, that documents and disclosures are English only and the English
 * text controls, and the support line to call.
 */
export function LanguageAccessNotice() {
  const t = useMessages(languageAccessMessages);
  return (
    <Aside aria-label={t('label')}>
      <strong>{t('label')}</strong>
      <p>{t.rich('text', { phone: supportPhoneLink })}</p>
    </Aside>
  );
}
