import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../src/server/auth/crypto';
import { cookieOf, GRACE, GRACE_LOGIN, post } from '../helpers/journey';
import { type Callback, loginEnd, signInAtProvider } from '../helpers/sign-in';
import { buildTestApp, type Verified, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

const signIn = (a: FastifyInstance = t.app): Promise<Callback> => signInAtProvider(a, GRACE_LOGIN);
const end = (c: Callback, cookie = c.stateCookie, a: FastifyInstance = t.app) => loginEnd(a, c, cookie);

async function login(): Promise<Verified> {
  const ended = await end(await signIn());
  const session = cookieOf(ended, 'portal_session');
  if (ended.statusCode !== 200 || !session) throw new Error(`login failed: ${ended.body}`);
  return { cookie: session.pair, csrfToken: ended.json().csrf as string, setCookie: session.line };
}

/** The sign-in's checks as login/start keeps them, in the agent's signed state cookie. */
const stateCookieOf = (checks: object, a: FastifyInstance = t.app): string =>
  `portal_login_state=${a.signCookie(Buffer.from(JSON.stringify(checks)).toString('base64url'))}`;
const checksIn = (stateCookie: string) =>
  JSON.parse(Buffer.from(t.app.unsignCookie(decodeURIComponent(stateCookie.split('=').slice(1).join('='))).value ?? '', 'base64url').toString());

const agent = (url: string, cookie: string, csrf?: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...(csrf === undefined ? {} : { 'x-origination-csrf': csrf }) }, payload: {} });

describe('sign-in round trip', () => {
  it('login/start answers the issuer\'s authorisation URL (code flow, PKCE, state, nonce) and keeps the checks in a signed, HttpOnly, SameSite=Lax cookie for 10 minutes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth-agent/login/start', payload: {} });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authorizationRequestUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal', response_type: 'code', redirect_uri: 'http://localhost:3000/login/callback', code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{20,}$/), nonce: expect.stringMatching(/^[\w-]{20,}$/), code_challenge: expect.any(String),
    });
    const line = cookieOf(res, 'portal_login_state')?.line ?? '';
    expect(line).toMatch(/^portal_login_state=[^;]+\.[^;]+;/);
    for (const part of ['HttpOnly', 'SameSite=Lax', 'Max-Age=600', 'Path=/']) expect(line).toContain(part);
  });

  it("start -> the provider's sign-in -> login/end opens a session on Grace's most recent active offer, holding the issuer's tokens sealed", async () => {
    const callback = await signIn();
    expect(callback.pageUrl).toMatch(/^http:\/\/localhost:3000\/login\/callback\?code=[\w-]+&state=[\w-]+&iss=/);
    const ended = await end(callback);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ handled: true, isLoggedIn: true, borrowerId: 5005, applicationId: 7005,
      offerId: '1004', loanId: 2004 });
    expect(ended.json().csrf).toMatch(/^[\w-]{20,}$/);
    const session = cookieOf(ended, 'portal_session');
    expect(session?.line).toContain('SameSite=Strict');
    expect(cookieOf(ended, 'portal_login_state')?.line).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(ended.body).not.toMatch(/refresh|id_token|eyJ/);
    const [row] = await t.testDb.db.query<{ sealed: string }>('SELECT oidc_tokens_sealed AS sealed FROM sessions WHERE borrower_id = 5005');
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain('eyJ');
    const dash = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: GRACE.offerId }, { cookie: session?.pair ?? '', csrfToken: '', setCookie: '' }, { csrf: false });
    expect(dash.statusCode).toBe(200);
    expect(dash.json()).toMatchObject({ currentUserApplicaitonID: 7005, isApplicationCompleted: true, offerStatusID: 4 });
  });

  it('a code works once: a replayed one is refused by the provider', async () => {
    const callback = await signIn();
    expect((await end(callback)).statusCode).toBe(200);
    const again = await end(callback);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LOGIN_STATE_INVALID');
  });

  it('400 LOGIN_STATE_INVALID without the state cookie, or with another sign-in\'s (a forged state)', async () => {
    const callback = await signIn();
    expect((await end(callback, '')).json().code).toBe('LOGIN_STATE_INVALID');
    const other = await signIn();
    expect((await end(callback, other.stateCookie)).json().code).toBe('LOGIN_STATE_INVALID');
    const forged = new URL(callback.pageUrl);
    forged.searchParams.set('state', 'forged-state');
    expect((await end({ ...callback, pageUrl: forged.href })).json().code).toBe('LOGIN_STATE_INVALID');
    // The right state and verifier still sign in: the refusals above took nothing from the sign-in.
    expect((await end(callback)).statusCode).toBe(200);
  });

  it('400 LOGIN_STATE_INVALID when the ID token\'s nonce is not the one the sign-in began with', async () => {
    const sessions = async () => (await t.testDb.db.query('SELECT 1 FROM sessions WHERE borrower_id = 5005')).length;
    const callback = await signIn();
    const before = await sessions();
    const wrongNonce = stateCookieOf({ ...checksIn(callback.stateCookie), nonce: 'not-the-nonce' });
    const res = await end(callback, wrongNonce);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LOGIN_STATE_INVALID');
    expect(await sessions()).toBe(before);
  });

  it('a page URL without code and state is not handled', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth-agent/login/end', payload: { pageUrl: 'http://localhost/login/callback' } });
    expect(res.json()).toEqual({ handled: false, isLoggedIn: false });
    const s = await login();
    const withSession = await t.app.inject({ method: 'POST', url: '/oauth-agent/login/end', headers: { cookie: s.cookie },
      payload: { pageUrl: '/borrower-dashboard' } });
    expect(withSession.json()).toEqual({ handled: false, isLoggedIn: true });
  });

  it('never logs the code or the state of a callback URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const logged = await buildTestApp(t.testDb.db, { config: { LOG_LEVEL: 'info' }, logStream: stream });
    const callback = await signIn(logged);
    const url = new URL(callback.pageUrl);
    await logged.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'text/html' } });
    await end(callback, callback.stateCookie, logged);
    await logged.close();
    const log = lines.join('');
    expect(log).toContain('/login/callback?code=[redacted]');
    for (const secret of [url.searchParams.get('code') ?? 'x', url.searchParams.get('state') ?? 'x']) expect(log).not.toContain(secret);
  });
});

