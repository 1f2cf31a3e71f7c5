import styled from 'styled-components';
import { Card } from '../../components/Card';
import { LanguageAccessNotice } from '../../components/LanguageAccessNotice';
import { PageHeading } from '../../components/PageHeading';
import { supportPhone } from '../../config/contact';
import { Hero } from './Hero';
import { homeMessages } from '../../generated/messages/home';
import { useMessages } from '../../i18n/use-messages';
import { brokerFinder } from './home-links';

const CallButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.625rem 1.5rem;
  border-radius: 6px;
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.5rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
`;

/** The home landing page (shown when the landing-page flag is on). */
export function HomeLanding() {
  const t = useMessages(homeMessages);
  return (
    <Card>
      <Hero />
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <Columns>
        <section aria-labelledby="home-support-heading">
          <h2 id="home-support-heading">{t('supportHeading')}</h2>
          <p>{t('supportText')}</p>
          <CallButton href={supportPhone.href}>{t('callSupport', { phone: supportPhone.display })}</CallButton>
        </section>
        <section aria-labelledby="home-broker-heading">
          <h2 id="home-broker-heading">{t('brokerHeading')}</h2>
          <p>{t('brokerText')}</p>
          <p>
            {t.rich('brokerLinks', {
              findBroker: (
                <a key="find-broker" href={brokerFinder.url}>
                  {t('brokerLink')}
                </a>
              ),
              phone: (
                <a key="phone" href={brokerFinder.phone.href}>
                  {brokerFinder.phone.display}
                </a>
              ),
            })}
          </p>
        </section>
      </Columns>
      <LanguageAccessNotice />
    </Card>
  );
}
