import { TerminalPage } from '../../components/TerminalPage';
import { underMaintenanceMessages } from '../../generated/messages/under-maintenance';

/** /under-maintenance: the portal is in maintenance mode. */
export function UnderMaintenancePage() {
  return <TerminalPage messages={underMaintenanceMessages} />;
}
