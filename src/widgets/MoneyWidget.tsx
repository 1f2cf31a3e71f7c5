import { useEffect, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input, InputRow, Prefix } from './styles';
import { inputProps } from './input-props';
import { amountLocale, decimalMark, formatMoney, parseMoney, sanitizeMoney } from './format';
import { useScreenLanguage } from './screen-language';

/**
 * Dollar amount: a number in form data, never negative, shown with two decimals once the field is left, written as the
 * screen's language writes numbers.
 */
export default function MoneyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const locale = amountLocale(useScreenLanguage().lang);
  const decimal = decimalMark(locale);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => formatMoney(value, locale));

  useEffect(() => {
    if (!editing) setText(formatMoney(value, locale));
  }, [value, editing, locale]);

  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeMoney(e.target.value, decimal);
    setText(next);
    onChange(parseMoney(next, decimal));
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
          setText(formatMoney(value, locale));
          onBlur(id, value);
        }}
      />
    </InputRow>
  );
}
