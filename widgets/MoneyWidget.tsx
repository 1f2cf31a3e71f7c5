import { useEffect, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input, InputRow, Prefix } from './styles';
import { inputProps } from './input-props';
import { formatMoney, parseMoney, sanitizeMoney } from './format';

/** Dollar amount: a number in form data, never negative, shown with two decimals once the field is left. */
export default function MoneyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => formatMoney(value));

  useEffect(() => {
    if (!editing) setText(formatMoney(value));
  }, [value, editing]);

  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeMoney(e.target.value);
    setText(next);
    onChange(parseMoney(next));
  };
  return (
    <InputRow>
      <Prefix aria-hidden="true">$</Prefix>
      <Input
        {...inputProps(props)}
        type="text"
        inputMode="decimal"
        value={text}
        onChange={handle}
        onFocus={() => {
          // The shown text stays as it is: changing it here would drop the selection a focus (tab, select all) made,
          // so typing would append to the old amount. Typing strips the commas.
          setEditing(true);
          onFocus(id, value);
        }}
        onBlur={() => {
          setEditing(false);
          setText(formatMoney(value));
          onBlur(id, value);
        }}
      />
    </InputRow>
  );
}
