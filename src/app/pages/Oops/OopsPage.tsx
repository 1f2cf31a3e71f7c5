import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { oopsTexts as texts } from './texts';

export function OopsPage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <ButtonLink to="/borrower-dashboard">{texts.button}</ButtonLink>
      <SupportContact />
    </Card>
  );
}
