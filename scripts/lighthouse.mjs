// Lighthouse on the production build (the performance budget, docs/benchmarks.md): the landing as a visitor, the signed-in
// Discover view, its floor (the client stack alone drawing the same first page: client/lighthouse-floor) and the
// signed-in Browse Coaches view with pictures, each under Lighthouse's default
// mobile settings (the headline: simulated slow 4G and a 4× slower CPU) and the desktop preset. Every audit runs once to warm up, then RUNS times, and
// the run with the median performance score is kept. Prints a table, writes it between the lighthouse markers of
// docs/benchmarks.md and keeps the raw JSON reports in test-artifacts/lighthouse/.
//
//   npm run lighthouse                         (builds first when a dist is missing)
//   CLIENT_DIST=/tmp/x LIGHTHOUSE_RUNS=1 npm run lighthouse   (another client build, quicker)
//   LIGHTHOUSE_NO_WRITE=1 npm run lighthouse   (print only, leave docs/benchmarks.md alone)
//   LIGHTHOUSE_ONLY=discover-mobile npm run lighthouse   (one page × form factor; implies NO_WRITE)
//   LIGHTHOUSE_TIMELINE=1 npm run lighthouse   (also prints the simulated timeline behind each run's LCP)
//   LIGHTHOUSE_PROFILE=1 npm run lighthouse    (also prints where a mobile page's start spends the main thread, by function)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { SMTPServer } from 'smtp-server';
import { appDocumentId, persistedBody } from './app-documents.mjs';
import { profilePageStart } from './lighthouse-profile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const ONLY = process.env.LIGHTHOUSE_ONLY; // e.g. "landing-mobile"
const NO_WRITE = Boolean(process.env.LIGHTHOUSE_NO_WRITE || ONLY);
const TIMELINE = Boolean(process.env.LIGHTHOUSE_TIMELINE);
const PROFILE = Boolean(process.env.LIGHTHOUSE_PROFILE);
const clientDist = path.resolve(root, process.env.CLIENT_DIST || 'client/dist');
const serverMain = path.join(root, 'server/dist/server/src/main.js');
const reportsDir = path.join(root, 'test-artifacts/lighthouse');
const benchmarksFile = path.join(root, 'docs/benchmarks.md');
// Flags that work as root with no network (docs/stack.md); no first-run or background traffic to skew timings.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const TOKEN_KEY = 'energy-exchange.accessToken'; // client/src/shared/viewer/session.ts
const USER_KEY = 'energy-exchange.user';
const TAB_VIEW_KEY = 'energy-exchange.view'; // client/src/shared/viewer/tabView.ts: the view a reload returns to
/** Browse Coaches' first page (client/src/features/coaches/hooks/useBrowseCoaches.ts, COACHES_PAGE_SIZE). */
const COACHES_FIRST_PAGE = 12;
/** Coaches with a picture the directory must hold: the API's page of 20 all with pictures. */
const COACHES_WITH_PICTURES = 20;
const sharp = createRequire(path.join(root, 'server/package.json'))('sharp');

/** Stops the run: main()'s finally blocks stop the server and Chromium, then the process exits 1. */
function fail(message) {
  throw new Error(message);
}

