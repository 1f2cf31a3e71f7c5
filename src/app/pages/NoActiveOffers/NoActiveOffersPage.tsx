import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { noActiveOffersTexts as texts } from './texts';

/** /no-active-offers: the link names an offer that is no longer active. */
export function NoActiveOffersPage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <p>{texts.next}</p>
      <SupportContact />
    </Card>
  );
}
