import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { embeddedClient } from '../../../src/server/embedded-provider/embedded-provider';
import { inProcessFetch } from '../../../src/server/sign-in/in-process-fetch';
import { GRACE_LOGIN } from '../helpers/journey';
import { testConfig } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();
const portal = embeddedClient(testConfig());

/** The browser's cookies, by name (the provider scopes some by path; every request here is on its path). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.expires && c.expires.getTime() <= Date.now()) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function discover(): Promise<client.Configuration> {
  return client.discovery(new URL(portal.issuer), portal.clientId, portal.clientSecret, undefined, {
    [client.customFetch]: inProcessFetch(t.app), execute: [client.allowInsecureRequests],
  });
}

/** What the browser does: the authorisation URL, the sign-in page's post, back to the provider, and its redirect. */
async function browse(url: URL, jar: CookieJar, login = GRACE_LOGIN): Promise<{ callback: string | null; signIn: LightMyRequestResponse }> {
  const get = async (to: string) => {
    const res = await t.app.inject({ method: 'GET', url: to.replace(/^https?:\/\/[^/]+/, ''), headers: { cookie: jar.header } });
    jar.keep(res);
    return res;
  };
  const toSignIn = await get(url.href);
  expect(toSignIn.statusCode).toBe(303);
  const page = String(toSignIn.headers.location);
  expect(page).toMatch(/^\/login\/[\w-]+$/);
  const signIn = await t.app.inject({ method: 'POST', url: page, headers: { cookie: jar.header }, payload: login });
  jar.keep(signIn);
  if (signIn.statusCode !== 200) return { callback: null, signIn };
  const back = await get(signIn.json().redirectUrl);
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
    const { callback } = await browse(url, new CookieJar());
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
    const { callback, signIn } = await browse(url, new CookieJar(), { ...GRACE_LOGIN, password: 'not-her-password' });
    expect(callback).toBeNull();
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a sign-in posted without the interaction it belongs to', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login/no-such-interaction', payload: GRACE_LOGIN });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LOGIN_STATE_INVALID');
  });

  it('refuses an authorisation code used twice', async () => {
    const config = await discover();
    const { url, checks } = await authorizationRequest(config);
    const { callback } = await browse(url, new CookieJar());
    await client.authorizationCodeGrant(config, new URL(callback!), { ...checks, idTokenExpected: true });
    await expect(client.authorizationCodeGrant(config, new URL(callback!), { ...checks, idTokenExpected: true }))
      .rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
