import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { generateKeyPairSync } from 'node:crypto';
import { startStripeDouble } from '../../server/test/stripe-double.js';

/** A VAPID key pair for this run, in the encoding the server reads (raw point and scalar, base64url). */
function vapidKeys(): Record<string, string> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    VAPID_PUBLIC_KEY: publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url'),
    VAPID_PRIVATE_KEY: privateKey.export({ format: 'jwk' }).d!,
    VAPID_SUBJECT: 'mailto:e2e@example.com',
  };
}

const root = path.resolve(import.meta.dirname, '../..');
export const ARTIFACTS = path.join(root, 'test-artifacts');

/**
 * Starts what the journeys need, once per group: an SMTP server that files every mail under
 * test-artifacts/mail-<group>/ (tests read codes from there), a database (a fresh one on
 * TEST_DATABASE_URL's server, else the embedded PGlite in a temp folder), a local double of Stripe
 * that the real Stripe SDK talks to and whose hosted checkout page the browser pays on (production
 * mode has no local test checkout), and the built server.
 */
export default async function setup(project: TestProject) {
  // Each group of journeys run side by side (scripts/browser-tests.mjs) has its own server,
  // database and mail folder: one group's journeys never see another's members or mail.
  const group = process.env.E2E_GROUP ? `-${process.env.E2E_GROUP}` : '';
  const mailDir = path.join(ARTIFACTS, `mail${group}`); // test-artifacts/mail when run alone
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  mkdirSync(path.join(ARTIFACTS, 'screenshots'), { recursive: true });

  let seq = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          writeFileSync(
            path.join(mailDir, `${rcpt.address}.${String(++seq).padStart(4, '0')}.eml`),
            Buffer.concat(chunks),
          );
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const stripe = await startStripeDouble();
  const webhookSecret = 'whsec_e2e_stripe_double';
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    DEMO_DATA: 'true',
    ADMIN_EMAILS: 'e2e-admin@example.com',
    STRIPE_SECRET_KEY: 'sk_test_e2e_double',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    // As behind one proxy: each journey says its members' address in X-Forwarded-For (browser.ts,
    // journeyAddress), so the per-address abuse limits count each journey apart, as for members
    // at different places, and stay what production has.
    TRUST_PROXY: '1',
    // Production has push only with VAPID keys: the journeys turn it on in Settings.
    ...vapidKeys(),
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let dataDir: string | undefined;
  if (serverUrl) {
    const name = `ee_e2e_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ee-e2e-'));
    env.DATA_DIR = dataDir;
  }

  const port = 20000 + Math.floor(Math.random() * 20000);
  env.PORT = String(port);
  env.APP_URL = `http://127.0.0.1:${port}`;
  stripe.sendWebhooksTo(`${env.APP_URL}/api/premium/webhook`, webhookSecret);
  const server = spawn(process.execPath, [path.join(root, 'server/dist/server/src/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  await waitUntilUp(env.APP_URL, server, () => log);

  project.provide('appUrl', env.APP_URL);
  project.provide('mailDir', mailDir);
  // Where a journey may move time on (an occurrence's start into the past): the database itself.
  project.provide('databaseUrl', env.DATABASE_URL ?? (await embeddedDatabaseUrl(() => log)));

  return async () => {
    await stop(server);
    writeFileSync(path.join(ARTIFACTS, `e2e-server${group}.log`), log);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await stripe.close();
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/categories`)).ok) return;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The embedded database's address, as the server's start line says it (it picks a free port). */
async function embeddedDatabaseUrl(log: () => string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const url = /"embeddedDatabaseUrl":"([^"]+)"/.exec(log())?.[1];
    if (url) return url;
    if (Date.now() > deadline) throw new Error(`the server did not say where its embedded database is:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailDir: string;
    databaseUrl: string;
  }
}
