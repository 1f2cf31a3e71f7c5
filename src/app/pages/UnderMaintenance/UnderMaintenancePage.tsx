import { TerminalPage } from '../../components/TerminalPage';
import { underMaintenanceTexts } from './texts';

/** /under-maintenance: the portal is in maintenance mode. */
export function UnderMaintenancePage() {
  return <TerminalPage texts={underMaintenanceTexts} />;
}
