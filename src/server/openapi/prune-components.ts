import type { SwaggerTransformObject } from '@fastify/swagger';

const SCHEMA_REF = '#/components/schemas/';

function collectSchemaRefs(node: unknown, into: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectSchemaRefs(item, into);
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        into.push(decodeURIComponent(value.slice(SCHEMA_REF.length).split('/', 1)[0] ?? ''));
      } else {
        collectSchemaRefs(value, into);
      }
    }
  }
}

/**
 * Every schema under schemas/ is added to Fastify (the screens' too), and @fastify/swagger lists them all as
 * components: keep only those the calls reach, directly or through other components.
 */
export const pruneUnreachedSchemas: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  const schemas: Record<string, unknown> = document.components?.schemas ?? {};
  const queue: string[] = [];
  collectSchemaRefs(document.paths, queue);
  const reached = new Set<string>();
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    collectSchemaRefs(schemas[name], queue);
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
  return document;
};
