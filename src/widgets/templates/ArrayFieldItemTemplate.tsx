import styled from 'styled-components';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { VisuallyHidden } from '../styles';
import { theme } from '../theme';
import { useRowLabels } from './use-row-labels';

const Row = styled.li`
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.color.disabled};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * One row of an array: its fields, then its Remove button (`ui:options.removeLabel` of the array), whose name says
 * which row it removes ("Remove Gift or Grant 2", the row from `ui:options.itemLabel` or the items' title).
 */
export default function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, parentUiSchema, registry, schema } = props;
  const labels = useRowLabels(getUiOptions(parentUiSchema), schema.title);
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const rowNameId = `${buttonsProps.fieldPathId.$id}__row`;
  return (
    <Row>
      <VisuallyHidden id={rowNameId}>{`${labels.item} ${index + 1}`}</VisuallyHidden>
      {children}
      {buttonsProps.hasRemove ? (
        <Toolbar>
          <RemoveButton
            id={`${buttonsProps.fieldPathId.$id}__remove`}
            onClick={buttonsProps.onRemoveItem}
            disabled={buttonsProps.disabled || buttonsProps.readonly}
            uiSchema={parentUiSchema}
            registry={registry}
            aria-labelledby={`${buttonsProps.fieldPathId.$id}__remove ${rowNameId}`}
          />
        </Toolbar>
      ) : null}
    </Row>
  );
}
