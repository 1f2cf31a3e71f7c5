import type { SwaggerTransform } from '@fastify/swagger';
import { errorCodesOf } from './error-codes';
import { ERROR_CODES_EXTENSION } from './error-responses';
import { operationIdOf } from './operation-id';
import { securityOf } from './operation-security';
import { callSummaries } from './summaries';

/**
 * @fastify/swagger's transform, after tagOperation: each call's operationId, summary (its route's, else
 * callSummaries'), security and the error codes it can answer (turned into its error responses by
 * publishErrorResponses). The route's own schema object is never changed: Fastify validates with it.
 */
export const describeOperation: SwaggerTransform = ({ schema, url, route }) => {
  if (schema.hide === true) return { schema, url };
  const method = [route.method].flat()[0] ?? 'GET';
  const operationId = schema.operationId ?? operationIdOf(method, url);
  const summary = schema.summary ?? callSummaries[operationId];
  const security = securityOf({ ...route, schema }, operationId);
  return {
    schema: {
      ...schema,
      operationId,
      ...(summary !== undefined && { summary }),
      security,
      [ERROR_CODES_EXTENSION]: errorCodesOf({ ...route, schema }, operationId, security),
    },
    url,
  };
};
