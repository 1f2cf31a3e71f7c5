import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { EMBEDDED_PROVIDER_PATH } from './embedded-provider';

/**
 * Every request reaches the provider as addressed to its issuer: it writes its endpoints' URLs from the request's
 * host and protocol, which then never follow what a client sent (nor a request made in process).
 */
function asAddressedToIssuer(issuer: URL) {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    req.headers.host = issuer.host;
    req.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    delete req.headers['x-forwarded-host'];
    next();
  };
}

/** Serves the provider's endpoints under `/oidc` (discovery, keys, authorisation, token, end of session). */
export async function mountEmbeddedProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  await app.register(middie);
  provider.proxy = true;
  app.use(EMBEDDED_PROVIDER_PATH, asAddressedToIssuer(new URL(provider.issuer)));
  app.use(EMBEDDED_PROVIDER_PATH, provider.callback());
}
