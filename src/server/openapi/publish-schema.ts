import { describeDateRules } from './date-keywords';

type Schema = Record<string, unknown>;

/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = new Set([
  'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalProperties', 'unevaluatedProperties',
  'unevaluatedItems', 'items', 'contentSchema',
]);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value lists schemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** The other keywords of JSON Schema 2020-12 and of OpenAPI 3.1's Schema Object: kept as they are. */
const PLAIN_KEYWORDS = new Set([
  '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$comment', 'type', 'enum', 'const', 'multipleOf',
  'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems',
  'minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties', 'minProperties', 'required',
  'dependentRequired', 'format', 'contentEncoding', 'contentMediaType', 'title', 'description', 'default',
  'deprecated', 'readOnly', 'writeOnly', 'examples', 'example', 'discriminator', 'xml', 'externalDocs',
]);
/**
 * Instructions to our validator and the portal's forms, of no use to an integrator: ajv-errors' messages (the answer
 * carries the message), the form's error placement, and the draft-07 dialect (the document's is 3.1's).
 */
const DROPPED_KEYWORDS = new Set(['errorMessage', 'fieldErrors', '$schema']);

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

const publishMap = (map: unknown): Schema =>
  isObject(map) ? Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, publishSchema(schema)])) : {};

/** draft-07's `dependencies` as 2020-12 says it: a list of names is `dependentRequired`, a schema `dependentSchemas`. */
function splitDependencies(dependencies: unknown, into: Schema): void {
  if (!isObject(dependencies)) return;
  for (const [name, dependency] of Object.entries(dependencies)) {
    const keyword = Array.isArray(dependency) ? 'dependentRequired' : 'dependentSchemas';
    const target = (into[keyword] ??= {}) as Schema;
    target[name] = Array.isArray(dependency) ? dependency : publishSchema(dependency);
  }
}

/**
 * A schema as the published document gives it (a copy; the schemas the server validates with are not changed): only
 * JSON Schema 2020-12 and OpenAPI keywords, our own validation keywords as `x-<keyword>` extensions, their date rules
 * also as a `pattern` and words (see describeDateRules), and ajv-errors' messages and form hints left out.
 */
export function publishSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(publishSchema);
  if (!isObject(schema)) return schema;
  const published: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(keyword)) continue;
    if (keyword === 'dependencies') splitDependencies(value, published);
    else if (SCHEMA_KEYWORDS.has(keyword) || SCHEMA_LIST_KEYWORDS.has(keyword)) published[keyword] = publishSchema(value);
    // Merged: `dependencies` may have started dependentSchemas.
    else if (SCHEMA_MAP_KEYWORDS.has(keyword)) published[keyword] = { ...(published[keyword] as Schema), ...publishMap(value) };
    else if (PLAIN_KEYWORDS.has(keyword) || keyword.startsWith('x-')) published[keyword] = value;
    else published[`x-${keyword}`] = value;
  }
  return { ...published, ...describeDateRules(schema) };
}
