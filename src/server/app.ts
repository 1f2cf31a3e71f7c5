import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type Ajv from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { addVocabulary, ajvOptions } from '../shared/validation/create-ajv';
import { defaultSchemasDir, loadSchemaDocuments } from '../shared/validation/schema-documents';
import type { Config } from './config';
import type { Db } from './db/types';
import { decorateAuditedTransactions } from './audit/audited-transaction';
import { embeddedProvider } from './embedded-provider/embedded-provider';
import { mountEmbeddedProvider } from './embedded-provider/mount-provider';
import { AppError, installErrorHandling } from './errors';
import { noStoreForApi } from './cache-control';
import { loggerOptions } from './logger';
import { registerApiDocs } from './openapi';
import { piiCipherOf } from './pii/pii-cipher';
import { answerSavesWithProfile } from './profile/profile-after-save';
import { profileReader } from './profile/read-profile';
import { databaseRateLimitStore } from './rate-limit/database-store';
import { registerCalls } from './routes/callers';
import { signInIssuerOf } from './sign-in/sign-in-issuer';
import { answerChecks } from './screens/answer-screens';
import { screenSaves } from './screens/screen-saves';
import { lazyServerSchemas } from './screens/server-schemas';
import { decorateStoredBody } from './screens/stored-body';
import { directoryCodeStore, defaultRouteCodeDir } from './route-code/code-store';
import { storedCompilersFactory } from './route-code/compilers-factory';
import { registerSecurityHeaders } from './security-headers';
import { registerStatic } from './static';
import { builtPageRenderer } from './pages/page-renderer';
import { registerWebhookDispatch } from './lender/webhooks/webhook-dispatch-plugin';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Log destination (tests capture lines); default stdout. */
  logStream?: DestinationStream;
  schemasDir?: string;
  /** Where route validators and serializers are kept as generated code (default under node_modules/.cache). */
  routeCodeDir?: string;
}

/**
 * addVocabulary already adds ajv-formats; @fastify/ajv-compiler adds them again unless a plugin is named
 * `formatsPlugin`, which would throw "Keyword formatMaximum is already defined".
 */
const formatsPlugin = (ajv: Ajv): Ajv => addVocabulary(ajv);

export async function buildApp({ config, db, logStream, schemasDir, routeCodeDir }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Same vocabulary as the browser; bodies are validated as sent (no coercion, no defaults, nothing removed).
    ajv: { customOptions: { ...ajvOptions, removeAdditional: false }, plugins: [formatsPlugin] },
    schemaController: {
      compilersFactory: storedCompilersFactory(directoryCodeStore(routeCodeDir ?? defaultRouteCodeDir())),
    },
  });
  for (const doc of loadSchemaDocuments(schemasDir)) app.addSchema(doc.schema);
  app.decorateRequest('portalSession', null);
  app.decorateRequest('lenderKey', null);
  // The API speaks JSON only: any other body answers 415.
  app.removeContentTypeParser('text/plain');

  installErrorHandling(app);
  noStoreForApi(app);
  await app.register(cookie, { secret: config.sessionSecret, hook: 'onRequest' });
  await app.register(rateLimit, {
    global: false,
    // The standard headers (RateLimit-Limit, -Remaining, -Reset, and Retry-After on a 429), not X-RateLimit-*.
    enableDraftSpec: true,
    store: databaseRateLimitStore(db, app.log),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await registerSecurityHeaders(app);
  await registerStatic(app, config.staticDir, builtPageRenderer(config.renderDir));
  await registerApiDocs(app);

  const pii = piiCipherOf(config);
  const screensDir = schemasDir ?? defaultSchemasDir();
  // One ajv over the schema documents, made when a screen's answers or rules first need it.
  const schemas = lazyServerSchemas(screensDir);
  const saves = screenSaves(screensDir, schemas);
  // An external issuer takes the embedded provider's place: it is then neither made nor mounted.
  const embedded = config.oidcIssuer ? null : embeddedProvider(config, db);
  const ctx = {
    config, db, pii, profiles: profileReader(db, pii), answerChecks: answerChecks(screensDir, schemas),
    embeddedProvider: embedded, signIn: signInIssuerOf(config, app),
  };
  decorateAuditedTransactions(app, db);
  decorateStoredBody(app, saves, ctx.profiles);
  answerSavesWithProfile(app, ctx);
  if (embedded) await mountEmbeddedProvider(app, embedded);
  await registerCalls(app, ctx);
  registerWebhookDispatch(app, config, db);
  return app;
}
