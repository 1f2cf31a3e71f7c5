import type { RouteOptions } from 'fastify';
import { ORIGINATION_CSRF_HEADER, type SessionUse } from '../auth/session';

type SecurityRequirement = Record<string, string[]>;

/** The security schemes of document.ts. */
export const SecurityScheme = {
  lenderKey: 'lenderKey',
  session: 'borrowerSession',
  csrf: 'csrfToken',
  originationCsrf: 'originationCsrf',
} as const;

/**
 * Public calls that also read a session when one is sent (by operationId): each works without one, or with the
 * session (and, for a change, its CSRF header).
 */
const OPTIONAL_SESSION: Readonly<Record<string, SessionUse>> = {
  GetOfferStatus: { csrf: false },
  UpdateLanguagePreference: { csrf: true },
};

function sessionRequirement(use: SessionUse): SecurityRequirement {
  if (!use.csrf) return { [SecurityScheme.session]: [] };
  const csrf = use.csrfHeader === ORIGINATION_CSRF_HEADER ? SecurityScheme.originationCsrf : SecurityScheme.csrf;
  return { [SecurityScheme.session]: [], [csrf]: [] };
}

/**
 * A call's security: as its route declares (`schema.security`, the lender's bearer key), else from the session use
 * its route declares (`config.session`: the session cookie, and the CSRF header on a change), else none (the offer
 * link's ids, identity answers or credentials in the body are what it checks), or none or a session for the few
 * public calls that read one.
 */
export function securityOf(route: Pick<RouteOptions, 'config' | 'schema'>, operationId: string): SecurityRequirement[] {
  const declared = route.schema?.security;
  if (declared !== undefined) return declared as SecurityRequirement[];
  const use = route.config?.session;
  if (use !== undefined) return [sessionRequirement(use)];
  const optional = OPTIONAL_SESSION[operationId];
  return optional === undefined ? [] : [{}, sessionRequirement(optional)];
}
