import { TerminalPage } from '../../components/TerminalPage';
import { accountLockedTexts } from './texts';

export function AccountLockedPage() {
  return <TerminalPage texts={accountLockedTexts} />;
}
