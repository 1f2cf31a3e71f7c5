import type { WidgetProps } from '@rjsf/utils';
import { CheckRow, VisuallyHidden } from './styles';
import { describedBy, hasErrors } from './aria';
import RequiredMark from './templates/RequiredMark';

/**
 * One boolean as a checkbox with its label next to the box (the field label is not repeated above it). Checked is
 * true, unchecked false. `ui:disabled` / `ui:readonly` disable the box; errors and help are linked by
 * aria-describedby. `"ui:label": false` keeps the label for screen readers only.
 */
export default function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, schema, required, disabled, readonly, autofocus, rawErrors, options, onChange, onBlur, onFocus } =
    props;
  const text = label || (typeof schema.title === 'string' ? schema.title : '');
  const caption = (
    <>
      {text}
      {required ? <RequiredMark /> : null}
    </>
  );
  return (
    <CheckRow>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={hasErrors(rawErrors) || undefined}
        aria-describedby={describedBy(id, rawErrors, options.help)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>{options.label === false ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</label>
    </CheckRow>
  );
}