function ensureBuilt() {
  if (!existsSync(CHROME_PATH)) fail(`no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
  if (!existsSync(serverMain)) run('npm', ['run', 'build', '-w', 'server']);
  if (!existsSync(path.join(clientDist, 'index.html'))) {
    if (process.env.CLIENT_DIST)
      run('npx', ['vite', 'build', '--outDir', clientDist, '--emptyOutDir'], path.join(root, 'client'));
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

/**
 * Mail the server sends, kept in memory by recipient: the audited member confirms their address
 * with the code mailed at sign-up, as a member does (an unconfirmed one sees the Confirm your
 * email bar on every view).
 */
async function startMailCatcher() {
  const inbox = new Map();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          inbox.set(rcpt.address, [...(inbox.get(rcpt.address) ?? []), Buffer.concat(chunks).toString('utf8')]);
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    async codeFor(email) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const code = (inbox.get(email) ?? [])
          .map((mail) => /^Subject: (\d{6}) is your Energy Exchange code/m.exec(mail)?.[1])
          .findLast(Boolean);
        if (code) return code;
        if (Date.now() > deadline) fail(`no code was mailed to ${email}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

/**
 * The floor of the signed-in first view (client/lighthouse-floor): the client stack alone, built
 * like the app and served from an origin of its own, compressed with brotli as the app's assets
 * are, its /graphql passed on to the app's server. /healthz is a blank page of that origin where
 * the member's session is stored before the audit, as for the app.
 */
async function startFloorServer(appUrl) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'ee-lighthouse-floor-'));
  run(
    'npx',
    ['vite', 'build', '--config', 'lighthouse-floor/vite.config.ts', '--outDir', dist],
    path.join(root, 'client'),
  );
  const files = new Map();
  const keep = (route, file, type) => {
    const body = readFileSync(file);
    files.set(route, { type, body, brotli: brotliCompressSync(body) });
  };
  keep('/', path.join(dist, 'index.html'), 'text/html; charset=utf-8');
  for (const name of readdirSync(path.join(dist, 'assets')))
    keep(`/assets/${name}`, path.join(dist, 'assets', name), name.endsWith('.css') ? 'text/css' : 'text/javascript');
  const server = createHttpServer(async (req, res) => {
    try {
      if (req.url === '/graphql') {
        const body = [];
        for await (const chunk of req) body.push(chunk);
        const answer = await fetch(`${appUrl}/graphql`, {
          method: req.method,
          headers: {
            'content-type': req.headers['content-type'] ?? 'application/json',
            ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          },
          body: req.method === 'POST' ? Buffer.concat(body) : undefined,
        });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      if (req.url === '/healthz') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
        return;
      }
      const file = files.get(req.url);
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': file.type,
        'cache-control': req.url === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
        vary: 'accept-encoding',
      });
      res.end(brotli ? file.brotli : file.body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** The built server in production mode on a fresh embedded database with the demo data. */
async function startServer(smtpUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ee-lighthouse-data-'));
  const appUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    CLIENT_DIST: clientDist,
  };
  delete env.DATABASE_URL;
  env.SMTP_URL = smtpUrl;
  const child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  // The embedded database's first start (initdb, migrations, the demo data) takes minutes on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${appUrl}/api/categories`)).ok) break;
    } catch {
      // still starting
    }
    if (child.exitCode !== null) fail(`the server exited:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      fail(`the server did not start within 180 s:\n${log}`);
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

async function api(appUrl, method, route, token, body) {
  const response = await fetch(`${appUrl}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) fail(`${method} /api${route} failed: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

async function signUp(appUrl, fullName, profile) {
  const email = `lighthouse.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { access_token: token } = await api(appUrl, 'POST', '/auth/signup', null, {
    email,
    password: 'lighthouse1',
    full_name: fullName,
    timezone: 'UTC',
  });
  await api(appUrl, 'PUT', '/user/profile', token, profile);
  return { token, email };
}

/**
 * A member with a completed profile (so no onboarding modal covers Discover) and a confirmed
 * address (so no Confirm your email bar), as the client stores it: the member of every day.
 */
async function createMember(appUrl, mail) {
  const { token, email } = await signUp(appUrl, 'Lighthouse Member', {
    bio: 'Measures how fast the app loads.',
    location: 'Porto',
    experience_years: 3,
    skills: ['Sales'],
  });
  await api(appUrl, 'POST', '/auth/verify-email', token, { code: await mail.codeFor(email) });
  // The member as the app stores it beside the token: the answer of its own `me` (the SessionUser fields).
  const data = await graphql(appUrl, token, { id: appDocumentId('Me') });
  if (!data?.me?.profileCompleted) fail(`could not read the member back: ${JSON.stringify(data)}`);
  return { token, user: data.me };
}

/**
 * A photo-like JPEG of 30–200 KB, as a phone upload becomes after the client's downscale: blurred
 * colour blobs under a grain (the seed:large recipe), so its thumbnails weigh what a photo's do.
 */
async function photo(seed) {
  const width = 640 + ((seed * 53) % 360);
  const height = Math.round(width * (0.8 + ((seed * 29) % 50) / 100));
  const blobs = await sharp({
    create: {
      width: Math.ceil(width / 24),
      height: Math.ceil(height / 24),
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(blobs)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

const COACH_NAMES = [
  'Ana Ribeiro',
  'Tomás Silva',
  'Ines Costa',
  'Rui Almeida',
  'Joana Pires',
  'Miguel Sousa',
  'Carla Mendes',
  'Pedro Lopes',
  'Beatriz Rocha',
  'Nuno Ferreira',
  'Sara Gomes',
  'Diogo Martins',
  'Marta Nunes',
  'Hugo Reis',
  'Lara Teixeira',
  'Andre Correia',
];

/**
 * Members who coach, with a picture each, through the app's real paths: sign-up, `PUT
 * /api/user/profile` with the picture as a data URL (re-encoded and stored as media),
 * and a published service (which lists them in Browse Coaches). With the demo coaches (who have
 * portraits) the directory then holds COACHES_WITH_PICTURES coaches, all with pictures.
 */
async function createCoachesWithPictures(appUrl) {
  const { coaches } = await graphql(appUrl, null, 'query LighthouseCoachCount { coaches(first: 1) { totalCount } }');
  const missing = Math.max(0, COACHES_WITH_PICTURES - coaches.totalCount);
  const categories = await api(appUrl, 'GET', '/categories');
  for (let i = 0; i < missing; i++) {
    const category = categories[i % categories.length];
    const picture = await photo(i + 1);
    const { token } = await signUp(appUrl, COACH_NAMES[i % COACH_NAMES.length], {
      bio: `Coach in ${category.label.toLowerCase()} for people who want a clear next step and a friendly push.`,
      location: 'Porto, Portugal',
      experience_years: 2 + (i % 9),
      skills: [category.label, categories[(i + 3) % categories.length].label],
      profile_image: `data:image/jpeg;base64,${picture.toString('base64')}`,
    });
    await api(appUrl, 'POST', '/services', token, {
      title: `${category.label} session`,
      description: `One focused hour of ${category.label.toLowerCase()}: we look at where you are and leave with three next steps.`,
      category: category.value,
      duration_minutes: 60,
      energy_cost: 1 + (i % 5),
      max_participants: 1,
    });
  }
  // The API's first page of 20 (what the benchmarks measure) is all pictures.
  const page = await graphql(
    appUrl,
    null,
    `query LighthouseCoachPictures { coaches(first: ${COACHES_WITH_PICTURES}) { totalCount nodes { fullName profile { avatarUrl(size: 112) } } } }`,
  );
  const without = page.coaches.nodes.filter((c) => !c.profile.avatarUrl).map((c) => c.fullName);
  if (page.coaches.nodes.length < COACHES_WITH_PICTURES || without.length) {
    fail(
      `the first ${COACHES_WITH_PICTURES} coaches should all have pictures: ${page.coaches.nodes.length} listed, without a picture: ${without.join(', ') || 'none'}`,
    );
  }
  return { created: missing, total: page.coaches.totalCount };
}

/** Runs `query`: a document's text, or `{ id }` for one of the client's own documents by its hash. */
async function graphql(appUrl, token, query) {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof query === 'string' ? JSON.stringify({ query }) : persistedBody(query.id),
  });
  const { data, errors } = await response.json();
  if (errors) fail(`GraphQL: ${JSON.stringify(errors).slice(0, 300)}`);
  return data;
}

/**
 * One Chromium per page (a fresh profile), so the visitor never carries the member's session.
 * For the signed-in page the session goes into localStorage, where the app keeps it, from a
 * same-origin page that does not load the app (/healthz), so no service worker is registered first.
 * Lighthouse's storage reset clears caches and service workers but not localStorage.
 */
async function openChrome(origin, session) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'ee-lighthouse-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  const close = () => {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    return await prepareChrome(chrome, origin, session, close);
  } catch (err) {
    close();
    throw err;
  }
}

/** Connects to the launched Chromium and, for a member, stores the session where the app keeps it. */
async function prepareChrome(chrome, origin, session, close) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  chromiumVersion = (await browser.version()).replace(/^\D+\//, ''); // "HeadlessChrome/156.0.8078.79"; the user agent says only 156.0.0.0
  if (session) {
    const page = await browser.newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate(
      (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
      [
        [TOKEN_KEY, session.token],
        [USER_KEY, JSON.stringify(session.user)],
      ],
    );
    await page.close();
  }
  return {
    port: chrome.port,
    browser,
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
  // Discover's first query and cards on the client stack alone (client/lighthouse-floor): the floor.
  {
    id: 'floor',
    title: 'Floor: the client stack alone, Discover’s first page',
    path: '/',
    signedIn: true,
    floor: true,
  },
  // No URL of its own (no router): the tab remembers its view, as after a member's reload.
  {
    id: 'coaches',
    title: 'Browse Coaches (signed in, pictures)',
    path: '/',
    signedIn: true,
    tabView: 'coaches',
    pictures: true,
  },
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
    // Lighthouse 13 names the element in the LCP breakdown insight (12 had its own audit).
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet,
    pictures: pictureRequests(lhr),
  };
}

/** The /media/ pictures a run loaded: how many, and their bytes on the wire. */
function pictureRequests(lhr) {
  const items = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) =>
    new URL(r.url).pathname.startsWith('/media/'),
  );
  return {
    count: items.length,
    bytes: items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    largest: Math.max(0, ...items.map((r) => r.transferSize ?? 0)),
  };
}

