import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { describeOperation } from './describe-operation';
import { API_TITLE, openapiFrame } from './document';
import { DOCS_PREFIX, tagOperation } from './operation-tags';
import { expandParameterRefs } from './parameter-refs';
import { publishDocument } from './publish-document';
import { refResolver } from './ref-resolver';

/**
 * The OpenAPI document of the routes registered after this (at `/api/docs/json` and `/api/docs/yaml`) and its
 * Swagger UI at `/api/docs`. Register before the routes: @fastify/swagger learns them through an onRoute hook.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const transform: SwaggerTransform = (route) => {
    const tagged = tagOperation(route);
    return describeOperation({ ...route, ...tagged, schema: expandParameterRefs(tagged.schema, (id) => app.getSchema(id)) });
  };
  await app.register(swagger, {
    openapi: openapiFrame,
    transform,
    transformObject: publishDocument,
    refResolver,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: API_TITLE },
    // Without Swagger's top bar: its logo is an SVG with an inline <style>, which the page's CSP (no
    // 'unsafe-inline') blocks; the document's own link stays under the title.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true },
  });
}
