import { TerminalPage } from '../../components/TerminalPage';
import { noOfferDetailsTexts } from './texts';

/** /no-offer-details: no offer link was followed in this session. */
export function NoOfferDetailsPage() {
  return <TerminalPage texts={noOfferDetailsTexts} />;
}
