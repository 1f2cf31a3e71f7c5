import type { SwaggerTransform } from '@fastify/swagger';
import { ApiTag } from './document';

export const DOCS_PREFIX = '/api/docs';
const API_PREFIXES = ['/api/', '/oauth-agent/'];
const OPERATIONS_URLS = new Set(['/api/health']);

/**
 * The API's calls; not the docs UI's own routes, nor the client bundle's files and SPA fallback, nor a second
 * spelling of a call with a trailing slash (`/api/GetOfferStatus/`): one path per call.
 */
function isDocumentedUrl(url: string): boolean {
  const underDocs = url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
  return !underDocs && !url.endsWith('/') && API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * @fastify/swagger's transform: a route that names its tags (the lender's) keeps them; an untagged one is a health
 * check or else a borrower call. The route's own schema object is never changed: Fastify validates with it.
 */
export const tagOperation: SwaggerTransform = ({ schema, url }) => {
  const own = schema ?? {};
  if (!isDocumentedUrl(url)) return { schema: { ...own, hide: true }, url };
  if (own.tags !== undefined && own.tags.length > 0) return { schema: own, url };
  return { schema: { ...own, tags: [OPERATIONS_URLS.has(url) ? ApiTag.operations : ApiTag.borrower] }, url };
};
