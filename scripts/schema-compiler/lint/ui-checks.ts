import type { Registry } from './read-registry';
import type { Finding } from './types';

/** rjsf's own widget names, always allowed. */
export const BUILTIN_WIDGETS = new Set([
  'hidden', 'text', 'textarea', 'password', 'email', 'uri', 'url', 'color', 'date', 'datetime', 'time', 'updown', 'range',
  'select', 'radio', 'checkbox', 'checkboxes', 'file', 'altdate', 'altdatetime',
]);

type Schema = Record<string, unknown>;

/** rjsf options that would render Markdown: the form engine ships without a Markdown parser. */
const MARKDOWN_OPTIONS = new Set(['enableMarkdownInDescription', 'enableMarkdownInHelp']);
const markdownMessage = 'descriptions and help are plain text: the form engine renders no Markdown';


function deref(schema: Schema, root: Schema): Schema {
  let node = schema;
  for (let i = 0; i < 20 && typeof node.$ref === 'string' && node.$ref.startsWith('#/'); i++) {
    const target = node.$ref.slice(2).split('/').reduce<unknown>((n, k) => (n as Schema | undefined)?.[k], root) as Schema | undefined;
    if (!target) break;
    node = { ...target, ...node, $ref: undefined };
  }
  return node;
}

/** Properties an object schema may render: `properties` plus those of allOf/if-then/else branches. */
export function renderableProperties(schema: Schema, root: Schema): Record<string, Schema> {
  const node = deref(schema, root);
  const out: Record<string, Schema> = { ...((node.properties as Record<string, Schema> | undefined) ?? {}) };
  for (const branch of (node.allOf as Schema[] | undefined) ?? []) {
    for (const part of [branch, branch.then, branch.else] as (Schema | undefined)[]) {
      if (part && typeof part === 'object') Object.assign(out, renderableProperties(part, root));
    }
  }
  return out;
}

/**
 * A `.ui.json` names only properties of its (bundled) schema and, when `widgetNames` is given, only registered or
 * built-in widgets (`ui:widget`) and registered fields (`ui:field`).
 */
export function checkUiSchema(ui: Schema, schema: Schema, root: Schema, file: string, registry?: Registry, pointer = ''): Finding[] {
  const findings: Finding[] = [];
  const node = deref(schema, root);
  const props = renderableProperties(node, root);
  for (const [key, value] of Object.entries(ui)) {
    const at = `${pointer}/${key}`;
    if (key === 'ui:widget' && registry && typeof value === 'string' && !registry.widgets.has(value) && !BUILTIN_WIDGETS.has(value)) {
      findings.push({ file, pointer: at, message: `unknown widget "${value}"` });
    } else if (key === 'ui:field' && registry && typeof value === 'string' && !registry.fields.has(value)) {
      findings.push({ file, pointer: at, message: `unknown field "${value}"` });
    } else if (key === 'ui:order' && Array.isArray(value)) {
      value.forEach((name, i) => {
        if (name !== '*' && !(name in props)) findings.push({ file, pointer: `${at}/${i}`, message: `"${name}" is not a property of the schema` });
      });
    } else if (MARKDOWN_OPTIONS.has(key.slice(3)) && key.startsWith('ui:')) {
      findings.push({ file, pointer: at, message: markdownMessage });
    } else if ((key === 'ui:options' || key === 'ui:globalOptions') && value && typeof value === 'object') {
      for (const option of Object.keys(value).filter((o) => MARKDOWN_OPTIONS.has(o))) {
        findings.push({ file, pointer: `${at}/${option}`, message: markdownMessage });
      }
    } else if (key.startsWith('ui:')) {
      continue;
    } else if (key === 'items' && node.type === 'array' && node.items && typeof value === 'object') {
      findings.push(...checkUiSchema(value as Schema, node.items as Schema, root, file, registry, at));
    } else if (!(key in props)) {
      findings.push({ file, pointer: at, message: `"${key}" is not a property of the schema` });
    } else if (value && typeof value === 'object') {
      findings.push(...checkUiSchema(value as Schema, props[key] as Schema, root, file, registry, at));
    }
  }
  return findings;
}
