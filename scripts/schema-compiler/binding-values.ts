// The values a keyword of the binding meta-schema allows, in words, for the binding reference.
import { resolveRef, type SchemaNode } from './binding-keywords';

const isNode = (value: unknown): value is SchemaNode => value !== null && typeof value === 'object' && !Array.isArray(value);
const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

const TYPE_WORDS: Record<string, string> = {
  string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', null: 'null', object: 'an object', array: 'a list',
};

function typeWords(type: unknown): string | undefined {
  const types = Array.isArray(type) ? type : typeof type === 'string' ? [type] : [];
  return types.length ? types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ') : undefined;
}

/** A property list: each name, with "(required)" when it is. */
function propertyNames(node: SchemaNode): string {
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  return Object.keys(node.properties as SchemaNode).map((name) => `\`${name}\`${required.has(name) ? ' (required)' : ''}`).join(', ');
}

/** The values a schema allows, in words: a `$ref` by its definition's title, then const, enum, lists, objects, types. */
export function allowedValues(meta: SchemaNode, schema: SchemaNode, pointer = ''): string {
  const { node, pointer: at } = resolveRef(meta, schema, pointer);
  const title = node !== schema && typeof node.title === 'string' ? node.title : undefined;
  if ('const' in node) return code(node.const);
  if (Array.isArray(node.enum)) return `${title ? `${title}: ` : ''}one of ${node.enum.map(code).join(', ')}`;
  if (title) return title;
  if (node.type === 'array' || isNode(node.items)) {
    const items = isNode(node.items) ? allowedValues(meta, node.items, `${at}/items`) : 'any value';
    const limits = [typeof node.minItems === 'number' ? `at least ${node.minItems}` : '', node.uniqueItems === true ? 'no repeats' : ''].filter(Boolean);
    return `a list, each ${items}${limits.length ? ` (${limits.join(', ')})` : ''}`;
  }
  if (isNode(node.properties)) return `an object with ${propertyNames(node)}`;
  if (isNode(node.additionalProperties)) {
    return `an object whose every value is ${allowedValues(meta, node.additionalProperties, `${at}/additionalProperties`)}`;
  }
  const words = typeWords(node.type);
  if (words === 'text' && typeof node.pattern === 'string') return `text matching \`${node.pattern}\``;
  return words ?? 'any JSON value';
}

/** A variant's fields (a rule effect, a template form), one line each: its name, whether required, its values. */
export function variantFields(meta: SchemaNode, branch: SchemaNode, pointer: string, parent?: SchemaNode): string[] {
  const required = new Set([
    ...(Array.isArray(branch.required) ? branch.required : []),
    ...(parent && Array.isArray(parent.required) ? parent.required : []),
  ]);
  const properties = isNode(branch.properties) ? branch.properties : {};
  return Object.entries(properties)
    .filter((entry): entry is [string, SchemaNode] => isNode(entry[1]))
    .map(([name, schema]) => `\`${name}\`${required.has(name) ? ' (required)' : ''}: ${allowedValues(meta, schema, `${pointer}/properties/${name}`)}`);
}
