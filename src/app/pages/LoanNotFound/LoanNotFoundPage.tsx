import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { loanNotFoundTexts as texts } from './texts';

export function LoanNotFoundPage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <SupportContact />
    </Card>
  );
}
