import styled from 'styled-components';
import type { OfferResponse } from '../../shared/api';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { SupportContact } from '../components/SupportContact';
import { toOfferView } from './logic/offer-view';
import { SavingsFigures } from './SavingsFigures';
import { offerTexts as texts } from './texts';

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
  const view = toOfferView(offer);
  return (
    <>
      <Card>
        <PageHeading>{texts.welcome(view.borrowerName)}</PageHeading>
        <p>{texts.intro}</p>
        <h2>{texts.savingsHeading}</h2>
        <SavingsFigures view={view} />
        <Small>{view.isFha ? texts.footnoteFha : texts.footnoteOther}</Small>
        <Facts>
          <dt>{texts.loanOfficer}</dt>
          <dd>{view.loanOfficerName}</dd>
          <dt>{texts.brokerage}</dt>
          <dd>{view.brokerageName}</dd>
          <dt>{texts.propertyAddress}</dt>
          <dd>
            {view.formattedAddressLine}
            <br />
            {view.formattedCityStateZip}
          </dd>
        </Facts>
      </Card>
      <Card aria-labelledby="whats-next-heading">
        <h2 id="whats-next-heading">{texts.whatsNextHeading}</h2>
        <p>{texts.whatsNext}</p>
        <Button type="button" onClick={onAction} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner label={texts.reducing} /> : null}
          {actionLabel}
        </Button>
        <SupportContact />
      </Card>
      {view.disclaimers.length > 0 && (
        <Card aria-labelledby="disclaimer-heading">
          <h2 id="disclaimer-heading">{texts.disclaimerHeading}</h2>
          {view.disclaimers.map((text) => (
            <Small key={text}>{text}</Small>
          ))}
        </Card>
      )}
    </>
  );
}
