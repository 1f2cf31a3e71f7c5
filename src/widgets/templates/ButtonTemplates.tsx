import type { IconButtonProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { Button } from '../styles';
import { useRowLabels } from './use-row-labels';

/** The page supplies its own buttons (as `Form` children), so the default submit button renders nothing. */
export function SubmitButton() {
  return null;
}

/** Adds a row: labelled by the array's `ui:options.addLabel` (e.g. "Add Gift or Grant"). */
export function AddButton({ id, onClick, disabled, uiSchema }: IconButtonProps) {
  const labels = useRowLabels(getUiOptions(uiSchema));
  return (
    <Button id={id} type="button" $variant="secondary" onClick={onClick} disabled={disabled}>
      {labels.add}
    </Button>
  );
}

/**
 * Removes a row: its text is the array's `ui:options.removeLabel` (ArrayFieldItemTemplate passes the array's
 * uiSchema); `aria-labelledby` adds the row's name to it.
 */
export function RemoveButton({ id, onClick, disabled, uiSchema, 'aria-labelledby': labelledBy }: IconButtonProps) {
  const labels = useRowLabels(getUiOptions(uiSchema));
  return (
    <Button id={id} type="button" $variant="link" onClick={onClick} disabled={disabled} aria-labelledby={labelledBy}>
      {labels.remove}
    </Button>
  );
}

export const ButtonTemplates = { SubmitButton, AddButton, RemoveButton };
