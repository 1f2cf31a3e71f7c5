import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../src/server/auth/crypto';
import { cookieOf, GRACE, GRACE_LOGIN, post } from '../helpers/journey';
import { buildTestApp, type Verified, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();

interface Callback { pageUrl: string; stateCookie: string }

/** login/start, then the provider's Authorize: the callback page URL and the state cookie. */
async function signIn(a: FastifyInstance = t.app): Promise<Callback> {
  const start = await a.inject({ method: 'POST', url: '/oauth-agent/login/start', payload: {} });
  const stateCookie = cookieOf(start, 'portal_login_state')?.pair ?? '';
  const state = new URL(start.json().authorizationRequestUrl, 'http://localhost').searchParams.get('state') ?? '';
  const auth = await a.inject({ method: 'POST', url: '/api/Authorize', payload: { ...GRACE_LOGIN, state } });
  return { pageUrl: `http://localhost${auth.json().redirectUrl}`, stateCookie };
}

const loginEnd = (c: Callback, cookie = c.stateCookie, a: FastifyInstance = t.app) =>
  a.inject({ method: 'POST', url: '/oauth-agent/login/end', headers: cookie ? { cookie } : {}, payload: { pageUrl: c.pageUrl } });

async function login(): Promise<Verified> {
  const end = await loginEnd(await signIn());
  const session = cookieOf(end, 'portal_session');
  if (end.statusCode !== 200 || !session) throw new Error(`login failed: ${end.body}`);
  return { cookie: session.pair, csrfToken: end.json().csrf as string, setCookie: session.line };
}

const agent = (url: string, cookie: string, csrf?: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...(csrf === undefined ? {} : { 'x-origination-csrf': csrf }) }, payload: {} });

describe('sign-in round trip', () => {
  it('login/start sets a signed, HttpOnly, SameSite=Lax state cookie for 10 minutes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth-agent/login/start', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().authorizationRequestUrl).toMatch(/^\/login\?state=[\w-]{20,}$/);
    const line = cookieOf(res, 'portal_login_state')?.line ?? '';
    expect(line).toMatch(/^portal_login_state=[^;]+\.[^;]+;/);
    for (const part of ['HttpOnly', 'SameSite=Lax', 'Max-Age=600', 'Path=/']) expect(line).toContain(part);
  });

  it("start -> Authorize -> login/end opens a session on Grace's most recent active offer", async () => {
    const callback = await signIn();
    expect(callback.pageUrl).toMatch(/\/login\/callback\?code=[\w-]+&state=[\w-]+$/);
    const end = await loginEnd(callback);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ handled: true, isLoggedIn: true, borrowerId: 5005, applicationId: 7005,
      offerId: '1004', loanId: 2004 });
    expect(end.json().csrf).toMatch(/^[\w-]{20,}$/);
    const session = cookieOf(end, 'portal_session');
    expect(session?.line).toContain('SameSite=Strict');
    expect(cookieOf(end, 'portal_login_state')?.line).toMatch(/Expires=Thu, 01 Jan 1970/);
    const dash = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: GRACE.offerId }, { cookie: session?.pair ?? '', csrfToken: '', setCookie: '' }, { csrf: false });
    expect(dash.statusCode).toBe(200);
    expect(dash.json()).toMatchObject({ currentUserApplicaitonID: 7005, isApplicationCompleted: true, offerStatusID: 4 });
  });

  it('a code works once', async () => {
    const callback = await signIn();
    expect((await loginEnd(callback)).statusCode).toBe(200);
    const again = await loginEnd(callback);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LOGIN_STATE_INVALID');
  });

  it('400 LOGIN_STATE_INVALID without the state cookie, with another sign-in state, or an expired code', async () => {
    const callback = await signIn();
    expect((await loginEnd(callback, '')).json().code).toBe('LOGIN_STATE_INVALID');
    const other = await signIn();
    expect((await loginEnd(callback, other.stateCookie)).json().code).toBe('LOGIN_STATE_INVALID');
    await t.testDb.db.query(`UPDATE login_codes SET expires_at = now() - interval '1 second'`);
    const expired = await loginEnd(callback);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('LOGIN_STATE_INVALID');
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
    await loginEnd(callback, callback.stateCookie, logged);
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

  it('logout: 403 with a wrong x-origination-csrf; with the right one the session is gone and the signed-out page is next', async () => {
    const s = await login();
    const wrong = await agent('/oauth-agent/logout', s.cookie, 'not-the-token');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF_INVALID');
    expect((await agent('/oauth-agent/logout', s.cookie)).statusCode).toBe(403);

    const res = await agent('/oauth-agent/logout', s.cookie, s.csrfToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/signed-out' });
    expect(cookieOf(res, 'portal_session')?.line).toMatch(/^portal_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.testDb.db.query('SELECT 1 FROM sessions WHERE csrf_token_hash = $1', [sha256(s.csrfToken)])).toEqual([]);
    const next = await post(t.app, '/api/GetBorrowerDashboardData', { offerId: GRACE.offerId }, s, { csrf: false });
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('UNAUTHENTICATED');
  });
});