describe('userInfo, refresh and logout', () => {
  it('userInfo answers the signed-in borrower; 401 without a session', async () => {
    const s = await login();
    const res = await t.app.inject({ method: 'GET', url: '/oauth-agent/userInfo', headers: { cookie: s.cookie } });
    expect(res.json()).toEqual({ sub: '5005', email: 'grace.lee@example.com', given_name: 'Grace', family_name: 'Lee' });
    expect((await t.app.inject({ method: 'GET', url: '/oauth-agent/userInfo' })).statusCode).toBe(401);
  });

  it('refresh slides the idle expiry; it needs the session and x-origination-csrf', async () => {
    const s = await verify(t.app, GRACE);
    await t.testDb.db.query(`UPDATE sessions SET expires_at = now() + interval '10 seconds' WHERE csrf_token_hash = $1`, [sha256(s.csrfToken)]);
    expect((await agent('/oauth-agent/refresh', s.cookie)).json().code).toBe('CSRF_INVALID');
    const res = await agent('/oauth-agent/refresh', s.cookie, s.csrfToken);
    expect(res.statusCode).toBe(204);
    const [row] = await t.testDb.db.query<{ later: boolean }>(
      `SELECT expires_at > now() + interval '4 minutes' AS later FROM sessions WHERE csrf_token_hash = $1`, [sha256(s.csrfToken)]);
    expect(row?.later).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/oauth-agent/refresh', payload: {} })).statusCode).toBe(401);
  });

  it('logout: 403 with a wrong x-origination-csrf; with the right one the session is gone, and so is the sign-in at the portal\'s provider', async () => {
    const callback = await signIn();
    const ended = await end(callback);
    const s = { cookie: cookieOf(ended, 'portal_session')?.pair ?? '', csrfToken: ended.json().csrf as string, setCookie: '' };
    const wrong = await agent('/oauth-agent/logout', s.cookie, 'not-the-token');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF_INVALID');
    expect((await agent('/oauth-agent/logout', s.cookie)).statusCode).toBe(403);

    // The provider's session in this browser, and what its grant gave the portal.
    const sessionId = callback.jar.value('_session') ?? '';
    const [grant] = await t.testDb.db.query<{ grant_id: string }>(
      "SELECT DISTINCT grant_id FROM oidc_provider_records WHERE model = 'RefreshToken' AND payload->>'sessionUid' = (SELECT uid FROM oidc_provider_records WHERE model = 'Session' AND id = $1)",
      [sessionId]);
    const providerRecords = async () => (await t.testDb.db.query<{ model: string }>(
      "SELECT model FROM oidc_provider_records WHERE (model = 'Session' AND id = $1) OR grant_id = $2 OR (model = 'Grant' AND id = $2) ORDER BY model",
      [sessionId, grant?.grant_id ?? ''],
    )).map((r) => r.model);
    expect(await providerRecords()).toEqual(expect.arrayContaining(['Grant', 'RefreshToken', 'Session']));
    const res = await agent('/oauth-agent/logout', `${s.cookie}; ${callback.jar.header}`, s.csrfToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/signed-out' });
    expect(cookieOf(res, 'portal_session')?.line).toMatch(/^portal_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(cookieOf(res, '_session')?.line).toMatch(/^_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.testDb.db.query('SELECT 1 FROM sessions WHERE csrf_token_hash = $1', [sha256(s.csrfToken)])).toEqual([]);
    expect(await providerRecords()).toEqual([]);
    const after = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: GRACE.offerId }, s, { csrf: false });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('logout of a session the identity check opened goes straight to the signed-out page', async () => {
    const s = await verify(t.app, GRACE);
    expect((await agent('/oauth-agent/logout', s.cookie, s.csrfToken)).json()).toEqual({ url: '/signed-out' });
  });

  it("refresh of a signed-in session renews the issuer's tokens; once the issuer refuses them, the session ends with 401", async () => {
    const s = await login();
    const sealed = async () => (await t.testDb.db.query<{ sealed: string }>(
      'SELECT oidc_tokens_sealed AS sealed FROM sessions WHERE csrf_token_hash = $1', [sha256(s.csrfToken)]))[0]?.sealed;
    const before = await sealed();
    expect((await agent('/oauth-agent/refresh', s.cookie, s.csrfToken)).statusCode).toBe(204);
    expect(await sealed()).not.toBe(before);
    // The grant revoked at the provider: its refresh tokens go with it.
    await t.testDb.db.query("DELETE FROM oidc_provider_records WHERE model IN ('RefreshToken', 'Grant')");
    const refused = await agent('/oauth-agent/refresh', s.cookie, s.csrfToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHENTICATED');
    expect(await sealed()).toBeUndefined();
  });
});
