import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { footerLinks, licensing } from '../config/contact';
import { EqualHousingMark } from './EqualHousingMark';
import { pageBar } from './page-bar';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';

const Bar = styled.footer`
  ${pageBar}
  gap: 1rem 2rem;
  padding-block: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.875rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0;
  }
`;

/** Footer (portal-journey sections 1 and 9): servicing, privacy, terms, licensing registry, EHL mark, licensing ID and year. */
export function Footer() {
  const t = useMessages(layoutMessages);
  return (
    <Bar>
      <nav aria-label={t('footerNavLabel')}>
        <ul>
          <li><a href={footerLinks.loanServicing} target="_blank" rel="noreferrer">{t('loanServicing')}</a></li>
          <li><a href={footerLinks.privacyPolicy} target="_blank" rel="noreferrer">{t('privacyPolicy')}</a></li>
          <li><Link to={footerLinks.termsOfUse}>{t('termsOfUse')}</Link></li>
          <li><a href={footerLinks.licensingRegistry} target="_blank" rel="noreferrer">{t('licensingRegistry')}</a></li>
        </ul>
      </nav>
      <EqualHousingMark />
      <p>
        {t('licensingId', { id: licensing.id })} · {t('copyright', { year: licensing.year })}
      </p>
    </Bar>
  );
}
