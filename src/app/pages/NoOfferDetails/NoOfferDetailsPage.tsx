import { TerminalPage } from '../../components/TerminalPage';
import { noOfferDetailsMessages } from '../../generated/messages/no-offer-details';

/** /no-offer-details: no offer link was followed in this session. */
export function NoOfferDetailsPage() {
  return <TerminalPage messages={noOfferDetailsMessages} />;
}
