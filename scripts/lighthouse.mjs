// Lighthouse on the production build (issues 9 and 10): the landing as a visitor and the signed-in
// Discover view, each under Lighthouse's default mobile settings (the headline: simulated slow 4G and
// a 4× slower CPU) and the desktop preset. Every audit runs once to warm up, then RUNS times, and
// the run with the median performance score is kept. Prints a table, writes it between the lighthouse markers of
// docs/benchmarks.md and keeps the raw JSON reports in test-artifacts/lighthouse/.
//
//   npm run lighthouse                         (builds first when a dist is missing)
//   CLIENT_DIST=/tmp/x LIGHTHOUSE_RUNS=1 npm run lighthouse   (another client build, quicker)
//   LIGHTHOUSE_NO_WRITE=1 npm run lighthouse   (print only, leave docs/benchmarks.md alone)
//   LIGHTHOUSE_ONLY=discover-mobile npm run lighthouse   (one page × form factor; implies NO_WRITE)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const ONLY = process.env.LIGHTHOUSE_ONLY; // e.g. "landing-mobile"
const NO_WRITE = Boolean(process.env.LIGHTHOUSE_NO_WRITE || ONLY);
const clientDist = path.resolve(root, process.env.CLIENT_DIST || 'client/dist');
const serverMain = path.join(root, 'server/dist/server/src/main.js');
const reportsDir = path.join(root, 'test-artifacts/lighthouse');
const benchmarksFile = path.join(root, 'docs/benchmarks.md');
// Flags that work as root with no network (docs/stack.md); no first-run or background traffic to skew timings.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const TOKEN_KEY = 'energy-exchange.accessToken'; // client/src/app/session.ts
const USER_KEY = 'energy-exchange.user';

/** The stored member as the client keeps it: the SessionUser fragment of client/src/features/auth/operations.ts. */
const SESSION_USER_QUERY = `query LighthouseMe { me { __typename id email fullName userType energyPoints energyOnHold profileCompleted
  referralCode timezone createdAt lastLogin profile { __typename bio location experienceYears skills profileImage imageSource } } }`;

/** Stops the run: main()'s finally blocks stop the server and Chromium, then the process exits 1. */
function fail(message) {
  throw new Error(message);
}

function ensureBuilt() {
  if (!existsSync(CHROME_PATH)) fail(`no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
  if (!existsSync(serverMain)) run('npm', ['run', 'build', '-w', 'server']);
  if (!existsSync(path.join(clientDist, 'index.html'))) {
    if (process.env.CLIENT_DIST) run('npx', ['vite', 'build', '--outDir', clientDist, '--emptyOutDir'], path.join(root, 'client'));
    else run('npm', ['run', 'build', '-w', 'client']);
  }
}

function run(command, args, cwd = root) {
  console.log(`lighthouse: building (${command} ${args.join(' ')})`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server in production mode on a fresh embedded database with the demo data. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ee-lighthouse-data-'));
  const appUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), APP_URL: appUrl, DATA_DIR: dataDir, DEMO_DATA: 'true', CLIENT_DIST: clientDist };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${appUrl}/api/categories`)).ok) break;
    } catch {
      // still starting
    }
    if (child.exitCode !== null) fail(`the server exited:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      fail(`the server did not start within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    appUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A member with a completed profile (so no onboarding modal covers Discover), as the client stores it. */
async function createMember(appUrl) {
  const email = `lighthouse.${Date.now()}@example.com`;
  const signup = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'lighthouse1', full_name: 'Lighthouse Member', timezone: 'UTC' }),
  });
  const body = await signup.json();
  if (signup.status !== 201) fail(`sign-up failed: ${signup.status} ${JSON.stringify(body)}`);
  const token = body.access_token;
  const profile = await fetch(`${appUrl}/api/user/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ bio: 'Measures how fast the app loads.', location: 'Porto', experience_years: 3, skills: ['Sales'] }),
  });
  if (!profile.ok) fail(`profile update failed: ${profile.status} ${await profile.text()}`);
  const me = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: SESSION_USER_QUERY }),
  });
  const { data, errors } = await me.json();
  if (errors || !data?.me?.profileCompleted) fail(`could not read the member back: ${JSON.stringify(errors ?? data)}`);
  return { token, user: data.me };
}

/**
 * One Chromium per page (a fresh profile), so the visitor never carries the member's session.
 * For the signed-in page the session goes into localStorage, where the app keeps it, from a
 * same-origin page that does not load the app (/healthz), so no service worker is registered first.
 * Lighthouse's storage reset clears caches and service workers but not localStorage.
 */
async function openChrome(appUrl, session) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'ee-lighthouse-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  const close = () => {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    return await prepareChrome(chrome, appUrl, session, close);
  } catch (err) {
    close();
    throw err;
  }
}

/** Connects to the launched Chromium and, for a member, stores the session where the app keeps it. */
async function prepareChrome(chrome, appUrl, session, close) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  chromiumVersion = (await browser.version()).replace(/^\D+\//, ''); // "HeadlessChrome/156.0.8078.79"; the user agent says only 156.0.0.0
  if (session) {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/healthz`);
    await page.evaluate(
      (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
      [[TOKEN_KEY, session.token], [USER_KEY, JSON.stringify(session.user)]],
    );
    await page.close();
  }
  return {
    port: chrome.port,
    async close() {
      await browser.disconnect();
      close();
    },
  };
}

let chromiumVersion = 'unknown';

