import { TerminalPage } from '../../components/TerminalPage';
import { alreadySubmittedMessages } from '../../generated/messages/already-submitted';

/** /already-submitted: the offer's status is Submitted. */
export function AlreadySubmittedPage() {
  return <TerminalPage messages={alreadySubmittedMessages} />;
}
