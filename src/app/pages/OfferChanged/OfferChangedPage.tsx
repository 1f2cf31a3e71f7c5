import { useAtomValue } from 'jotai';
import { useOffer } from '../../api/hooks/useOffer';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { formatAddressLine } from '../../logic/address';
import { offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { offerChangedTexts as texts } from './texts';

/** /offer-changed: the offer's status is Invalid. Shows the property address (line1 plus line2 or unit). */
export function OfferChangedPage() {
  const offer = useOffer(useAtomValue(offerIdAtom), useAtomValue(userIdAtom));
  const addressLine = offer.data ? formatAddressLine(offer.data.address) : '';
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      {addressLine ? (
        <p>
          {texts.textWithAddress} <strong>{addressLine}</strong> {texts.changed}
        </p>
      ) : (
        <p>{texts.textWithoutAddress}</p>
      )}
      <p>{texts.next}</p>
      <SupportContact />
    </Card>
  );
}
