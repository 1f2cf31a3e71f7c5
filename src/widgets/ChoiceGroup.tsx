import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, optionId } from '@rjsf/utils';
import { ChoiceLabel, ChoiceRow, Fieldset, Legend } from './styles';
import { describedBy, hasErrors } from './aria';
import RequiredMark from './templates/RequiredMark';

interface ChoiceGroupProps {
  widget: WidgetProps;
  choices: EnumOptionsType[];
}

/** A radio group in a fieldset whose legend is the field label; arrow keys move between options natively. */
export default function ChoiceGroup({ widget, choices }: ChoiceGroupProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } =
    widget;
  const selected = enumOptionsIndexForValue(value, choices, false);
  const disabledValues = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const pick = (index: number) => onChange(enumOptionsValueForIndex(String(index), choices, options.emptyValue));
  return (
    <Fieldset
      id={`${id}__group`}
      role="radiogroup"
      aria-describedby={describedBy(id, rawErrors, options.help)}
      aria-invalid={hasErrors(rawErrors) || undefined}
      aria-required={required || undefined}
    >
      {!hideLabel && label ? (
        <Legend>
          {label}
          {required ? <RequiredMark /> : null}
        </Legend>
      ) : null}
      <ChoiceRow>
        {choices.map((choice, index) => (
          <ChoiceLabel key={String(index)} htmlFor={optionId(id, index)}>
            <input
              type="radio"
              id={optionId(id, index)}
              name={htmlName || id}
              value={String(index)}
              checked={selected === String(index)}
              disabled={disabled || readonly || disabledValues.includes(choice.value)}
              autoFocus={widget.autofocus && index === 0}
              onChange={() => pick(index)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span>{choice.label}</span>
          </ChoiceLabel>
        ))}
      </ChoiceRow>
    </Fieldset>
  );
}
