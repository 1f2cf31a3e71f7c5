import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from './styles';
import { emptyTo, inputProps } from './input-props';
import { digitsOnly, formatPhone } from './format';

/** Stores the 10 digits; shows (###) ###-####. */
export default function PhoneWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const digits = typeof value === 'string' ? digitsOnly(value, 10) : '';
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    let next = digitsOnly(typed, 10);
    // Deleting only a formatting character (e.g. the ")") should still remove a digit.
    if (next === digits && typed.length < formatPhone(digits).length) next = next.slice(0, -1);
    onChange(emptyTo(next, props));
  };
  return (
    <Input
      {...inputProps(props)}
      type="tel"
      inputMode="tel"
      autoComplete={typeof props.options.autocomplete === 'string' ? props.options.autocomplete : 'tel-national'}
      placeholder={props.placeholder || '(###) ###-####'}
      value={formatPhone(digits)}
      onChange={handle}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
