import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from './styles';
import { emptyTo, inputProps } from './input-props';

/**
 * Plain text (and integer via `inputType`) input in the portal style. Text stops at the schema's maxLength while
 * typing; a longer value (on file, or set otherwise) still gets the schema's message.
 */
export default function TextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema } = props;
  const isNumber = schema.type === 'number' || schema.type === 'integer';
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  const toValue = (raw: string) => {
    if (!isNumber || raw === '') return emptyTo(raw, props);
    const n = Number(raw);
    return Number.isNaN(n) ? raw : n;
  };
  return (
    <Input
      {...inputProps(props)}
      type={type}
      inputMode={isNumber ? 'numeric' : undefined}
      maxLength={!isNumber && typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      value={value ?? ''}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(toValue(e.target.value))}
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, toValue(e.target.value))}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, toValue(e.target.value))}
    />
  );
}
