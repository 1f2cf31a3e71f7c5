import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  sessionSecret: string;
  piiHashKey: string;
  /** AES-GCM key for the date of birth at rest; values sealed under a previous key still open and are re-sealed. */
  piiEncryptionKey: string;
  piiEncryptionPreviousKeys: string[];
  cookieSecure: boolean;
  sessionIdleMinutes: number;
  /** Absolute session lifetime, however active the session is. */
  sessionMaxHours: number;
  maintenanceMode: boolean;
  logLevel: string;
  seedDemoData: boolean;
  staticDir: string;
  /** The app's page renderer (`npm run build:render`); pages are sent unrendered when it is not there. */
  renderDir: string;
  /** How long five failed identity checks lock a borrower (a sign-in account's lock is permanent). */
  identityLockMinutes: number;
  /** Requests per minute per IP on VerifyContact. */
  verifyRateLimit: number;
  /** Requests per minute per client address on the calls the offer link opens (GetOffer, consent, status by link). */
  publicRateLimit: number;
  /** Service calls per minute per lender key (every call of the key counts). */
  lenderRateLimit: number;
  /** Service calls refused for a wrong or absent lender key, per minute per client address. */
  lenderRefusedRateLimit: number;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it, or the per-IP limit can be dodged. */
  trustProxy: boolean;
  /** This server delivers webhooks (a dispatcher in the process); off, another server sharing the database does. */
  webhookDispatch: boolean;
  /** Webhook endpoints may be plain http://127.0.0.1: for tests only; otherwise an endpoint is HTTPS. */
  webhookAllowLoopbackHttp: boolean;
  /** How often the dispatcher looks for due events when none were waiting. */
  webhookPollMs: number;
  /** The first retry's wait; each further retry doubles it, up to an hour. */
  webhookRetryBaseMs: number;
  /** Attempts before an event is abandoned (kept, marked, for an operator). */
  webhookMaxAttempts: number;
  nodeEnv: string;
  /** The portal's public origin (`https://portal.example.com`): where the browser is sent back after signing in. */
  publicUrl: string;
  /** The embedded OpenID provider's signing key: a private JWK (RSA or EC), as JSON. */
  oidcSigningKey: string;
  /** The OpenID provider borrowers sign in with, when not the portal's own: its issuer, and the portal's client there. */
  oidcIssuer: { url: string; clientId: string; clientSecret: string } | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; throws one error listing every missing or invalid variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string, fallback: string): string => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? fallback : value.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name, String(fallback));
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name, String(fallback)).toLowerCase();
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = str('NODE_ENV', 'development');
  const databaseUrl = str('DATABASE_URL', '') || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const logLevel = str('LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const port = int('PORT', 3000, 0, 65535);
  const publicUrl = str('PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isOrigin(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) origin such as https://portal.example.com (got "${publicUrl}")`);

  const secretsRequired = databaseUrl !== null || nodeEnv === 'production';
  const oidcIssuer = issuerOf(str('OIDC_ISSUER_URL', ''), str('OIDC_CLIENT_ID', ''), str('OIDC_CLIENT_SECRET', ''), problems);
  const secret = (name: string): string => {
    const value = str(name, '');
    if (value === '') {
      if (secretsRequired) problems.push(`${name} is required when DATABASE_URL is set or NODE_ENV=production`);
    } else if (value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name} needs ${MIN_SECRET_LENGTH} or more characters`);
    }
    return value;
  };

  const config: Config = {
    port,
    host: str('HOST', '0.0.0.0'),
    databaseUrl,
    dataDir: resolve(str('DATA_DIR', './data')),
    sessionSecret: secret('SESSION_SECRET'),
    piiHashKey: secret('PII_HASH_KEY'),
    piiEncryptionKey: secret('PII_ENCRYPTION_KEY'),
    piiEncryptionPreviousKeys: str('PII_ENCRYPTION_PREVIOUS_KEYS', '').split(',').map((k) => k.trim()).filter(Boolean),
    cookieSecure: bool('COOKIE_SECURE', false),
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', 5, 1, 24 * 60),
    sessionMaxHours: int('SESSION_MAX_HOURS', 12, 1, 24 * 30),
    maintenanceMode: bool('MAINTENANCE_MODE', false),
    logLevel,
    seedDemoData: bool('SEED_DEMO_DATA', true),
    staticDir: resolve(str('STATIC_DIR', 'dist/client')),
    renderDir: resolve(str('RENDER_DIR', 'dist/render')),
    identityLockMinutes: int('IDENTITY_LOCK_MINUTES', 60, 1, 365 * 24 * 60),
    verifyRateLimit: int('VERIFY_RATE_LIMIT', 30, 1, 100000),
    publicRateLimit: int('PUBLIC_RATE_LIMIT', 60, 1, 100000),
    lenderRateLimit: int('LENDER_RATE_LIMIT', 120, 1, 100000),
    lenderRefusedRateLimit: int('LENDER_REFUSED_RATE_LIMIT', 120, 1, 100000),
    trustProxy: bool('TRUST_PROXY', false),
    webhookDispatch: bool('WEBHOOK_DISPATCH', true),
    webhookAllowLoopbackHttp: bool('WEBHOOK_ALLOW_LOOPBACK_HTTP', false),
    webhookPollMs: int('WEBHOOK_POLL_MS', 1000, 10, 60_000),
    webhookRetryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 10_000, 10, 3_600_000),
    webhookMaxAttempts: int('WEBHOOK_MAX_ATTEMPTS', 15, 1, 100),
    nodeEnv,
    publicUrl,
    // An external issuer signs its own tokens: the embedded provider, and its key, are not used.
    oidcSigningKey: oidcIssuer ? '' : secret('OIDC_SIGNING_KEY'),
    oidcIssuer,
  };
  if (config.oidcSigningKey && !isPrivateJwk(config.oidcSigningKey)) {
    problems.push('OIDC_SIGNING_KEY must be a private JWK (RSA or EC) as JSON');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  if (!config.sessionSecret || !config.piiHashKey || !config.piiEncryptionKey || (!oidcIssuer && !config.oidcSigningKey)) {
    const stored = embeddedSecrets(config.dataDir);
    config.sessionSecret ||= stored.SESSION_SECRET;
    config.piiHashKey ||= stored.PII_HASH_KEY;
    config.piiEncryptionKey ||= stored.PII_ENCRYPTION_KEY;
    if (!oidcIssuer) config.oidcSigningKey ||= stored.OIDC_SIGNING_KEY;
  }
  return config;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Loopback addresses, where a provider may answer over plain http (development and tests). */
export const isLoopbackUrl = (url: URL): boolean => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** An external issuer needs the portal's client id and secret there, and HTTPS unless it is on this machine. */
function issuerOf(url: string, clientId: string, clientSecret: string, problems: string[]): Config['oidcIssuer'] {
  if (url === '') {
    if (clientId || clientSecret) problems.push('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET need OIDC_ISSUER_URL');
    return null;
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    problems.push(`OIDC_ISSUER_URL must be a URL (got "${url}")`);
  }
  if (parsed && parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackUrl(parsed))) {
    problems.push('OIDC_ISSUER_URL must be https:// (plain http only on localhost)');
  }
  if (!clientId) problems.push('OIDC_CLIENT_ID is required with OIDC_ISSUER_URL');
  if (!clientSecret) problems.push('OIDC_CLIENT_SECRET is required with OIDC_ISSUER_URL');
  // As given: the issuer's discovery document must name exactly this issuer (some end in a slash).
  return { url, clientId, clientSecret };
}

function isPrivateJwk(value: string): boolean {
  try {
    const jwk = JSON.parse(value) as Record<string, unknown>;
    return (jwk.kty === 'RSA' || jwk.kty === 'EC') && typeof jwk.d === 'string';
  } catch {
    return false;
  }
}

const randomSecret = (): string => randomBytes(32).toString('base64url');

/** A new RSA signing key for the embedded provider's ID tokens (RS256, which every OpenID client accepts). */
const newSigningKey = (): string =>
  JSON.stringify(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }));

const STORED_SECRETS = {
  SESSION_SECRET: randomSecret,
  PII_HASH_KEY: randomSecret,
  PII_ENCRYPTION_KEY: randomSecret,
  OIDC_SIGNING_KEY: newSigningKey,
} as const;
type StoredSecrets = Record<keyof typeof STORED_SECRETS, string>;

/**
 * Embedded mode only (development and demos): secrets generated once and kept in DATA_DIR/secrets.json (0600).
 * A file from an older version gains the secrets it lacks and keeps the ones it has.
 */
function embeddedSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  const stored: Partial<StoredSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const names = Object.keys(STORED_SECRETS) as (keyof StoredSecrets)[];
  if (names.every((name) => stored[name])) return stored as StoredSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets = Object.fromEntries(names.map((name) => [name, stored[name] || STORED_SECRETS[name]()])) as StoredSecrets;
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
