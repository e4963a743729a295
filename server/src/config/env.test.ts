import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, disabledFeatures, newVapidKeys, parseConfig } from './env.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'ee-config-'));

describe('parseConfig', () => {
  it('has working defaults for a fresh machine: embedded database, demo data, port 4000', () => {
    const dir = tmp();
    const c = parseConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 4000,
      appUrl: 'http://localhost:4000',
      databaseUrl: undefined,
      demoData: true,
      dataDir: dir,
      premiumCurrency: 'usd',
      webConcurrency: 1,
      trustProxy: 0,
    });
  });

  it('keeps the default data folder at the repository root whatever the working directory (npm start, npm run dev, the CLIs)', () => {
    const env = { DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) };
    const fromRoot = parseConfig(env, { cwd: path.resolve(import.meta.dirname, '../../..') }).dataDir;
    const fromServer = parseConfig(env, { cwd: path.resolve(import.meta.dirname, '../..') }).dataDir;
    expect(fromServer).toBe(fromRoot);
    expect(fromRoot).toBe(path.resolve(import.meta.dirname, '../../../.data'));
    // An explicit DATA_DIR is still taken relative to the working directory.
    expect(parseConfig({ ...env, DATA_DIR: 'x' }, { cwd: '/tmp' }).dataDir).toBe('/tmp/x');
  });

  it('generates JWT_SECRET into DATA_DIR once and reuses it', () => {
    const dir = tmp();
    const first = parseConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(parseConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('turns demo data off by default on a real database', () => {
    const c = parseConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) });
    expect(c.demoData).toBe(false);
    expect(
      parseConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32), DEMO_DATA: 'on' }).demoData,
    ).toBe(true);
  });

  it('lists every bad value at once, naming each variable', () => {
    try {
      parseConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SMTP_URL: 'nope',
        STRIPE_SECRET_KEY: 'pk_test_123',
        PREMIUM_PRICE_CENTS: '-5',
        PREMIUM_CURRENCY: 'dollars',
        ADMIN_EMAILS: 'ok@x.com, broken',
        DEMO_DATA: 'maybe',
        NODE_ENV: 'staging',
      });
      throw new Error('accepted');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as ConfigError).message;
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'JWT_SECRET',
        'SMTP_URL',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'PREMIUM_PRICE_CENTS',
        'PREMIUM_CURRENCY',
        'ADMIN_EMAILS',
        'DEMO_DATA',
        'NODE_ENV',
      ]) {
        expect(msg).toContain(name);
      }
      expect((err as ConfigError).problems).toHaveLength(11);
    }
  });

  it('reads DATABASE_REPLICA_URLS as a list of standbys of DATABASE_URL, and refuses them without it or malformed', () => {
    const base = { DATABASE_URL: 'postgres://u@primary/db', JWT_SECRET: 'x'.repeat(32) };
    const c = parseConfig({ ...base, DATABASE_REPLICA_URLS: ' postgres://u@r1/db , postgresql://u@r2:5433/db,' });
    expect(c.databaseReplicaUrls).toEqual(['postgres://u@r1/db', 'postgresql://u@r2:5433/db']);
    expect(c.replicaMaxLagMs).toBe(2000);
    expect(parseConfig(base).databaseReplicaUrls).toEqual([]);
    expect(() => parseConfig({ DATA_DIR: tmp(), DATABASE_REPLICA_URLS: 'postgres://u@r1/db' })).toThrow(
      /DATABASE_REPLICA_URLS needs DATABASE_URL/,
    );
    expect(() => parseConfig({ ...base, DATABASE_REPLICA_URLS: 'mysql://r1/db', REPLICA_MAX_LAG_MS: '5' })).toThrow(
      /DATABASE_REPLICA_URLS must be postgres:\/\/ URLs[\s\S]*REPLICA_MAX_LAG_MS must be an integer from 10/,
    );
  });

  it('normalizes ADMIN_EMAILS and URLs', () => {
    const c = parseConfig({
      DATA_DIR: tmp(),
      ADMIN_EMAILS: ' Boss@X.com ,ops@x.com',
      APP_URL: 'https://ee.example.com/',
      GRAVATAR_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(c.adminEmails).toEqual(['boss@x.com', 'ops@x.com']);
    expect(c.appUrl).toBe('https://ee.example.com');
    expect(c.gravatarBaseUrl).toBe('http://127.0.0.1:9');
  });

  describe('production refuses unsafe defaults', () => {
    const prod = { NODE_ENV: 'production' };
    const TOKEN = 'm'.repeat(32);

    const VAPID = (() => {
      const k = newVapidKeys('mailto:ops@example.com');
      return { VAPID_PUBLIC_KEY: k.publicKey, VAPID_PRIVATE_KEY: k.privateKey, VAPID_SUBJECT: k.subject };
    })();

    it('switches Premium off without STRIPE_SECRET_KEY (never the local test checkout) and says so', () => {
      const c = parseConfig({
        ...prod,
        ...VAPID,
        DATA_DIR: tmp(),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        METRICS_TOKEN: TOKEN,
      });
      expect(c.payments).toBe('disabled');
      expect(disabledFeatures(c)).toEqual([
        expect.stringMatching(/^Premium is disabled: STRIPE_SECRET_KEY is not set/),
      ]);
      const stripe = parseConfig({
        ...prod,
        ...VAPID,
        DATA_DIR: tmp(),
        METRICS_TOKEN: TOKEN,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      });
      expect(stripe.payments).toBe('stripe');
      expect(disabledFeatures(stripe)).toEqual([]);
    });

    it('switches mail off without SMTP_URL (nothing printed to the log) and says so', () => {
      const c = parseConfig({ ...prod, ...VAPID, DATA_DIR: tmp(), METRICS_TOKEN: TOKEN });
      expect(c.mail).toBe('disabled');
      expect(disabledFeatures(c)).toEqual([
        expect.stringMatching(/^Premium is disabled/),
        expect.stringMatching(/^Email is disabled: SMTP_URL is not set; sign-in by code answers 503/),
      ]);
    });

    it('switches /metrics off without METRICS_TOKEN and says so; refuses a short token', () => {
      const c = parseConfig({ ...prod, ...VAPID, DATA_DIR: tmp(), SMTP_URL: 'smtp://127.0.0.1:2525' });
      expect(disabledFeatures(c)).toEqual([
        expect.stringMatching(/^Premium is disabled/),
        'Metrics are off: METRICS_TOKEN is not set; /metrics answers 404',
      ]);
      expect(() => parseConfig({ ...prod, DATA_DIR: tmp(), METRICS_TOKEN: 'short' })).toThrow(
        /METRICS_TOKEN must be at least 16 characters/,
      );
    });

    it('switches push off without the VAPID keys and says so; refuses half of them or a bad key', () => {
      const c = parseConfig({ ...prod, DATA_DIR: tmp(), SMTP_URL: 'smtp://127.0.0.1:2525', METRICS_TOKEN: TOKEN });
      expect(c.vapid).toBeUndefined();
      expect(disabledFeatures(c)).toEqual([
        expect.stringMatching(/^Premium is disabled/),
        expect.stringMatching(
          /^Push notifications are disabled: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/,
        ),
      ]);
      expect(parseConfig({ ...prod, ...VAPID, DATA_DIR: tmp() }).vapid).toEqual({
        publicKey: VAPID.VAPID_PUBLIC_KEY,
        privateKey: VAPID.VAPID_PRIVATE_KEY,
        subject: 'mailto:ops@example.com',
      });
      expect(() => parseConfig({ ...prod, DATA_DIR: tmp(), VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(
        /set together or not at all/,
      );
      expect(() => parseConfig({ ...prod, ...VAPID, DATA_DIR: tmp(), VAPID_PRIVATE_KEY: 'short' })).toThrow(
        /VAPID_PRIVATE_KEY must be a P-256 private key/,
      );
      expect(() => parseConfig({ ...prod, ...VAPID, DATA_DIR: tmp(), VAPID_SUBJECT: 'http://x.example' })).toThrow(
        /VAPID_SUBJECT must be a mailto: address or an https: URL/,
      );
    });

    it('generates VAPID keys once in development and keeps them in the data folder', () => {
      const dir = tmp();
      const first = parseConfig({ NODE_ENV: 'development', DATA_DIR: dir }).vapid;
      expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(parseConfig({ NODE_ENV: 'development', DATA_DIR: dir }).vapid).toEqual(first);
    });

    it('requires JWT_SECRET with DATABASE_URL (a generated secret serves one embedded instance only)', () => {
      expect(() => parseConfig({ ...prod, DATABASE_URL: 'postgres://u@h/db' })).toThrow(
        /JWT_SECRET is required in production with DATABASE_URL/,
      );
      expect(parseConfig({ ...prod, DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe(
        'x'.repeat(32),
      );
      // The embedded database is one instance: its generated secret is fine.
      expect(parseConfig({ ...prod, DATA_DIR: tmp() }).jwtSecret.length).toBeGreaterThanOrEqual(48);
    });

    it('keeps the local checkout and printed mails in development and tests', () => {
      for (const NODE_ENV of ['development', 'test']) {
        const c = parseConfig({ NODE_ENV, DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@h/db' });
        expect([c.payments, c.mail]).toEqual(['local', 'log']);
        expect(disabledFeatures(c)).toEqual([]);
      }
    });

    it('reads the database timeouts, with defaults', () => {
      expect(parseConfig({ DATA_DIR: tmp() })).toMatchObject({ dbConnectTimeoutMs: 5000, dbStatementTimeoutMs: 15000 });
      expect(
        parseConfig({ DATA_DIR: tmp(), DB_CONNECT_TIMEOUT_MS: '250', DB_STATEMENT_TIMEOUT_MS: '1000' }),
      ).toMatchObject({ dbConnectTimeoutMs: 250, dbStatementTimeoutMs: 1000 });
      expect(() => parseConfig({ DATA_DIR: tmp(), DB_STATEMENT_TIMEOUT_MS: '5' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    });
  });
});