/**
 * A tab of the member's browser that will open on `view`: sessionStorage is per tab, so it is
 * set in the very tab Lighthouse then navigates (from /healthz, which does not load the app).
 * Lighthouse's storage reset leaves sessionStorage alone (it clears caches and service workers).
 */
async function tabOnView(tab, appUrl, view) {
  await tab.goto(`${appUrl}/healthz`);
  await tab.evaluate((entry) => sessionStorage.setItem(...entry), [TAB_VIEW_KEY, view]);
}

/**
 * Before measuring: the member's reload really lands on Browse Coaches, and its first page shows
 * COACHES_FIRST_PAGE coaches whose pictures all load (each card scrolled into view, as the
 * pictures load lazily), out of at least COACHES_WITH_PICTURES.
 */
async function checkCoachesPage(browser, appUrl) {
  const tab = await browser.newPage();
  try {
    await tabOnView(tab, appUrl, 'coaches');
    await tab.goto(`${appUrl}/`);
    await tab.waitForFunction(
      (n) => document.querySelectorAll('.coach-card').length >= n,
      { timeout: 30_000 },
      COACHES_FIRST_PAGE,
    );
    const heading = await tab.$eval('h1#view-title', (h) => h.textContent);
    if (heading !== 'Browse Coaches') fail(`the reload opened "${heading}", not Browse Coaches`);
    const found = await tab.$eval('.coaches-view__count', (p) => Number.parseInt(p.textContent ?? '', 10));
    if (!(found >= COACHES_WITH_PICTURES))
      fail(`Browse Coaches found ${found} coaches, fewer than ${COACHES_WITH_PICTURES}`);
    const cards = await tab.$$('.coach-card');
    const pictures = [];
    for (const card of cards) {
      await card.scrollIntoView();
      const img = await card.$('img');
      if (!img) fail(`a coach card without a picture: ${await card.$eval('h3', (h) => h.textContent)}`);
      await tab.waitForFunction((el) => el.complete && el.naturalWidth > 0, { timeout: 15_000 }, img);
      pictures.push(await img.evaluate((el) => el.currentSrc));
    }
    const notMedia = pictures.filter((src) => !/\/media\/[0-9a-f]{32}-\d+\.(webp|jpg)$/.test(src));
    if (cards.length !== COACHES_FIRST_PAGE || notMedia.length)
      fail(
        `Browse Coaches' first page: ${cards.length} cards, pictures not from /media/: ${notMedia.join(', ') || 'none'}`,
      );
    console.log(
      `lighthouse: Browse Coaches shows ${cards.length} of ${found} coaches on its first page, all ${pictures.length} pictures loaded (${new Set(pictures).size} distinct)`,
    );
  } finally {
    await tab.close();
  }
}

