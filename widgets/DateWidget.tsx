import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from './styles';
import { emptyTo, focusReports, inputProps } from './input-props';
import { formatDateDigits } from './format';

/** MM/DD/YYYY text date: slashes are inserted as the user types digits; the value is the formatted string. */
export default function DateWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const display = typeof value === 'string' ? value : '';
  const handle = (e: ChangeEvent<HTMLInputElement>) => onChange(emptyTo(formatDateDigits(e.target.value), props));
  return (
    <Input
      {...inputProps(props, 'off')}
      type="text"
      inputMode="numeric"
      placeholder="MM/DD/YYYY"
      maxLength={10}
      value={display}
      onChange={handle}
      {...focusReports(props)}
    />
  );
}
