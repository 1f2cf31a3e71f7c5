import styled from 'styled-components';
import type { OfferResponse } from '../../shared/api';
import { sourceLocale } from '../../shared/i18n/locales';
import { Button } from '../components/Button';
import { useHydrated } from '../server-render/use-hydrated';
import { Card } from '../components/Card';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { SupportContact } from '../components/SupportContact';
import { offerMessages } from '../generated/messages/offer';
import { useMessages } from '../i18n/use-messages';
import { toOfferView } from './logic/offer-view';
import { SavingsFigures } from './SavingsFigures';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

const Small = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.mutedText};
`;

export interface OfferDetailsProps {
  offer: OfferResponse;
  /** Reduce Payment on the landing, Return To Application on /offer-details. */
  actionLabel: string;
  onAction: () => void;
  busy?: boolean;
}

/** The offer landing's content, rendered from a GetOffer answer. */
export function OfferDetails({ offer, actionLabel, onAction, busy = false }: OfferDetailsProps) {
  const t = useMessages(offerMessages);
  const view = toOfferView(offer);
  const hydrated = useHydrated();
  return (
    <>
      <Card>
        <PageHeading>{t('welcome', { name: view.borrowerName })}</PageHeading>
        <p>{t('intro')}</p>
        <h2>{t('savingsHeading')}</h2>
        <SavingsFigures view={view} />
        <Small>{t(view.isFha ? 'footnoteFha' : 'footnoteOther')}</Small>
        <Facts>
          <dt>{t('loanOfficer')}</dt>
          <dd>{view.loanOfficerName}</dd>
          <dt>{t('brokerage')}</dt>
          <dd>{view.brokerageName}</dd>
          <dt>{t('propertyAddress')}</dt>
          <dd>
            {view.formattedAddressLine}
            <br />
            {view.formattedCityStateZip}
          </dd>
        </Facts>
      </Card>
      <Card aria-labelledby="whats-next-heading">
        <h2 id="whats-next-heading">{t('whatsNextHeading')}</h2>
        <p>{t('whatsNext')}</p>
        <Button type="button" onClick={onAction} disabled={busy || !hydrated} aria-busy={busy}>
          {busy ? <Spinner label={t('reducing')} /> : null}
          {actionLabel}
        </Button>
        <SupportContact />
      </Card>
      {view.disclaimers.length > 0 && (
        <Card aria-labelledby="disclaimer-heading">
          <h2 id="disclaimer-heading">{t('disclaimerHeading')}</h2>
          {t.lang !== sourceLocale && <Small>{t('disclaimersInEnglish')}</Small>}
          {/* The lender's own texts, in English whatever the page's language. */}
          {view.disclaimers.map((text) => (
            <Small key={text} lang="en">
              {text}
            </Small>
          ))}
        </Card>
      )}
    </>
  );
}