/**
 * One Lighthouse run; Lighthouse's own trace hiccups (NO_NAVSTART, NO_FCP…) get two more tries.
 * `prepare` readies the tab first, for a page whose tab state matters (`tabView`).
 */
async function lighthouseRun(url, chrome, config, prepare) {
  for (let attempt = 1; ; attempt++) {
    const tab = prepare ? await prepare() : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      TIMELINE ? withTimeline(config) : config,
      tab,
    );
    if (!result) fail(`no result for ${url}`);
    const error = result.lhr.runtimeError?.message;
    if (!error) return result;
    if (attempt === 3) fail(`${url}: ${error}`);
    console.log(`lighthouse: ${error.slice(0, 120)}; trying again`);
  }
}

/** `config` (Lighthouse's default when undefined) with scripts/lighthouse-lcp-timeline.mjs added, in a category of weight 0. */
function withTimeline(config) {
  const base = config ?? { extends: 'lighthouse:default' };
  return {
    ...base,
    audits: [...(base.audits ?? []), { path: path.join(root, 'scripts/lighthouse-lcp-timeline.mjs') }],
    categories: {
      ...base.categories,
      'lcp-timeline': { title: 'LCP timeline', auditRefs: [{ id: 'lcp-timeline', weight: 0 }] },
    },
  };
}

