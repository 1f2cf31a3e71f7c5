import { randomToken } from '../../auth/crypto';
import type { Queryable } from '../../db/types';
import { findLenderSystem } from '../keys/key-records';
import { deleteWebhookEndpoint, upsertWebhookEndpoint } from './webhook-records';
import { webhookUrlProblem } from './webhook-url';

/** Prefix of every signing secret, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

async function systemIdOf(db: Queryable, systemName: string): Promise<number> {
  const system = await findLenderSystem(db, systemName);
  if (!system) throw new Error(`No lender system is named "${systemName}" (npm run lender-key -- list shows them).`);
  return system.lenderSystemId;
}

/**
 * Sets where the system's events go, with a new signing secret (returned once; a receiver verifies with it). Setting
 * it again replaces the URL and the secret: events not yet delivered go to the new URL, signed with the new secret.
 */
export async function setWebhookEndpoint(
  db: Queryable, systemName: string, url: string, allowLoopbackHttp: boolean,
): Promise<string> {
  const problem = webhookUrlProblem(url, allowLoopbackHttp);
  if (problem) throw new Error(problem);
  const signingSecret = `${WEBHOOK_SECRET_PREFIX}${randomToken(32)}`;
  await upsertWebhookEndpoint(db, await systemIdOf(db, systemName), url, signingSecret);
  return signingSecret;
}

/** Stops the system's events: its endpoint and its undelivered events are deleted. */
export async function removeWebhookEndpoint(db: Queryable, systemName: string): Promise<void> {
  if (!(await deleteWebhookEndpoint(db, await systemIdOf(db, systemName)))) {
    throw new Error(`The lender system "${systemName}" has no webhook endpoint.`);
  }
}
