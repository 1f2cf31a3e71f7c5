import type { SwaggerTransformObject } from '@fastify/swagger';
import { publishErrorResponses } from './error-responses';
import { pruneUnreachedSchemas } from './prune-components';
import { publishSchema } from './publish-schema';

/** Every `schema` of the paths (parameters', bodies', answers') in its published form; the rest walked through. */
function publishPathSchemas(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(publishPathSchemas);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) =>
    [key, key === 'schema' ? publishSchema(value) : publishPathSchemas(value)]));
}

/**
 * @fastify/swagger's transformObject, in place: the document an integrator reads. Each call's error responses per status code,
 * every schema in its published form (publishSchema: our validator's own keywords out of the way), and only the
 * components the calls reach.
 */
export const publishDocument: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject as { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };
  publishErrorResponses(document.paths);
  pruneUnreachedSchemas({ openapiObject: documentObject.openapiObject });
  document.paths = publishPathSchemas(document.paths) as Record<string, unknown>;
  const schemas = document.components?.schemas;
  if (document.components && schemas) {
    document.components.schemas = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, publishSchema(schema)]));
  }
  return documentObject.openapiObject;
};