/** The optimistic replay behind a run's LCP, one line a request or task (milliseconds from the navigation). */
function printTimeline(lhr) {
  const details = lhr.audits['lcp-timeline']?.details;
  if (!details) fail('LIGHTHOUSE_TIMELINE: the run has no lcp-timeline audit');
  const requests = details.steps.filter((step) => step.request);
  const bytes = requests.reduce((sum, step) => sum + (step.bytes ?? 0), 0);
  console.log(
    `lighthouse: simulated LCP ${details.lcp} ms (optimistic ${details.optimistic}, pessimistic ${details.pessimistic}): ${requests.length} requests, ${(bytes / 1024).toFixed(1)} KB`,
  );
  for (const step of details.steps)
    console.log(
      `  ${String(step.start).padStart(5)}–${String(step.end).padEnd(5)} ${step.request ? `${step.request} (${((step.bytes ?? 0) / 1024).toFixed(1)} KB)` : `task, ${step.task} ms unthrottled`}`,
    );
}

async function audit(appUrl, page, formFactor, chrome) {
  const url = `${appUrl}${page.path}`;
  let tab;
  const prepare = page.tabView
    ? async () => {
        tab ??= await chrome.browser.newPage();
        await tabOnView(tab, appUrl, page.tabView);
        return tab;
      }
    : undefined;
  // A first, uncounted run warms the server's and Chromium's code caches, like a live server.
  await lighthouseRun(url, chrome, formFactor.config, prepare);
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const result = await lighthouseRun(url, chrome, formFactor.config, prepare);
    const summary = summarize(result.lhr);
    // Proof that the run measured Browse Coaches with its pictures, not Discover (which has none).
    if (page.pictures && summary.pictures.count === 0)
      fail(`${page.id} ${formFactor.id} run ${i} loaded no picture: not Browse Coaches?`);
    writeFileSync(path.join(reportsDir, `${page.id}-${formFactor.id}-run${i}.json`), result.report);
    console.log(
      `lighthouse: ${page.id} ${formFactor.id} run ${i}: performance ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}, pictures ${summary.pictures.count} (${(summary.pictures.bytes / 1024).toFixed(1)} KB)`,
    );
    if (TIMELINE) printTimeline(result.lhr);
    runs.push({ ...summary, run: i, lhr: result.lhr });
  }
  // The median by performance score (Lighthouse's own advice for variance).
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  if (PROFILE && formFactor.id === 'mobile')
    await profilePageStart(
      chrome.browser,
      url,
      `${page.id} ${formFactor.id}`,
      page.tabView ? (t) => tabOnView(t, appUrl, page.tabView) : undefined,
    );
  writeFileSync(path.join(reportsDir, `${page.id}-${formFactor.id}-median.json`), JSON.stringify(median.lhr, null, 2));
  return { page, formFactor, median, scores: runs.map((r) => r.performance) };
}

