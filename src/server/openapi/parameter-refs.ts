import type { FastifySchema } from 'fastify';

/** Route schema parts @fastify/swagger turns into parameters, one per property. */
const PARAMETER_PARTS = ['querystring', 'params', 'headers'] as const;

type SharedSchemaOf = (id: string) => unknown;

interface ObjectSchema {
  properties: Record<string, unknown>;
  required?: unknown;
}

function isObjectSchema(schema: unknown): schema is ObjectSchema {
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return typeof properties === 'object' && properties !== null;
}

const pointerToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * `{ $ref: '.../GetOfferStatus.query.json' }` as `{ properties: { offerID: { $ref: '...query.json#/properties/offerID' } } }`.
 * @fastify/swagger reads a parameter schema's properties from its raw shared schema, where references are not
 * resolved, so each parameter would keep a `$ref` to nowhere in the document; a reference to the property itself is
 * resolved like any other.
 */
function expandParameterRef(schema: unknown, sharedSchemaOf: SharedSchemaOf): unknown {
  const $ref = (schema as { $ref?: unknown } | null)?.$ref;
  if (typeof $ref !== 'string') return schema;
  const [document = '', fragment = ''] = $ref.split('#', 2);
  const target = fragment === '' ? sharedSchemaOf(document) : undefined;
  if (!isObjectSchema(target)) return schema;
  const properties = Object.fromEntries(Object.keys(target.properties)
    .map((name) => [name, { $ref: `${document}#/properties/${pointerToken(name)}` }]));
  return Array.isArray(target.required)
    ? { type: 'object', properties, required: target.required }
    : { type: 'object', properties };
}

/** The schema with each parameter part that is a whole shared schema expanded; the rest unchanged. */
export function expandParameterRefs(schema: FastifySchema, sharedSchemaOf: SharedSchemaOf): FastifySchema {
  const expanded: FastifySchema = { ...schema };
  for (const part of PARAMETER_PARTS) {
    if (schema[part] !== undefined) expanded[part] = expandParameterRef(schema[part], sharedSchemaOf);
  }
  return expanded;
}
