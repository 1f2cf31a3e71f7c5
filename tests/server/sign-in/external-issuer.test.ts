// "Any issuer": the portal configured with a lender's own OpenID provider (a second node-oidc-provider on loopback,
// with its own keys and users) signs a borrower in through it and links the identity to their account.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../helpers/journey';
import { type LenderIssuer, startLenderIssuer } from '../helpers/lender-issuer';
import { loginEnd } from '../helpers/sign-in';
import { buildTestApp } from '../helpers/test-app';
import { useTestDb } from '../helpers/use-test-app';

const t = useTestDb();
const CALLBACK = 'http://localhost:3000/login/callback';
const users = [
  { sub: 'lender-grace', email: 'Grace.Lee@example.com', emailVerified: true },
  { sub: 'lender-grace-unverified', email: 'grace.lee@example.com', emailVerified: false },
  { sub: 'lender-stranger', email: 'nobody@example.com', emailVerified: true },
];
let issuer: LenderIssuer;
let app: FastifyInstance;

beforeAll(async () => {
  issuer = await startLenderIssuer(users, CALLBACK);
  app = await buildTestApp(t.testDb.db, {
    config: { OIDC_ISSUER_URL: issuer.url, OIDC_CLIENT_ID: issuer.clientId, OIDC_CLIENT_SECRET: issuer.clientSecret },
  });
});
afterAll(async () => {
  await app?.close();
  await issuer?.close();
});

/** The browser at the lender's provider: its own sign-in form as `sub`, then sent back to the portal's callback. */
async function signInAtLender(sub: string): Promise<{ pageUrl: string; stateCookie: string }> {
  const start = await app.inject({ method: 'POST', url: '/oauth-agent/login/start', payload: {} });
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<string> => {
    const header = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(new URL(url, issuer.url), { ...init, redirect: 'manual', headers: { ...init.headers, cookie: header } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    expect(res.status, await res.text()).toBe(303);
    return new URL(res.headers.get('location') ?? '', issuer.url).href;
  };
  const authorization = start.json().authorizationRequestUrl as string;
  expect(authorization.startsWith(`${issuer.url}/auth?`)).toBe(true);
  const signInPage = await go(authorization);
  const resume = await go(signInPage, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login: sub, password: 'the lender checks its own passwords' }).toString(),
  });
  const pageUrl = await go(resume);
  expect(pageUrl.startsWith(`${CALLBACK}?code=`)).toBe(true);
  return { pageUrl, stateCookie: cookieOf(start, 'portal_login_state')?.pair ?? '' };
}

const linkOf = async (borrowerId: number) => (await t.testDb.db.query<{ oidc_issuer: string | null; oidc_subject: string | null }>(
  'SELECT oidc_issuer, oidc_subject FROM accounts WHERE borrower_id = $1', [borrowerId]))[0];

describe('sign-in through the lender\'s own OpenID provider', () => {
  it('refuses with NO_ACCOUNT_FOR_IDENTITY, and no session, an identity whose email is unverified (even Grace\'s) or no account\'s', async () => {
    for (const sub of ['lender-grace-unverified', 'lender-stranger']) {
      const res = await loginEnd(app, await signInAtLender(sub));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NO_ACCOUNT_FOR_IDENTITY');
      expect(cookieOf(res, 'portal_session')).toBeNull();
    }
    expect(await linkOf(5005)).toEqual({ oidc_issuer: null, oidc_subject: null });
  });

  it("signs Grace in by her verified email and links her account to the issuer's sub; then the sub alone finds her", async () => {
    const first = await loginEnd(app, await signInAtLender('lender-grace'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ handled: true, isLoggedIn: true, borrowerId: 5005 });
    expect(await linkOf(5005)).toEqual({ oidc_issuer: issuer.url, oidc_subject: 'lender-grace' });

    // The email changes at the lender: the link by sub still holds.
    users[0]!.email = 'grace.new@example.com';
    const again = await loginEnd(app, await signInAtLender('lender-grace'));
    expect(again.json()).toMatchObject({ isLoggedIn: true, borrowerId: 5005 });
  });

  it("signs out at the issuer's end-session page, which comes back to the signed-out page", async () => {
    const ended = await loginEnd(app, await signInAtLender('lender-grace'));
    const session = cookieOf(ended, 'portal_session')?.pair ?? '';
    const res = await app.inject({
      method: 'POST', url: '/oauth-agent/logout', headers: { cookie: session, 'x-origination-csrf': ended.json().csrf }, payload: {},
    });
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer.url}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/signed-out');
    expect(url.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
  });

  it('has no embedded provider: /oidc answers nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
  });
});
