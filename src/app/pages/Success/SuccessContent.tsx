import { PageHeading } from '../../components/PageHeading';
import type { SuccessView } from './logic/success-view';
import { successMessages } from '../../generated/messages/success';
import { useMessages } from '../../i18n/use-messages';

/** The heading and text of the completion screen. */
export function SuccessContent({ view }: { view: SuccessView }) {
  const t = useMessages(successMessages);
  if (!view.almostDone) {
    return (
      <>
        <PageHeading>{t('done')}</PageHeading>
        <p>{t('doneText')}</p>
      </>
    );
  }
  return (
    <>
      <PageHeading>{t('almostDone')}</PageHeading>
      <p id="success-unconsented-lead">{t('almostDoneText')}</p>
      <ul aria-labelledby="success-unconsented-lead">
        {view.unconsentedNames.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}
