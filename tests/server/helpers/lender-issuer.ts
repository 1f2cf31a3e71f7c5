import { generateKeyPairSync } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

export interface LenderUser {
  sub: string;
  email: string;
  emailVerified: boolean;
}

export interface LenderIssuer {
  url: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A lender's own OpenID provider, as the portal would meet one: a separate node-oidc-provider on loopback with its own
 * signing key, its own users and the portal registered as a confidential client. Its sign-in page is the library's
 * development form (any user id signs in, no password): the provider's own business, not the portal's.
 */
export async function startLenderIssuer(users: LenderUser[], redirectUri: string): Promise<LenderIssuer> {
  const clientId = 'refinance-portal';
  const clientSecret = 'lender-issued-client-secret-0123456789';
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  // The issuer's URL names its port: the server listens first, then serves the provider made for that URL.
  let serve: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(url, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code', 'refresh_token'] }],
    jwks: { keys: [key] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const user = users.find((u) => u.sub === sub);
      return user && { accountId: sub, claims: () => ({ sub, email: user.email, email_verified: user.emailVerified }) };
    },
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      if (!oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  });
  serve = provider.callback();
  return { url, clientId, clientSecret, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
