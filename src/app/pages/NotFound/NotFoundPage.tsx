import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { notFoundTexts as texts } from './texts';

/** 404 and catch-all. */
export function NotFoundPage() {
  return (
    <Card>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <ButtonLink to="../borrower-dashboard" relative="path">
        {texts.button}
      </ButtonLink>
    </Card>
  );
}
