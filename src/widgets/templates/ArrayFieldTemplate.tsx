import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, descriptionId, errorId, getTemplate, getUiOptions } from '@rjsf/utils';
import { GroupBox, Legend } from '../styles';
import { theme } from '../theme';
import RequiredMark from './RequiredMark';
import { ownErrors } from './container-errors';
import { focusAfterRowChange } from './row-focus';
import { useScreenLanguage } from '../screen-language';

const Rows = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
`;

const Description = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.muted};
`;

/**
 * Rows of an array (e.g. gifts): a fieldset with the array's title as legend, its own errors ("at least one") under
 * it, the rows as a list, and the Add button (`ui:options.addLabel`). After Add, focus moves into the new row; after
 * Remove, to the Add button.
 */
export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, required, schema, title, rawErrors, hideError } =
    props;
  const uiOptions = getUiOptions(uiSchema);
  const { tr } = useScreenLanguage();
  const list = useRef<HTMLOListElement>(null);
  const count = useRef(items.length);
  const added = useRef(false);
  const addId = buttonId(fieldPathId, 'add');
  const { AddButton } = registry.templates.ButtonTemplates;
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, uiOptions);
  const errors = hideError ? [] : ownErrors({ __errors: rawErrors });
  const legend = tr(typeof uiOptions.title === 'string' ? uiOptions.title : title);
  const ownDescription = typeof uiOptions.description === 'string' ? uiOptions.description : schema.description;
  const description = ownDescription && tr(ownDescription);

  useEffect(() => {
    focusAfterRowChange(list.current, count.current, items.length, added.current, addId);
    count.current = items.length;
    added.current = false;
  }, [items.length, addId]);

  const describedBy = [description ? descriptionId(fieldPathId) : '', errors.length ? errorId(fieldPathId) : ''].filter(Boolean).join(' ');
  return (
    <GroupBox id={fieldPathId.$id} aria-describedby={describedBy || undefined} data-invalid={errors.length > 0 || undefined} $invalid={errors.length > 0}>
      {legend ? (
        <Legend>
          {legend}
          {required ? <RequiredMark /> : null}
        </Legend>
      ) : null}
      {description ? <Description id={descriptionId(fieldPathId)}>{description}</Description> : null}
      {errors.length ? <FieldErrorTemplate errors={errors} fieldPathId={fieldPathId} schema={schema} registry={registry} /> : null}
      {items.length ? <Rows ref={list}>{items}</Rows> : null}
      {canAdd ? (
        <AddButton
          id={addId}
          onClick={(event) => {
            added.current = true;
            onAddClick(event);
          }}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </GroupBox>
  );
}
