import styled from 'styled-components';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { supportPhone } from '../../config/contact';
import { Hero } from './Hero';
import { brokerFinder, homeTexts as texts } from './texts';

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
  return (
    <Card>
      <Hero />
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.intro}</p>
      <Columns>
        <section aria-labelledby="home-support-heading">
          <h2 id="home-support-heading">{texts.supportHeading}</h2>
          <p>{texts.supportText}</p>
          <CallButton href={supportPhone.href}>{texts.callSupport(supportPhone.display)}</CallButton>
        </section>
        <section aria-labelledby="home-broker-heading">
          <h2 id="home-broker-heading">{texts.brokerHeading}</h2>
          <p>{texts.brokerText}</p>
          <p>
            <a href={brokerFinder.url}>{texts.brokerLink}</a> {texts.brokerPhoneLead}{' '}
            <a href={brokerFinder.phone.href}>{brokerFinder.phone.display}</a>.
          </p>
        </section>
      </Columns>
    </Card>
  );
}
