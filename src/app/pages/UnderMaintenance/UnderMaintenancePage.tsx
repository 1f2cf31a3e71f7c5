import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { underMaintenanceTexts as texts } from './texts';

/** /under-maintenance: the portal is in maintenance mode. */
export function UnderMaintenancePage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <p>{texts.next}</p>
      <SupportContact />
    </Card>
  );
}
