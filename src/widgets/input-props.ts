import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors } from './aria';

/**
 * The attributes every text-like input of ours shares: identity, state and accessible descriptions. The uiSchema's
 * `autocomplete` option wins over the widget's own `autoComplete`.
 */
export function inputProps(props: WidgetProps, defaultAutoComplete?: string) {
  const { id, htmlName, required, disabled, readonly, autofocus, rawErrors, options, placeholder } = props;
  const autoComplete = typeof options.autocomplete === 'string' ? options.autocomplete : defaultAutoComplete;
  return {
    id,
    name: htmlName || id,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    autoComplete,
    placeholder: placeholder || undefined,
    'aria-required': required || undefined,
    'aria-invalid': hasErrors(rawErrors) || undefined,
    'aria-describedby': describedBy(id, rawErrors, options.help),
    $invalid: hasErrors(rawErrors),
  };
}

export function emptyTo(value: string, props: WidgetProps): unknown {
  return value === '' ? props.options.emptyValue : value;
}

/** Focus and blur reported to rjsf with the field's current value. */
export function focusReports({ id, value, onBlur, onFocus }: WidgetProps) {
  return { onBlur: () => onBlur(id, value), onFocus: () => onFocus(id, value) };
}
