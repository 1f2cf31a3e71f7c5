import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

function payloadOf(body: Parameters<CustomFetch>[1]['body']): string | Buffer | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  throw new Error('a streamed body is not sent in process');
}

/**
 * The OpenID client's requests to the portal's own provider, answered in the process (`app.inject`): the portal
 * needs no network route to its own public address, and the provider's answers are the ones a browser would get.
 */
export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, { method, headers, body }) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({ method: method as 'GET' | 'POST', url: `${pathname}${search}`, headers, payload: payloadOf(body) });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) responseHeaders.append(name, String(one));
    }
    const empty = answer.rawPayload.length === 0 || [204, 304].includes(answer.statusCode);
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
