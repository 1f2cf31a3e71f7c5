import { TerminalPage } from '../../components/TerminalPage';
import { accountLockedMessages } from '../../generated/messages/account-locked';

export function AccountLockedPage() {
  return <TerminalPage messages={accountLockedMessages} />;
}
