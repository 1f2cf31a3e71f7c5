// The ID token is the issuer's word for who signed in: one issued for another client (its audience) or by another
// issuer opens no session, whatever else is right. A minimal issuer on loopback answers the token request with it.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../helpers/journey';
import { loginEnd } from '../helpers/sign-in';
import { buildTestApp } from '../helpers/test-app';
import { useTestDb } from '../helpers/use-test-app';

const t = useTestDb();
const CLIENT_ID = 'refinance-portal';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signedJwt(claims: object): string {
  const body = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(claims)}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
}

let server: Server;
let issuerUrl: string;
let app: FastifyInstance;
/** The claims the next token answer's ID token carries, beyond what every one has. */
let nextClaims: (nonce: string) => object;
let nonceOfSignIn = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const json = (body: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer: issuerUrl, authorization_endpoint: `${issuerUrl}/auth`, token_endpoint: `${issuerUrl}/token`,
        jwks_uri: `${issuerUrl}/jwks`, response_types_supported: ['code'], subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (req.url === '/jwks') return json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' }] });
    if (req.url === '/token') {
      const now = Math.floor(Date.now() / 1000);
      const idToken = signedJwt({
        iss: issuerUrl, aud: CLIENT_ID, sub: 'lender-grace', email: 'grace.lee@example.com', email_verified: true,
        iat: now, exp: now + 300, ...nextClaims(nonceOfSignIn),
      });
      return json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await buildTestApp(t.testDb.db, { config: { OIDC_ISSUER_URL: issuerUrl, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: 'secret' } });
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** login/start, then the callback as the issuer would send it (its code, the sign-in's state), then login/end. */
async function signInWith(claims: (nonce: string) => object) {
  const start = await app.inject({ method: 'POST', url: '/oauth-agent/login/start', payload: {} });
  const authorization = new URL(start.json().authorizationRequestUrl);
  nonceOfSignIn = authorization.searchParams.get('nonce') ?? '';
  nextClaims = claims;
  const query = new URLSearchParams({ code: 'issued-code', state: authorization.searchParams.get('state') ?? '' });
  return loginEnd(app, { pageUrl: `http://localhost:3000/login/callback?${query}`, stateCookie: cookieOf(start, 'portal_login_state')?.pair ?? '' });
}

describe('the ID token login/end accepts', () => {
  it("is signed by the issuer's key, for this client, from this issuer, unexpired, with the sign-in's nonce", async () => {
    const res = await signInWith((nonce) => ({ nonce }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isLoggedIn: true, borrowerId: 5005 });
  });

  it.each([
    ['for another audience', (nonce: string) => ({ nonce, aud: 'another-client' })],
    ['from another issuer', (nonce: string) => ({ nonce, iss: 'https://evil.example' })],
    ['expired', (nonce: string) => ({ nonce, exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 })],
    ['with another nonce', () => ({ nonce: 'not-the-sign-in-nonce' })],
  ])('refuses an ID token %s: 400 LOGIN_STATE_INVALID and no session', async (_what, claims) => {
    const res = await signInWith(claims);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LOGIN_STATE_INVALID');
    expect(cookieOf(res, 'portal_session')).toBeNull();
  });
});
