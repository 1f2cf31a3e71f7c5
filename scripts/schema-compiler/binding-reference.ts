// Renders docs/binding-reference.md: every keyword of the binding meta-schema with its description, allowed values
// and example, then the widgets a `.ui.json` may name.
import { bindingKeywords, nodeAt, type BindingKeyword, type KeywordKind, type SchemaNode } from './binding-keywords';
import { allowedValues, variantFields } from './binding-values';
import { compactJson } from './compact-json';
import type { WidgetDoc, WidgetDocs } from './widget-docs';

const SECTIONS: { kind: KeywordKind; title: string; intro: string }[] = [
  { kind: 'property', title: 'Binding keywords', intro: 'The properties of a binding file, by their path in it.' },
  {
    kind: 'effect', title: 'Rule effects',
    intro: 'Each entry of `rules` is one of these, named by its `effect`; rules apply in order as the user types.',
  },
  {
    kind: 'template', title: 'Template keywords',
    intro: 'A template (`save.body`, `read.defaults`) is JSON whose values are sent as written, except an object with one of these keywords, which stands for a value worked out at save time.',
  },
];

/** The example as written in a binding: nested under the keyword's path (a list where the path goes through one). */
export function exampleInPlace(keyword: BindingKeyword, example: unknown): unknown {
  return keyword.path.reduceRight<unknown>((value, step) => ({ [step.name]: step.list ? [value] : value }), example);
}

function allowed(meta: SchemaNode, keyword: BindingKeyword): string[] {
  if (keyword.path.length > 0) return [`Allowed: ${allowedValues(meta, keyword.schema, keyword.pointer)}.`];
  const parent = nodeAt(meta, keyword.valuePointer);
  return ['Allowed: an object with', '', ...variantFields(meta, keyword.schema, keyword.pointer, parent).map((line) => `- ${line}`)];
}

function keywordSection(meta: SchemaNode, keyword: BindingKeyword): string[] {
  const { description, examples } = keyword.schema;
  const lines = [`### \`${keyword.name}\``, ''];
  if (typeof description === 'string') lines.push(description, '');
  lines.push(...allowed(meta, keyword), '');
  if (Array.isArray(examples) && examples.length > 0) lines.push('```json', compactJson(exampleInPlace(keyword, examples[0])), '```', '');
  return lines;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const table = (docs: WidgetDoc[]) => ['| name | what it shows |', '|---|---|', ...docs.map((d) => `| \`${d.name}\` | ${cell(d.text)} |`)];

function widgetSection(docs: WidgetDocs): string[] {
  return [
    '## Widgets for `.ui.json`',
    '',
    'Generated from `src/widgets/registry.ts` and each component\'s doc comment. A field names one as `"ui:widget"`:',
    '',
    ...table(docs.widgets),
    '',
    'A field that needs its own editor names one of these as `"ui:field"`:',
    '',
    ...table(docs.fields),
    '',
    `rjsf's own widget names are accepted too: ${docs.builtin.map((name) => `\`${name}\``).join(', ')}. `
      + '`"hidden"` keeps a field out of sight; for a field that shows, prefer the widgets above.',
    '',
  ];
}

/** The whole reference; `widgets` adds the widget list (left out when there is no registry). */
export function bindingReference(meta: SchemaNode, widgets?: WidgetDocs): string {
  const keywords = bindingKeywords(meta);
  const lines = [
    '# Binding reference',
    '',
    '<!-- Generated from schemas/binding.schema.json and src/widgets/registry.ts by npm run docs:binding; npm run lint:schemas reports it when out of date. Do not edit by hand. -->',
    '',
    `${String(meta.description ?? '')} See [Screens are data: bindings](guides/analysts.md#screens-are-data-bindings) and [Adding a screen](guides/analysts.md#adding-a-screen) in the analysts' guide.`,
    '',
  ];
  for (const section of SECTIONS) {
    lines.push(`## ${section.title}`, '', section.intro, '');
    for (const keyword of keywords.filter((k) => k.kind === section.kind)) lines.push(...keywordSection(meta, keyword));
  }
  if (widgets) lines.push(...widgetSection(widgets));
  return `${lines.join('\n').trimEnd()}\n`;
}
