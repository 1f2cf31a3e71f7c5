import styled from 'styled-components';
import type { FieldTemplateProps } from '@rjsf/utils';
import { getSchemaType, getUiOptions } from '@rjsf/utils';
import { theme } from '../theme';
import RequiredMark from './RequiredMark';
import { containerShowsErrors } from './container-errors';
import { ObjectFieldset } from './ObjectFieldset';
import { useScreenLanguage } from '../screen-language';

/** Widgets that render their own label (a fieldset + legend, or the text next to a checkbox) instead of `<label for>`. */
const GROUP_WIDGETS = new Set(['YesNoWidget', 'RadioWidget', 'radio', 'CheckboxWidget', 'checkbox', 'CheckboxesWidget', 'checkboxes']);

const Wrapper = styled.div`
  margin-bottom: ${theme.space.lg};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
  color: ${theme.color.text};
`;

/**
 * Label (with required marker), description, the widget, its errors and help, in reading order. A nested object is
 * a fieldset (ObjectFieldset) with its own errors under the legend; rows show theirs in ArrayFieldTemplate. The label
 * and description are shown in the screen's language.
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, errors, help, description, hidden, required, displayLabel, uiSchema, classNames, schema, registry } = props;
  const { rawErrors, rawDescription, hideError } = props;
  const { tr } = useScreenLanguage();
  const label = props.label && tr(props.label);
  if (hidden) return <div hidden>{children}</div>;
  if (getSchemaType(schema) === 'object' && !uiSchema?.['ui:field']) {
    const errorCount = hideError ? 0 : (rawErrors ?? []).filter(Boolean).length;
    if (id === (registry.globalFormOptions?.idPrefix ?? 'root')) {
      return (
        <Wrapper className={classNames}>
          {errorCount ? errors : null}
          {children}
        </Wrapper>
      );
    }
    return (
      <Wrapper className={classNames}>
        <ObjectFieldset id={id} label={getUiOptions(uiSchema).label === false ? undefined : label} description={rawDescription && tr(rawDescription)} errorCount={errorCount} errors={errors}>
          {children}
        </ObjectFieldset>
        {help}
      </Wrapper>
    );
  }
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
      {containerShowsErrors(schema, uiSchema) ? null : errors}
      {help}
    </Wrapper>
  );
}
