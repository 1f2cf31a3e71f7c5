import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { embeddedClient } from '../../../src/server/embedded-provider/embedded-provider';
import { inProcessFetch } from '../../../src/server/sign-in/in-process-fetch';
import { GRACE_LOGIN } from '../helpers/journey';
import { browse, CookieJar, postPassword } from '../helpers/sign-in';
import { testConfig } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();
const portal = embeddedClient(testConfig());

async function discover(): Promise<client.Configuration> {
  return client.discovery(new URL(portal.issuer), portal.clientId, portal.clientSecret, undefined, {
    [client.customFetch]: inProcessFetch(t.app), execute: [client.allowInsecureRequests],
  });
}

/** What the browser does: the authorisation URL, the sign-in page's post, back to the provider, and its redirect. */
async function signInAt(url: URL, login = GRACE_LOGIN): Promise<{ callback: string | null; signIn: LightMyRequestResponse }> {
  const jar = new CookieJar();
  const toSignIn = await browse(t.app, url.href, jar);
  expect(toSignIn.statusCode).toBe(303);
  const page = String(toSignIn.headers.location);
  expect(page).toMatch(/^\/login\/[\w-]+$/);
  const signIn = await postPassword(t.app, { jar, signInPage: page, stateCookie: '' }, login);
  if (signIn.statusCode !== 200) return { callback: null, signIn };
  const back = await browse(t.app, signIn.json().redirectUrl, jar);
  expect(back.statusCode, back.body).toBe(303);
  return { callback: String(back.headers.location), signIn };
}

async function authorizationRequest(config: client.Configuration) {
  const verifier = client.randomPKCECodeVerifier();
  const checks = { pkceCodeVerifier: verifier, expectedState: client.randomState(), expectedNonce: client.randomNonce() };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: portal.redirectUri, scope: 'openid email profile', state: checks.expectedState, nonce: checks.expectedNonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  return { url, checks };
}

describe('the embedded OpenID provider', () => {
  it('publishes its discovery document and keys under <PUBLIC_URL>/oidc', async () => {
    const config = await discover();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(portal.issuer);
    expect(metadata.authorization_endpoint).toBe(`${portal.issuer}/auth`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    const jwks = await t.app.inject({ method: 'GET', url: '/oidc/jwks' });
    const [key] = jwks.json().keys;
    expect(key).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  });

  it("writes its endpoints from the issuer, whatever host a request names", async () => {
    const res = await t.app.inject({
      method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.json().token_endpoint).toBe(`${portal.issuer}/token`);
  });

  it('signs a borrower in with their password and answers an ID token for their account, and a refresh token', async () => {
    const config = await discover();
    const { url, checks } = await authorizationRequest(config);
    const { callback } = await signInAt(url);
    expect(callback).toMatch(new RegExp(`^${portal.redirectUri}\\?code=`));
    const tokens = await client.authorizationCodeGrant(config, new URL(callback!), { ...checks, idTokenExpected: true });
    expect(tokens.claims()).toMatchObject({
      iss: portal.issuer, aud: portal.clientId, email: GRACE_LOGIN.email, email_verified: true, given_name: 'Grace', family_name: 'Lee',
    });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.claims()?.sub).toBe(tokens.claims()?.sub);
  });

  it('answers a wrong password with INVALID_CREDENTIALS and sends nobody on', async () => {
    const config = await discover();
    const { url } = await authorizationRequest(config);
    const { callback, signIn } = await signInAt(url, { ...GRACE_LOGIN, password: 'not-her-password' });
    expect(callback).toBeNull();
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().code).toBe('INVALID_CREDENTIALS');
  });

  it("sends a browser whose request it cannot answer to the portal's error page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/auth?client_id=no-such-client&response_type=code&scope=openid' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/oops');
  });

  it('refuses a sign-in posted without the interaction it belongs to', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login/no-such-interaction', payload: GRACE_LOGIN });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LOGIN_STATE_INVALID');
  });

  it('refuses an authorisation code used twice', async () => {
    const config = await discover();
    const { url, checks } = await authorizationRequest(config);
    const { callback } = await signInAt(url);
    await client.authorizationCodeGrant(config, new URL(callback!), { ...checks, idTokenExpected: true });
    await expect(client.authorizationCodeGrant(config, new URL(callback!), { ...checks, idTokenExpected: true }))
      .rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
