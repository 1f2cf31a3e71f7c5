import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { embeddedClient } from '../embedded-provider/embedded-provider';
import { inProcessFetch } from './in-process-fetch';
import { openIdIssuer, type SignInIssuer } from './openid-issuer';
import { callbackUrl, signedOutUrl } from './portal-urls';

/**
 * The issuer borrowers sign in with: the one configured (`OIDC_ISSUER_URL`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`),
 * else the portal's own provider, reached in process.
 */
export function signInIssuerOf(config: Config, app: FastifyInstance): SignInIssuer {
  const urls = { redirectUri: callbackUrl(config), postLogoutRedirectUri: signedOutUrl(config) };
  if (config.oidcIssuer) return openIdIssuer({ ...config.oidcIssuer, ...urls });
  const { issuer, clientId, clientSecret } = embeddedClient(config);
  return openIdIssuer({ url: issuer, clientId, clientSecret, ...urls, fetch: inProcessFetch(app) });
}
