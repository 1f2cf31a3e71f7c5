import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { loanNotFoundMessages } from '../../generated/messages/loan-not-found';
import { useMessages } from '../../i18n/use-messages';

export function LoanNotFoundPage() {
  const t = useMessages(loanNotFoundMessages);
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('text')}</p>
      <SupportContact />
    </Card>
  );
}
