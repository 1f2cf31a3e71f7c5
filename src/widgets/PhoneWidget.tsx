import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from './styles';
import { emptyTo, focusReports, inputProps } from './input-props';
import { digitsOnly, formatPhone } from './format';

/** Stores the 10 digits; shows (###) ###-####. */
export default function PhoneWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const digits = typeof value === 'string' ? digitsOnly(value, 10) : '';
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    let next = digitsOnly(typed, 10);
    // Deleting only a formatting character (e.g. the ")") should still remove a digit; the same number pasted or
    // typed without its punctuation is not a deletion.
    if (next === digits && typed.length === formatPhone(digits).length - 1) next = next.slice(0, -1);
    onChange(emptyTo(next, props));
  };
  return (
    <Input
      {...inputProps(props, 'tel-national')}
      type="tel"
      inputMode="tel"
      placeholder={props.placeholder || '(###) ###-####'}
      value={formatPhone(digits)}
      onChange={handle}
      {...focusReports(props)}
    />
  );
}
