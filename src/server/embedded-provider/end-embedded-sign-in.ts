import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Db } from '../db/types';
import { revokeGrant } from './provider-records';

/** The provider's sign-in cookie (node-oidc-provider's default name), beside the portal's own, on the same site. */
const PROVIDER_SESSION_COOKIE = '_session';

/**
 * Ends the borrower's sign-in at the portal's own provider when they sign out of the portal: its session in this
 * browser, and the grants it gave the portal, with every code and token of them.
 */
export async function endEmbeddedSignIn(provider: Provider, db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const cookieId = request.cookies[PROVIDER_SESSION_COOKIE];
  const session = cookieId ? await provider.Session.find(cookieId) : undefined;
  if (session) {
    for (const { grantId } of Object.values(session.authorizations ?? {})) if (grantId) await revokeGrant(db, grantId);
    await session.destroy();
  }
  for (const name of [PROVIDER_SESSION_COOKIE, `${PROVIDER_SESSION_COOKIE}.sig`]) reply.clearCookie(name, { path: '/' });
}
