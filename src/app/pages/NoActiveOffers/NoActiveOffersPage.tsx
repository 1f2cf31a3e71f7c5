import { TerminalPage } from '../../components/TerminalPage';
import { noActiveOffersTexts } from './texts';

/** /no-active-offers: the link names an offer that is no longer active. */
export function NoActiveOffersPage() {
  return <TerminalPage texts={noActiveOffersTexts} />;
}
