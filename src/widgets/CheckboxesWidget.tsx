import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { CheckRow, Fieldset, Legend, VisuallyHidden } from './styles';
import { describedBy, hasErrors } from './aria';
import RequiredMark from './templates/RequiredMark';
import { checkboxChoices, toggleChoice } from './checkbox-choices';

/**
 * An array of values picked with checkboxes, in a fieldset whose legend is the field label (e.g. "Names on Shared
 * Account"). Choices: see `checkboxChoices`; `ui:enumDisabled` disables some. Errors and help describe the group;
 * every box of an invalid group is marked invalid, so focus-first-error lands on the first.
 */
export default function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, rawErrors, options, onChange, onBlur, onFocus } =
    props;
  const choices = checkboxChoices(options);
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const disabledValues = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const invalid = hasErrors(rawErrors);
  return (
    <Fieldset id={`${id}__group`} aria-describedby={describedBy(id, rawErrors, options.help)} data-invalid={invalid || undefined}>
      {label ? (
        <Legend>
          {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
          {required && !hideLabel ? <RequiredMark /> : null}
        </Legend>
      ) : null}
      {choices.map((choice, index) => (
        <CheckRow key={String(index)}>
          <input
            type="checkbox"
            id={optionId(id, index)}
            name={htmlName || id}
            value={String(index)}
            checked={selected.includes(choice.value)}
            disabled={disabled || readonly || disabledValues.includes(choice.value)}
            autoFocus={autofocus && index === 0}
            aria-invalid={invalid || undefined}
            onChange={(event) => onChange(toggleChoice(selected, choice.value, event.target.checked, choices))}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label htmlFor={optionId(id, index)}>{choice.label}</label>
        </CheckRow>
      ))}
    </Fieldset>
  );
}