const PAGES = [
  { id: 'landing', title: 'Landing (visitor)', path: '/', signedIn: false },
  { id: 'discover', title: 'Discover (signed in)', path: '/', signedIn: true },
];
const FORM_FACTORS = [
  { id: 'mobile', config: undefined },
  { id: 'desktop', config: desktopConfig },
];

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    si: ms('speed-index'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

/** One Lighthouse run; Lighthouse's own trace hiccups (NO_NAVSTART, NO_FCP…) get two more tries. */
async function lighthouseRun(url, chromePort, config) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' }, config);
    if (!result) fail(`no result for ${url}`);
    const error = result.lhr.runtimeError?.message;
    if (!error) return result;
    if (attempt === 3) fail(`${url}: ${error}`);
    console.log(`lighthouse: ${error.slice(0, 120)}; trying again`);
  }
}

async function audit(appUrl, page, formFactor, chromePort) {
  const url = `${appUrl}${page.path}`;
  // A first, uncounted run warms the server's and Chromium's code caches, like a live server.
  await lighthouseRun(url, chromePort, formFactor.config);
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const result = await lighthouseRun(url, chromePort, formFactor.config);
    const summary = summarize(result.lhr);
    writeFileSync(path.join(reportsDir, `${page.id}-${formFactor.id}-run${i}.json`), result.report);
    console.log(`lighthouse: ${page.id} ${formFactor.id} run ${i}: performance ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms`);
    runs.push({ ...summary, run: i, lhr: result.lhr });
  }
  // The median by performance score (Lighthouse's own advice for variance).
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  writeFileSync(path.join(reportsDir, `${page.id}-${formFactor.id}-median.json`), JSON.stringify(median.lhr, null, 2));
  return { page, formFactor, median, scores: runs.map((r) => r.performance) };
}

const fmtMs = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '—');
const fmtTbt = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');

function table(results) {
  const rows = results.map(({ page, formFactor, median: m, scores }) =>
    `| ${page.title} | ${formFactor.id} | **${m.performance}** (${scores.join(', ')}) | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${fmtMs(m.fcp)} | ${fmtMs(m.lcp)} | ${fmtTbt(m.tbt)} | ${m.cls.toFixed(3)} | ${fmtMs(m.si)} |`,
  );
  return [
    '| page | form factor | performance (all runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function machine() {
  const cpus = os.cpus();
  const load = os.loadavg()[0].toFixed(1);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load} at the end`;
}

function writeBenchmarks(section) {
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  let doc = readFileSync(benchmarksFile, 'utf8');
  const block = `${start}\n${section}\n${end}`;
  if (doc.includes(start) && doc.includes(end)) {
    doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  } else {
    doc = `${doc.trimEnd()}\n\n## Lighthouse (issues 9 and 10)\n\n${block}\n`;
  }
  writeFileSync(benchmarksFile, doc);
}

async function main() {
  ensureBuilt();
  mkdirSync(reportsDir, { recursive: true });
  const server = await startServer();
  const results = [];
  try {
    const session = await createMember(server.appUrl);
    for (const page of PAGES) {
      if (ONLY && !ONLY.startsWith(page.id)) continue;
      const chrome = await openChrome(server.appUrl, page.signedIn ? session : null);
      try {
        for (const formFactor of FORM_FACTORS) if (!ONLY || ONLY === `${page.id}-${formFactor.id}`) results.push(await audit(server.appUrl, page, formFactor, chrome.port));
      } finally {
        await chrome.close();
      }
    }
  } finally {
    await server.stop();
  }

  if (!results.length) fail(`LIGHTHOUSE_ONLY=${ONLY} names no page × form factor (e.g. landing-mobile, discover-desktop)`);
  const first = results[0].median.lhr;
  const benchmarkIndex = first.environment?.benchmarkIndex;
  const date = new Date().toISOString().slice(0, 10);
  const header =
    `Measured ${date} by \`npm run lighthouse\` with Lighthouse ${first.lighthouseVersion} and Chromium ${chromiumVersion} (headless, Debian) on ` +
    `${machine()} (Lighthouse benchmark index ${benchmarkIndex ?? '—'}). The production build served by the built server ` +
    '(`NODE_ENV=production`, embedded PostgreSQL with the demo data) on loopback, offline. **mobile** is Lighthouse\'s default ' +
    '(Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) and the headline; **desktop** is its desktop preset. ' +
    `Each row is the median-performance run of ${RUNS} (after one uncounted warm-up run); the performance scores of all runs are in brackets. ` +
    'Discover is the signed-in first view of a member with a completed profile (the session in localStorage, as the app keeps it).';
  const lcpNotes = results.map(({ page, formFactor, median: m }) => `- ${page.title}, ${formFactor.id}: LCP element \`${(m.lcpElement ?? '—').replace(/`/g, "'").slice(0, 120)}\``).join('\n');
  const section = `${header}\n\n${table(results)}\n\n${lcpNotes}`;
  console.log(`\n${table(results)}\n`);
  if (NO_WRITE) console.log('lighthouse: LIGHTHOUSE_NO_WRITE or LIGHTHOUSE_ONLY set, docs/benchmarks.md left alone');
  else {
    writeBenchmarks(section);
    console.log('lighthouse: docs/benchmarks.md updated; raw reports in test-artifacts/lighthouse/');
  }
}

main().catch((err) => {
  console.error(`lighthouse: ${err?.message ?? err}`);
  process.exit(1);
});
