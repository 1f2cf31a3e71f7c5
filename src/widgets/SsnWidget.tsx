import { useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Input, InputRow } from './styles';
import { emptyTo, focusReports, inputProps } from './input-props';
import { digitsOnly } from './format';
import { useScreenLanguage } from './screen-language';

/** Last six SSN/ITIN digits, masked like a password with a Show/Hide toggle. */
export default function SsnWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly } = props;
  const { t } = useScreenLanguage();
  const [visible, setVisible] = useState(false);
  const handle = (e: ChangeEvent<HTMLInputElement>) => onChange(emptyTo(digitsOnly(e.target.value, 6), props));
  return (
    <InputRow>
      <Input
        {...inputProps(props)}
        type={visible ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        spellCheck={false}
        value={typeof value === 'string' ? value : ''}
        onChange={handle}
        {...focusReports(props)}
      />
      <Button
        type="button"
        $variant="secondary"
        aria-controls={id}
        aria-pressed={visible}
        aria-label={visible ? t('hideDigits') : t('showDigits')}
        disabled={disabled || readonly}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('hide') : t('show')}
      </Button>
    </InputRow>
  );
}
