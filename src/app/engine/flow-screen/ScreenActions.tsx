import { Button } from '../../components/Button';
import type { PrimaryMode, SecondaryMode } from './logic/screen-buttons';
import type { SubmitIntent } from './logic/destination';
import { flowScreenMessages } from '../../generated/messages/flow-screen';
import { useMessagesIn } from '../../i18n/use-messages';

export interface ScreenActionsProps {
  primary: PrimaryMode;
  secondary: SecondaryMode;
  /** The node's extra submit buttons (`also`). */
  also: readonly { label: string; to: string }[];
  saving: boolean;
  /** The language the screen is shown in: its buttons speak it too. */
  lang: string;
  /** Which submit button is sending the form (set on click, before the form's submit event). */
  onIntent(intent: SubmitIntent): void;
  onBack(): void;
  onSaveForLater(): void;
  /** Cancel (edit screen, nothing changed) and the buttons of a display-only screen: go on without submitting. */
  onGoOn(intent: SubmitIntent): void;
}

/**
 * The screen's buttons: Back or Save For Later, then the primary button (the form's first submit button, so Enter
 * in a field means Next), then any `also` buttons (they validate and save like Next).
 */
export function ScreenActions(props: ScreenActionsProps) {
  const { primary, secondary, also, saving, lang, onIntent, onBack, onSaveForLater, onGoOn } = props;
  const t = useMessagesIn(flowScreenMessages, lang);
  const submitLabel = saving ? t('saving') : primary === 'update' ? t('update') : t('next');
  return (
    <>
      {secondary === 'save-for-later' ? (
        <Button type="button" $variant="secondary" disabled={saving} onClick={onSaveForLater}>
          {t('saveForLater')}
        </Button>
      ) : (
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      )}
      {primary === 'cancel' || primary === 'navigate' ? (
        <Button type="button" onClick={() => onGoOn({ kind: 'next' })}>
          {primary === 'cancel' ? t('cancel') : t('next')}
        </Button>
      ) : (
        <Button type="submit" disabled={saving} onClick={() => onIntent({ kind: 'next' })}>
          {submitLabel}
        </Button>
      )}
      {also.map((button) =>
        primary === 'navigate' ? (
          <Button key={button.to} type="button" $variant="secondary" onClick={() => onGoOn({ kind: 'also', to: button.to })}>
            {button.label}
          </Button>
        ) : (
          <Button key={button.to} type="submit" $variant="secondary" disabled={saving} onClick={() => onIntent({ kind: 'also', to: button.to })}>
            {button.label}
          </Button>
        ),
      )}
    </>
  );
}
