import { notFoundMessages } from '../generated/messages/not-found';
import { useMessages } from '../i18n/use-messages';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { PageHeading } from './PageHeading';

/** 404 and catch-all. */
export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('text')}</p>
      <ButtonLink to="../borrower-dashboard" relative="path">
        {t('button')}
      </ButtonLink>
    </Card>
  );
}
