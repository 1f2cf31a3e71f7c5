import { useAtomValue } from 'jotai';
import { useOffer } from '../../api/hooks/useOffer';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { formatAddressLine } from '../../logic/address';
import { offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { offerChangedMessages } from '../../generated/messages/offer-changed';
import { useMessages } from '../../i18n/use-messages';

/** /offer-changed: the offer's status is Invalid. Shows the property address (line1 plus line2 or unit). */
export function OfferChangedPage() {
  const t = useMessages(offerChangedMessages);
  const offer = useOffer(useAtomValue(offerIdAtom), useAtomValue(userIdAtom));
  const addressLine = offer.data ? formatAddressLine(offer.data.address) : '';
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      {addressLine ? (
        <p>{t.rich('textWithAddress', { address: <strong key="address">{addressLine}</strong> })}</p>
      ) : (
        <p>{t('textWithoutAddress')}</p>
      )}
      <p>{t('next')}</p>
      <SupportContact />
    </Card>
  );
}
