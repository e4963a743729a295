// Proves the default of a fresh machine: the built server with no DATABASE_URL starts the embedded
// PostgreSQL in a new data folder, serves the app, takes a sign-up through /api, and stops cleanly on
// SIGTERM. Then it starts again on the same (warm) folder. Prints both start-up times.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ee-smoke-'));
const port = 4000 + Math.floor(Math.random() * 1000) + 1000;
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' };
for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'DEMO_DATA']) delete env[name];

async function start(label) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server/src/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/categories`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (performance.now() - t0 > 60_000) throw new Error(`server did not start in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const ms = Math.round(performance.now() - t0);
  console.log(`smoke: ${label} start-up ${ms} ms (until /api answers)`);
  return { child, exited, ms, log: () => log };
}

async function stop(server) {
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  if (code !== 0) throw new Error(`server did not exit cleanly on SIGTERM (code ${code}):\n${server.log()}`);
}

const fail = (msg) => {
  console.error(`smoke: FAILED: ${msg}`);
  process.exit(1);
};

try {
  const fresh = await start('fresh data folder');
  const email = `smoke-${Date.now()}@example.com`;
  const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1', full_name: 'Smoke Test' }),
  });
  const body = await signup.json();
  if (signup.status !== 201 || body.user?.energy_points !== 1 || body.access_token?.split('.').length !== 3) {
    fail(`sign-up answered ${signup.status} ${JSON.stringify(body)}`);
  }
  const page = await fetch(`http://127.0.0.1:${port}/`);
  const html = await page.text();
  // The built page carries the landing prerendered into its root (client/vite.config.ts).
  if (!/<div id="root"[^>]*data-prerendered="landing"/.test(html))
    fail('the app (with its prerendered landing) is not served at /');
  const coaches = await fetch(`http://127.0.0.1:${port}/api/validate-referral/DEMO0001`).then((r) => r.json());
  if (!coaches.valid) fail('demo data was not loaded');
  await stop(fresh);
  console.log('smoke: sign-up through /api on the embedded database: ok; SIGTERM: clean exit');

  const warm = await start('warm data folder');
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1' }),
  });
  if (login.status !== 200) fail(`the member did not survive a restart (login ${login.status})`);
  // A second process on the same embedded folder (here the admin CLI) is turned away, not let in to
  // corrupt it.
  const second = spawnSync(process.execPath, [path.join(root, 'server/dist/server/src/cli/admin.js'), 'list'], {
    env,
    encoding: 'utf8',
  });
  if (second.status !== 1 || !/already open in process \d+/.test(second.stderr + second.stdout)) {
    fail(`a second process opened the embedded data folder (exit ${second.status}): ${second.stderr}${second.stdout}`);
  }
  await stop(warm);
  console.log('smoke: data kept across restarts: ok; a second process is refused the data folder');
  // And once the server has stopped, the CLI opens the folder (the lock was released).
  const after = spawnSync(process.execPath, [path.join(root, 'server/dist/server/src/cli/admin.js'), 'list'], {
    env,
    encoding: 'utf8',
  });
  if (after.status !== 0) fail(`the admin CLI could not open the folder after the server stopped: ${after.stderr}`);
  console.log('smoke: the lock is released at exit: ok');
} catch (err) {
  fail(err.message);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
