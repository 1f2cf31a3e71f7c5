// What `npm run lender-webhook` does and says. A refusal is thrown with its message.
import type { Queryable } from '../../db/types';
import { listWebhookEndpoints } from './webhook-records';
import { removeWebhookEndpoint, setWebhookEndpoint } from './webhook-endpoints';

export const LENDER_WEBHOOK_USAGE = 'usage: npm run lender-webhook -- set SYSTEM HTTPS-URL | list | remove SYSTEM';

export type LenderWebhookRequest =
  | { command: 'set'; systemName: string; url: string }
  | { command: 'remove'; systemName: string }
  | { command: 'list' };

/** The words after `npm run lender-webhook --`, or the usage thrown. */
export function parseLenderWebhookArgs(args: string[]): LenderWebhookRequest {
  const [command, first, second, ...rest] = args;
  if (command === 'set' && first && second && rest.length === 0) return { command, systemName: first, url: second };
  if (command === 'remove' && first && second === undefined) return { command, systemName: first };
  if (command === 'list' && first === undefined) return { command };
  throw new Error(LENDER_WEBHOOK_USAGE);
}

async function list(db: Queryable): Promise<string> {
  const endpoints = await listWebhookEndpoints(db);
  if (endpoints.length === 0) return 'No webhook endpoint yet: npm run lender-webhook -- set SYSTEM HTTPS-URL\n';
  return endpoints
    .map((e) => `${e.systemName}\t${e.url}\tset ${e.updatedAt}\t${e.pending} pending\t${e.abandoned} abandoned\n`)
    .join('');
}

/** Runs one request; returns what it prints. */
export async function lenderWebhookCommand(
  db: Queryable, request: LenderWebhookRequest, allowLoopbackHttp: boolean,
): Promise<string> {
  if (request.command === 'set') {
    const secret = await setWebhookEndpoint(db, request.systemName, request.url, allowLoopbackHttp);
    return `Webhook endpoint of lender system "${request.systemName}": ${request.url}\n` +
      'Its signing secret, shown once (the receiver verifies Portal-Signature with it):\n' +
      `${secret}\n`;
  }
  if (request.command === 'remove') {
    await removeWebhookEndpoint(db, request.systemName);
    return `Webhook endpoint of lender system "${request.systemName}" removed, with its undelivered events.\n`;
  }
  return list(db);
}
