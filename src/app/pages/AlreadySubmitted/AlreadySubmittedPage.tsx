import { TerminalPage } from '../../components/TerminalPage';
import { alreadySubmittedTexts } from './texts';

/** /already-submitted: the offer's status is Submitted. */
export function AlreadySubmittedPage() {
  return <TerminalPage texts={alreadySubmittedTexts} />;
}
