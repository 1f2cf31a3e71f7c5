import { PageHeading } from '../../components/PageHeading';
import type { SuccessView } from './logic/success-view';
import { successTexts as texts } from './texts';

/** The heading and text of the completion screen. */
export function SuccessContent({ view }: { view: SuccessView }) {
  if (!view.almostDone) {
    return (
      <>
        <PageHeading>{texts.done}</PageHeading>
        <p>{texts.doneText}</p>
      </>
    );
  }
  return (
    <>
      <PageHeading>{texts.almostDone}</PageHeading>
      <p id="success-unconsented-lead">{texts.almostDoneText}</p>
      <ul aria-labelledby="success-unconsented-lead">
        {view.unconsentedNames.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}
