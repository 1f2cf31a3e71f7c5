import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieOf } from './journey';

/** The browser's cookies, by name (the provider scopes some by path; every request here is on its path). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.expires && c.expires.getTime() <= Date.now()) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  value(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const pathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '');

/** A GET as the browser sends it, its cookies kept. */
export async function browse(app: FastifyInstance, url: string, jar: CookieJar): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'GET', url: pathOf(url), headers: { cookie: jar.header } });
  jar.keep(res);
  return res;
}

export interface BegunSignIn {
  jar: CookieJar;
  /** The agent's signed state cookie (`name=value`), for login/end. */
  stateCookie: string;
  /** The embedded provider's sign-in page the authorisation request led to (`/login/<uid>`). */
  signInPage: string;
}

/** login/start, then the browser at the authorisation URL, sent on to the sign-in page. */
export async function beginSignIn(app: FastifyInstance): Promise<BegunSignIn> {
  const start = await app.inject({ method: 'POST', url: '/oauth-agent/login/start', payload: {} });
  if (start.statusCode !== 200) throw new Error(`login/start failed: ${start.body}`);
  const jar = new CookieJar();
  const toPage = await browse(app, start.json().authorizationRequestUrl, jar);
  if (toPage.statusCode !== 303) throw new Error(`the provider did not send the browser to its sign-in page: ${toPage.body}`);
  return { jar, stateCookie: cookieOf(start, 'portal_login_state')?.pair ?? '', signInPage: String(toPage.headers.location) };
}

/** The sign-in page's post: the password check's answer. */
export async function postPassword(app: FastifyInstance, begun: BegunSignIn, login: object): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'POST', url: begun.signInPage, headers: { cookie: begun.jar.header }, payload: login });
  begun.jar.keep(res);
  return res;
}

/** A password tried at a new sign-in (its answer: 200, or the refusal). */
export async function tryPassword(app: FastifyInstance, login: object): Promise<LightMyRequestResponse> {
  return postPassword(app, await beginSignIn(app), login);
}

export interface Callback {
  /** The page the provider sent the browser back to (`/login/callback?code=...&state=...`). */
  pageUrl: string;
  stateCookie: string;
  /** The provider's cookies in the browser (its sign-in session among them). */
  jar: CookieJar;
}

/** Signs in at the embedded provider: the callback page the browser comes back to, for login/end. */
export async function signInAtProvider(app: FastifyInstance, login: object): Promise<Callback> {
  const begun = await beginSignIn(app);
  const signIn = await postPassword(app, begun, login);
  if (signIn.statusCode !== 200) throw new Error(`sign-in refused: ${signIn.body}`);
  const back = await browse(app, signIn.json().redirectUrl, begun.jar);
  if (back.statusCode !== 303) throw new Error(`the provider did not send the browser back: ${back.body}`);
  return { pageUrl: String(back.headers.location), stateCookie: begun.stateCookie, jar: begun.jar };
}

export const loginEnd = (app: FastifyInstance, callback: Pick<Callback, 'pageUrl' | 'stateCookie'>, cookie = callback.stateCookie) =>
  app.inject({ method: 'POST', url: '/oauth-agent/login/end', headers: cookie ? { cookie } : {}, payload: { pageUrl: callback.pageUrl } });
