import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { alreadySubmittedTexts as texts } from './texts';

/** /already-submitted: the offer's status is Submitted. */
export function AlreadySubmittedPage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <p>{texts.next}</p>
      <SupportContact />
    </Card>
  );
}
