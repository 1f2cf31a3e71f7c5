import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { claimDueDeliveries, markAttemptFailed, markDelivered, type ClaimedDelivery } from './webhook-records';
import { webhookUrlProblem } from './webhook-url';
import { deliverWebhook } from './deliver-webhook';

export interface WebhookDispatchOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  /** The first retry's wait; each further one doubles it, up to an hour. */
  retryBaseMs: number;
  maxAttempts: number;
  allowLoopbackHttp: boolean;
  /** Events claimed per round. */
  batch?: number;
  timeoutMs?: number;
}

export interface WebhookDispatcher {
  stop(): Promise<void>;
}

const MAX_RETRY_MS = 60 * 60 * 1000;

/** 2^(attempt-1) times the base, capped: 1 s, 2 s, 4 s, ... with the base of 1 s. */
export const retryDelayMs = (attempt: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.min(attempt - 1, 30), MAX_RETRY_MS);

async function attempt(d: ClaimedDelivery, opts: WebhookDispatchOptions): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const error = webhookUrlProblem(d.url, opts.allowLoopbackHttp) ?? (await deliverWebhook(d, timeoutMs));
  if (error === null) {
    await markDelivered(opts.db, d.webhookOutboxId);
    return;
  }
  const retryInMs = d.attempt >= opts.maxAttempts ? null : retryDelayMs(d.attempt, opts.retryBaseMs);
  await markAttemptFailed(opts.db, d.webhookOutboxId, error, retryInMs);
  opts.log.warn({ eventId: d.eventId, attempt: d.attempt, error, retryInMs }, 'webhook not delivered');
}

/**
 * Delivers the outbox in the server process: claims due events, sends each, records the outcome; sleeps `pollMs`
 * when nothing is due. Each claim is a lease longer than a delivery may take, so servers sharing the database never
 * send one event at the same time, and an event a stopped server held is sent again later (at least once).
 */
export function startWebhookDispatcher(opts: WebhookDispatchOptions): WebhookDispatcher {
  const batch = opts.batch ?? 10;
  const leaseSeconds = Math.ceil((opts.timeoutMs ?? 10_000) / 1000) + 50;
  let running = true;
  let wake: () => void = () => undefined;
  const sleep = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => { clearTimeout(timer); resolve(); };
  });
  const loop = (async () => {
    while (running) {
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claimDueDeliveries(opts.db, batch, leaseSeconds);
        await Promise.all(claimed.map((d) => attempt(d, opts)));
      } catch (error) {
        if (running) opts.log.error({ err: error }, 'webhook dispatch failed');
      }
      if (running && claimed.length < batch) await sleep(opts.pollMs);
    }
  })();
  return {
    async stop() {
      running = false;
      wake();
      await loop;
    },
  };
}
