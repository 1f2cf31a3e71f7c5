import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/types';
import type { PiiCipher } from '../pii/pii-cipher';
import type { ProfileReader } from '../profile/read-profile';
import type { AnswersCheck } from '../screens/answer-screens';
import type { SignInIssuer } from '../sign-in/openid-issuer';

export interface RouteContext {
  config: Config;
  db: Db;
  /** Seals and opens the date of birth. */
  pii: PiiCipher;
  /** Reads profiles, keeping each until its offer's profile version moves. */
  profiles: ProfileReader;
  /** The schema check of each screen that saves through SaveScreenAnswers, by screen id. */
  answerChecks: Map<string, AnswersCheck>;
  /** The portal's own OpenID provider, when it is the issuer borrowers sign in with. */
  embeddedProvider: Provider | null;
  /** The OpenID provider borrowers sign in with (the embedded one, or the one configured). */
  signIn: SignInIssuer;
}

/** Registers a call (or calls) on the scope it is given. */
export type RouteRegistration = (app: FastifyInstance, ctx: RouteContext) => void;

/**
 * Who makes a call, and so which scope registers it: `public` (no session: the offer link's ids, identity answers or
 * credentials are what it checks), `borrower` (session-guarded, as each call declares in `config.session`) or
 * `lender` (a lender key as bearer token, counted against its rate limit).
 */
const CALLERS = ['public', 'borrower', 'lender'] as const;
export type Caller = (typeof CALLERS)[number];

/** What a route file (`*.route.ts`) exports by default: its caller and its registration. */
export interface RouteFile {
  caller: Caller;
  register: RouteRegistration;
}

export const calledBy = (caller: Caller, register: RouteRegistration): RouteFile => ({ caller, register });

export const API_SCHEMA = 'https://refi-portal.local/schemas/api/';

export const ref = (name: string): { $ref: string } => ({ $ref: `${API_SCHEMA}${name}` });

/** Response schemas every route shares for its error answers. */
export const errorResponses = { '4xx': ref('ErrorResponse.json'), '5xx': ref('ErrorResponse.json') };

/** The route files `import.meta.glob` found, by file name; a file without a `calledBy` default export stops the start. */
export function routeFiles(found: Record<string, RouteFile | undefined>): RouteFile[] {
  return Object.entries(found).map(([file, route]) => {
    if (typeof route?.register !== 'function' || !(CALLERS as readonly string[]).includes(route.caller)) {
      throw new Error(`${file} registers no route: its default export must be calledBy(caller, registration)`);
    }
    return route;
  });
}
