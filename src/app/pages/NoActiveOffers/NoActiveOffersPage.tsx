import { TerminalPage } from '../../components/TerminalPage';
import { noActiveOffersMessages } from '../../generated/messages/no-active-offers';

/** /no-active-offers: the link names an offer that is no longer active. */
export function NoActiveOffersPage() {
  return <TerminalPage messages={noActiveOffersMessages} />;
}
