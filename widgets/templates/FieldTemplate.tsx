import styled from 'styled-components';
import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { theme } from '../theme';
import RequiredMark from './RequiredMark';

/** Widgets that render their own fieldset + legend instead of a `<label for>`. */
const GROUP_WIDGETS = new Set(['YesNoWidget', 'RadioWidget', 'radio']);

const Wrapper = styled.div`
  margin-bottom: ${theme.space.lg};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
  color: ${theme.color.text};
`;

/** Label (with required marker), description, the widget, its errors and help, in reading order. */
export default function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, uiSchema, classNames } = props;
  if (hidden) return <div hidden>{children}</div>;
  const widget = getUiOptions(uiSchema).widget;
  const ownsLabel = typeof widget === 'string' && GROUP_WIDGETS.has(widget);
  return (
    <Wrapper className={classNames}>
      {displayLabel && !ownsLabel && label ? (
        <Label htmlFor={id}>
          {label}
          {required ? <RequiredMark /> : null}
        </Label>
      ) : null}
      {displayLabel && description ? description : null}
      {children}
      {errors}
      {help}
    </Wrapper>
  );
}
