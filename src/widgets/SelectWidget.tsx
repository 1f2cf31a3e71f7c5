import type { ChangeEvent } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { Input, Select } from './styles';
import { inputProps } from './input-props';
import { useScreenLanguage } from './screen-language';

/**
 * Native select over `enum` / `oneOf` (const/title) options; honours `ui:enumDisabled` and `ui:placeholder`.
 * Options known only at run time (e.g. joint borrowers) come from `ui:options.choices` ({ label, value }[]).
 * Read-only (`ui:readonly`), it is a read-only text input showing the chosen option's label (focusable, readable).
 */
export default function SelectWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, placeholder } = props;
  const { t } = useScreenLanguage();
  const choices = options.enumOptions ?? (Array.isArray(options.choices) ? (options.choices as EnumOptionsType[]) : []);
  const disabledValues = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const selected = enumOptionsIndexForValue(value, choices, false);
  const toValue = (index: string) => enumOptionsValueForIndex(index, choices, options.emptyValue);
  const { placeholder: _placeholder, readOnly, disabled, ...attrs } = inputProps(props);
  if (readOnly) {
    const shown = typeof selected === 'string' ? choices[Number(selected)]?.label : undefined;
    return <Input {...attrs} type="text" readOnly disabled={disabled} value={shown ?? ''} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />;
  }
  return (
    <Select
      {...attrs}
      disabled={disabled}
      value={typeof selected === 'string' ? selected : ''}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(toValue(e.target.value))}
      onBlur={(e) => onBlur(id, toValue(e.target.value))}
      onFocus={(e) => onFocus(id, toValue(e.target.value))}
    >
      <option value="">{placeholder || t('selectPlaceholder')}</option>
      {choices.map((choice, index) => (
        <option key={String(index)} value={String(index)} disabled={disabledValues.includes(choice.value)}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
