import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from './styles';
import { emptyTo, focusReports, inputProps } from './input-props';
import { formatDateDigits } from './format';
import { useScreenLanguage } from './screen-language';

/**
 * MM/DD/YYYY text date: slashes are inserted as the user types digits; the value is the formatted string, in every
 * language (the placeholder names the parts in the screen's language).
 */
export default function DateWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const { t } = useScreenLanguage();
  const display = typeof value === 'string' ? value : '';
  const handle = (e: ChangeEvent<HTMLInputElement>) => onChange(emptyTo(formatDateDigits(e.target.value), props));
  return (
    <Input
      {...inputProps(props, 'off')}
      type="text"
      inputMode="numeric"
      placeholder={t('datePlaceholder')}
      maxLength={10}
      value={display}
      onChange={handle}
      {...focusReports(props)}
    />
  );
}
