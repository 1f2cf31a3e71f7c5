import type { OfferResponse } from '../../../shared/api';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { SupportContact } from '../../components/SupportContact';
import { offerStatus } from '../../offer/logic/offer-status-routing';
import { toOfferView } from '../../offer/logic/offer-view';
import { SavingsFigures } from '../../offer/SavingsFigures';
import { consentTexts as texts } from './texts';

export interface ConsentContentProps {
  offer: OfferResponse;
  submitter: string | null;
  busy: boolean;
  onAgree: () => void;
}

/** Action Needed body: who submitted (when someone has), the property, the savings and Agree (spinner while the call runs). */
export function ConsentContent({ offer, submitter, busy, onAgree }: ConsentContentProps) {
  const view = toOfferView(offer);
  return (
    <>
      {submitter ? (
        <p>{texts.submittedBy(submitter)}</p>
      ) : (
        offer.offerStatusID === offerStatus.pendingConsent && <p>{texts.submittedByNobody}</p>
      )}
      <p>{texts.ask}</p>
      <Card as="div">
        <h2>{texts.propertyHeading}</h2>
        <p>
          {view.formattedAddressLine}
          <br />
          {view.formattedCityStateZip}
        </p>
        <h2>{texts.savingsHeading}</h2>
        <SavingsFigures view={view} />
      </Card>
      <Button type="button" onClick={onAgree} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner label={texts.agreeing} /> : null}
        {texts.agree}
      </Button>
      <SupportContact />
    </>
  );
}
