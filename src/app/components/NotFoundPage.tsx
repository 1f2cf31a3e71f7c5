import { ButtonLink } from './Button';
import { Card } from './Card';
import { PageHeading } from './PageHeading';
import { notFoundTexts as texts } from './not-found-texts';

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
