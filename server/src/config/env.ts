import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The whole configuration, read once from the environment (docs/style.md rule 10: nothing else reads
 * process.env). Every value is validated; a bad one stops the process with a message that names it.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  /** Unset: the embedded PostgreSQL (PGlite) under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  premiumPriceCents: number;
  premiumCurrency: string;
  gravatarBaseUrl: string;
  adminEmails: string[];
  demoData: boolean;
  /** Where the built client lives; served at `/` when it exists. */
  clientDist: string;
  /** Worker processes sharing the port (node:cluster); 1 = one process. Only with DATABASE_URL. */
  webConcurrency: number;
  /** How many proxies in front may set X-Forwarded-For (0 = none): the client IP for abuse limits. */
  trustProxy: number;
  /** GRAPHQL_TRUSTED_DOCUMENTS=only: /graphql runs the app's own persisted documents and nothing else. */
  graphqlTrustedDocuments: boolean;
  /**
   * How Premium is paid: Stripe with STRIPE_SECRET_KEY; otherwise the local test checkout, except in
   * production, where Premium is switched off (a test checkout there would make anyone Premium).
   */
  payments: 'stripe' | 'local' | 'disabled';
  /**
   * How mail goes out: SMTP with SMTP_URL; otherwise printed in the log (development, tests), except
   * in production, where nothing is printed (a log is not a mailbox: it would hold sign-in codes)
   * and sign-in by code answers 503.
   */
  mail: 'smtp' | 'log' | 'disabled';
  /** Longest wait for a pooled database connection before the request answers 503. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL statement_timeout of every pooled connection; a slower statement answers 503. */
  dbStatementTimeoutMs: number;
  /**
   * Hot standbys of DATABASE_URL (DATABASE_REPLICA_URLS, comma-separated) that serve the reads
   * which may be a moment stale (db/replicas.ts); none by default.
   */
  databaseReplicaUrls: string[];
  /** A replica further behind than this (REPLICA_MAX_LAG_MS) serves nothing until it catches up. */
  replicaMaxLagMs: number;
  /** The mail outbox (docs/notifications.md): first retry delay (doubled per failure), attempts before a mail is dead, sweep period, lease. */
  mailRetryBaseMs: number;
  mailMaxAttempts: number;
  /** The longest wait between two attempts of one mail (the backoff's cap). */
  mailRetryMaxMs: number;
  mailSweepMs: number;
  mailLeaseMs: number;
  /** METRICS_TOKEN: the bearer token `/metrics` asks in production (without one it is off there). */
  metricsToken: string | undefined;
  /**
   * Web Push's VAPID key pair and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT).
   * Without them: generated once and kept in the data folder in development, made for the process
   * in tests, and undefined in production, where push is off (docs/notifications.md).
   */
  vapid: VapidKeys | undefined;
  /** The push outbox's backoff: first retry delay (doubled per failure), its cap, attempts before a push is dead. */
  pushRetryBaseMs: number;
  pushRetryMaxMs: number;
  pushMaxAttempts: number;
}

/** The server's identity towards the push services (RFC 8292), base64url keys as browsers take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services may reach the operator at. */
  subject: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Parses and validates the environment. Throws ConfigError listing every bad value at once. */
