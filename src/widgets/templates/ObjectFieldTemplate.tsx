import styled from 'styled-components';
import type { ObjectFieldTemplateProps, ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { theme } from '../theme';
import { Fieldset, Legend } from '../styles';
import { useScreenLanguage } from '../screen-language';

/** `"ui:groups": [{ "title": "Alternate Name", "fields": ["alternateNameInd", "alternateNameInfo"] }]` */
interface Group {
  title?: string;
  fields: string[];
}

const Section = styled(Fieldset)`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.disabled};
  border-radius: ${theme.radius};
`;

function readGroups(value: unknown): Group[] {
  if (!Array.isArray(value)) return [];
  return value.filter((g): g is Group => typeof g === 'object' && g !== null && Array.isArray((g as Group).fields));
}

/**
 * Properties in order; grouped ones inside a fieldset. The root title is the page h1, so it is not repeated; a nested
 * object's fieldset, legend, description and own errors are drawn by FieldTemplate (ObjectFieldset), which rjsf gives
 * the object's errors.
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, fieldPathId, registry } = props;
  const { tr } = useScreenLanguage();
  const isRoot = fieldPathId.$id === (registry.globalFormOptions?.idPrefix ?? 'root');
  const groups = readGroups(getUiOptions(uiSchema).groups);
  const grouped = new Set(groups.flatMap((g) => g.fields));
  const visible = (p: ObjectFieldTemplatePropertyType) => !p.hidden;
  const rendered = new Set<string>();
  const body = properties.map((prop) => {
    if (!grouped.has(prop.name)) return <div key={prop.name}>{prop.content}</div>;
    const group = groups.find((g) => g.fields.includes(prop.name));
    if (!group || rendered.has(group.fields.join())) return null;
    rendered.add(group.fields.join());
    const members = properties.filter((p) => group.fields.includes(p.name) && visible(p));
    if (members.length === 0) return null;
    return (
      <Section key={`group-${prop.name}`}>
        {group.title ? <Legend>{tr(group.title)}</Legend> : null}
        {members.map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
      </Section>
    );
  });
  return isRoot ? <div id={fieldPathId.$id}>{body}</div> : <>{body}</>;
}
