import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors } from './aria';

/** The attributes every text-like input of ours shares: identity, state and accessible descriptions. */
export function inputProps(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, autofocus, rawErrors, options, placeholder } = props;
  const autoComplete = typeof options.autocomplete === 'string' ? options.autocomplete : undefined;
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
