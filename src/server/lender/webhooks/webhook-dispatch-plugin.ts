import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { startWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher';

/**
 * The dispatcher runs while the server does: started when the app is ready, stopped as it begins to close (preClose,
 * before any onClose hook closes the database), its deliveries in flight finished and recorded.
 */
export function registerWebhookDispatch(app: FastifyInstance, config: Config, db: Db): void {
  if (!config.webhookDispatch) return;
  let dispatcher: WebhookDispatcher | null = null;
  app.addHook('onReady', async () => {
    dispatcher = startWebhookDispatcher({
      db, log: app.log.child({ component: 'webhooks' }), pollMs: config.webhookPollMs,
      retryBaseMs: config.webhookRetryBaseMs, maxAttempts: config.webhookMaxAttempts,
      allowLoopbackHttp: config.webhookAllowLoopbackHttp,
    });
  });
  app.addHook('preClose', async () => {
    await dispatcher?.stop();
  });
}