export function parseConfig(env: Env, opts: { cwd?: string; clientDist?: string } = {}): Config {
  const problems: string[] = [];
  const cwd = opts.cwd ?? process.cwd();
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };

  const url = (name: string, protocols: string[]) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL (got "${raw}")`);
      return undefined;
    }
  };

  const bool = (name: string, fallback: boolean) => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const rawEnv = value('NODE_ENV') ?? 'development';
  const nodeEnv = (
    ['development', 'production', 'test'].includes(rawEnv) ? rawEnv : 'development'
  ) as Config['nodeEnv'];
  if (nodeEnv !== rawEnv) problems.push(`NODE_ENV must be development, production or test (got "${rawEnv}")`);

  const port = int('PORT', 4000, 0, 65535);
  const appUrl = url('APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  // The default is the repository's .data whatever the working directory: `npm start` (root),
  // `npm run dev` (server/) and the CLIs (`npm run admin`, `ledger:check`) must open the same folder.
  const dataDir = value('DATA_DIR') ? path.resolve(cwd, value('DATA_DIR')!) : path.join(repoRoot(), '.data');

  let jwtSecret = value('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  // The generated secret lives in one machine's data folder: several instances sharing a
  // PostgreSQL server would each make their own and refuse each other's tokens.
  if (jwtSecret === undefined && nodeEnv === 'production' && databaseUrl !== undefined) {
    problems.push(
      'JWT_SECRET is required in production with DATABASE_URL (at least 32 characters; the generated one serves one embedded instance only)',
    );
  }

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = value('MAIL_FROM') ?? 'Energy Exchange <no-reply@energy-exchange.local>';
  // Tests shorten these so an SMTP outage does not cost 30 s (docs/notifications.md).
  const mailRetryBaseMs = int('MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000);
  const mailMaxAttempts = int('MAIL_MAX_ATTEMPTS', 8, 1, 50);
  const mailRetryMaxMs = int('MAIL_RETRY_MAX_MS', 3_600_000, 10, 86_400_000);
  const mailSweepMs = int('MAIL_SWEEP_MS', 15_000, 50, 3_600_000);
  const mailLeaseMs = int('MAIL_LEASE_MS', 120_000, 100, 3_600_000);

  const stripeSecretKey = value('STRIPE_SECRET_KEY');
  if (stripeSecretKey !== undefined && !/^(sk|rk)_(test|live)_\w+$/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…');
  }
  const stripeWebhookSecret = value('STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret !== undefined && !stripeWebhookSecret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must start with whsec_');
  }
  if (stripeSecretKey !== undefined && stripeWebhookSecret === undefined) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  const stripeApiBase = url('STRIPE_API_BASE', ['http:', 'https:']);

  const premiumPriceCents = int('PREMIUM_PRICE_CENTS', 2900, 50, 10_000_000);
  const premiumCurrency = (value('PREMIUM_CURRENCY') ?? 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(premiumCurrency)) {
    problems.push(`PREMIUM_CURRENCY must be a three-letter ISO currency code (got "${premiumCurrency}")`);
  }

  const gravatarBaseUrl = url('GRAVATAR_BASE_URL', ['http:', 'https:']) ?? 'https://gravatar.com';

  const adminEmails = (value('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const e of adminEmails) if (!EMAIL.test(e)) problems.push(`ADMIN_EMAILS has an invalid email: "${e}"`);

  const webConcurrency = int('WEB_CONCURRENCY', 1, 1, 64);
  const trustProxy = int('TRUST_PROXY', 0, 0, 10);
  const trustedDocuments = value('GRAPHQL_TRUSTED_DOCUMENTS') ?? 'any';
  if (trustedDocuments !== 'only' && trustedDocuments !== 'any')
    problems.push(`GRAPHQL_TRUSTED_DOCUMENTS must be "only" or "any" (got "${trustedDocuments}")`);
  const dbConnectTimeoutMs = int('DB_CONNECT_TIMEOUT_MS', 5_000, 100, 60_000);
  const dbStatementTimeoutMs = int('DB_STATEMENT_TIMEOUT_MS', 15_000, 100, 600_000);
  const databaseReplicaUrls = (value('DATABASE_REPLICA_URLS') ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const u of databaseReplicaUrls)
    if (!/^postgres(ql)?:\/\/./.test(u) || !URL.canParse(u))
      problems.push(`DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas (got "${u}")`);
  if (databaseReplicaUrls.length > 0 && databaseUrl === undefined)
    problems.push('DATABASE_REPLICA_URLS needs DATABASE_URL: replicas are standbys of a PostgreSQL server');
  const replicaMaxLagMs = int('REPLICA_MAX_LAG_MS', 2_000, 10, 600_000);
  const metricsToken = value('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters (it guards /metrics in production)');

  const pushRetryBaseMs = int('PUSH_RETRY_BASE_MS', 30_000, 10, 3_600_000);
  const pushRetryMaxMs = int('PUSH_RETRY_MAX_MS', 3_600_000, 10, 86_400_000);
  const pushMaxAttempts = int('PUSH_MAX_ATTEMPTS', 8, 1, 50);
  const vapidGiven = vapidFromEnv(
    value('VAPID_PUBLIC_KEY'),
    value('VAPID_PRIVATE_KEY'),
    value('VAPID_SUBJECT'),
    problems,
  );

  const production = nodeEnv === 'production';
  const payments: Config['payments'] = stripeSecretKey !== undefined ? 'stripe' : production ? 'disabled' : 'local';
  const mail: Config['mail'] = smtpUrl !== undefined ? 'smtp' : production ? 'disabled' : 'log';

  // Demo data makes a fresh embedded install feel alive; on a real database it is opt-in.
  const demoData = bool('DEMO_DATA', databaseUrl === undefined);

  if (problems.length > 0) throw new ConfigError(problems);

  if (jwtSecret === undefined) jwtSecret = loadOrCreateSecret(dataDir);
  // Development keeps its keys with the embedded data, so a browser's subscription survives a
  // restart; a test process makes its own (and writes nothing); production asks for them.
  const vapid =
    vapidGiven ??
    (nodeEnv === 'development' ? loadOrCreateVapidKeys(dataDir) : nodeEnv === 'test' ? newVapidKeys() : undefined);

  return {
    nodeEnv,
    port,
    appUrl,
    databaseUrl,
    dataDir,
    jwtSecret,
    smtpUrl,
    mailFrom,
    mailRetryBaseMs,
    mailMaxAttempts,
    mailRetryMaxMs,
    mailSweepMs,
    mailLeaseMs,
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiBase,
    premiumPriceCents,
    premiumCurrency,
    gravatarBaseUrl,
    adminEmails,
    demoData,
    // CLIENT_DIST lets a test run or a deployment serve a client built elsewhere.
    clientDist:
      opts.clientDist ??
      (value('CLIENT_DIST') ? path.resolve(cwd, value('CLIENT_DIST')!) : path.join(repoRoot(), 'client', 'dist')),
    webConcurrency,
    trustProxy,
    graphqlTrustedDocuments: trustedDocuments === 'only',
    payments,
    mail,
    dbConnectTimeoutMs,
    dbStatementTimeoutMs,
    metricsToken,
    databaseReplicaUrls,
    replicaMaxLagMs,
    vapid,
    pushRetryBaseMs,
    pushRetryMaxMs,
    pushMaxAttempts,
  };
}

/** One sentence per feature the configuration switches off; start-up logs each (serve.ts). */
export function disabledFeatures(
  config: Pick<Config, 'payments' | 'mail' | 'nodeEnv' | 'metricsToken' | 'vapid'>,
): string[] {
  const off: string[] = [];
  if (config.payments === 'disabled') {
    off.push(
      'Premium is disabled: STRIPE_SECRET_KEY is not set (production never serves the local test checkout); checkout answers 503',
    );
  }
  if (config.nodeEnv === 'production' && config.metricsToken === undefined) {
    off.push('Metrics are off: METRICS_TOKEN is not set; /metrics answers 404');
  }
  if (config.mail === 'disabled') {
    off.push(
      'Email is disabled: SMTP_URL is not set; sign-in by code answers 503 and no mail content is written to the log',
    );
  }
  if (config.vapid === undefined) {
    off.push(
      'Push notifications are disabled: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set; /api/push/public-key answers 503',
    );
  }
  return off;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const bytesOf = (key: string) => Buffer.from(key, 'base64url');

/** The three VAPID variables: all or none, each in the shape browsers and push services expect. */
function vapidFromEnv(
  publicKey: string | undefined,
  privateKey: string | undefined,
  subject: string | undefined,
  problems: string[],
): VapidKeys | undefined {
  if (publicKey === undefined && privateKey === undefined && subject === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined || subject === undefined) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are set together or not at all');
    return undefined;
  }
  const before = problems.length;
  if (!BASE64URL.test(publicKey) || bytesOf(publicKey).length !== 65 || bytesOf(publicKey)[0] !== 4)
    problems.push('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (87 characters)');
  if (!BASE64URL.test(privateKey) || bytesOf(privateKey).length !== 32)
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters)');
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject))
    problems.push('VAPID_SUBJECT must be a mailto: address or an https: URL');
  return problems.length === before ? { publicKey, privateKey, subject } : undefined;
}

/** A fresh P-256 key pair in VAPID's encoding (the raw public point and the private scalar, base64url). */
export function newVapidKeys(subject = 'mailto:push@energy-exchange.local'): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const d = privateKey.export({ format: 'jwk' }).d!;
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return { publicKey: point.toString('base64url'), privateKey: d, subject };
}

/** Development's VAPID keys, kept in the data folder beside the JWT secret. */
function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = newVapidKeys();
  writeFileSync(file, JSON.stringify(keys) + '\n', { mode: 0o600 });
  return keys;
}

/** A random secret kept in the data folder, so tokens survive restarts without any setup. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * The repository root, found from this file whether it runs from src/ (tests) or dist/ (built).
 * server/dist has `client/` and `server/` too (the compiled persisted-documents manifest), but no
 * package.json.
 */
export function repoRoot(): string {
  let dir = import.meta.dirname;
  while (!(
    existsSync(path.join(dir, 'client')) &&
    existsSync(path.join(dir, 'server')) &&
    existsSync(path.join(dir, 'package.json'))
  )) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
