import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { oopsMessages } from '../../generated/messages/oops';
import { useMessages } from '../../i18n/use-messages';

export function OopsPage() {
  const t = useMessages(oopsMessages);
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('text')}</p>
      <ButtonLink to="/borrower-dashboard">{t('button')}</ButtonLink>
      <SupportContact />
    </Card>
  );
}
