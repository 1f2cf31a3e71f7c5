import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { accountLockedTexts as texts } from './texts';

export function AccountLockedPage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <p>{texts.next}</p>
      <SupportContact />
    </Card>
  );
}
