import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { noOfferDetailsTexts as texts } from './texts';

/** /no-offer-details: no offer link was followed in this session. */
export function NoOfferDetailsPage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <p>{texts.next}</p>
      <SupportContact />
    </Card>
  );
}