const fmtMs = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '—');
const fmtTbt = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');

function table(results) {
  const rows = results.map(
    ({ page, formFactor, median: m, scores }) =>
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
    doc = `${doc.trimEnd()}\n\n## Lighthouse (issues 9, 10 and 17)\n\n${block}\n`;
  }
  writeFileSync(benchmarksFile, doc);
}

/** What createCoachesWithPictures made of the directory, for the write-up. */
let directory = null;

async function main() {
  ensureBuilt();
  mkdirSync(reportsDir, { recursive: true });
  const mail = await startMailCatcher();
  const server = await startServer(mail.url);
  const results = [];
  let floor;
  try {
    const session = await createMember(server.appUrl, mail);
    for (const page of PAGES) {
      if (ONLY && !ONLY.startsWith(page.id)) continue;
      if (page.pictures) {
        directory = await createCoachesWithPictures(server.appUrl);
        console.log(
          `lighthouse: ${directory.created} coaches with pictures added through the upload path; ${directory.total} coaches in all`,
        );
      }
      if (page.floor) floor ??= await startFloorServer(server.appUrl);
      const origin = page.floor ? floor.url : server.appUrl;
      const chrome = await openChrome(origin, page.signedIn ? session : null);
      try {
        if (page.pictures) await checkCoachesPage(chrome.browser, server.appUrl);
        for (const formFactor of FORM_FACTORS)
          if (!ONLY || ONLY === `${page.id}-${formFactor.id}`)
            results.push(await audit(origin, page, formFactor, chrome));
      } finally {
        await chrome.close();
      }
    }
  } finally {
    await floor?.stop();
    await server.stop();
    await mail.close();
  }

  if (!results.length)
    fail(`LIGHTHOUSE_ONLY=${ONLY} names no page × form factor (e.g. landing-mobile, discover-desktop)`);
  const first = results[0].median.lhr;
  const benchmarkIndex = first.environment?.benchmarkIndex;
  const date = new Date().toISOString().slice(0, 10);
  const header =
    `Measured ${date} by \`npm run lighthouse\` with Lighthouse ${first.lighthouseVersion} and Chromium ${chromiumVersion} (headless, Debian) on ` +
    `${machine()} (Lighthouse benchmark index ${benchmarkIndex ?? '—'}). The production build served by the built server ` +
    "(`NODE_ENV=production`, embedded PostgreSQL with the demo data) on loopback, offline. **mobile** is Lighthouse's default " +
    '(Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) and the headline; **desktop** is its desktop preset. ' +
    `Each row is the median-performance run of ${RUNS} (after one uncounted warm-up run); the performance scores of all runs are in brackets. ` +
    'Discover is the signed-in first view of a member with a completed profile and a confirmed address (the session in localStorage, as the app keeps it). ' +
    "The floor is that member's Discover query and its 20 cards on the client stack alone (`client/lighthouse-floor`: React, Apollo Client and react-intl in one file, no shell), served from an origin of its own that passes `/graphql` to the app: what the stack costs by itself, in the same run. " +
    (directory
      ? `Browse Coaches is the same member's reload on that view (the tab remembers it in sessionStorage; there is no URL for it): ${directory.total} coaches, ` +
        `the first ${COACHES_WITH_PICTURES} all with pictures (the demo coaches' portraits and ${directory.created} photo-like JPEGs uploaded through \`PUT /api/user/profile\`), ` +
        `${COACHES_FIRST_PAGE} cards on the first page, every picture checked loaded before measuring.`
      : '');
  const pictureNote = (m) =>
    m.pictures.count
      ? `; ${m.pictures.count} pictures loaded, ${(m.pictures.bytes / 1024).toFixed(1)} KB (largest ${(m.pictures.largest / 1024).toFixed(1)} KB)`
      : '';
  const lcpNotes = results
    .map(
      ({ page, formFactor, median: m }) =>
        `- ${page.title}, ${formFactor.id}: LCP element \`${(m.lcpElement ?? '—').replace(/`/g, "'").slice(0, 120)}\`${pictureNote(m)}`,
    )
    .join('\n');
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
