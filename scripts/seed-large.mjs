// `npm run seed:large -- --members 100000 --services 300000 --requests 500000 [--force] [--seed 42]`
// (the sizes shown are the defaults; --members N alone gives 3N services and 5N requests)
//
// Fills the PostgreSQL database of DATABASE_URL with a large, realistic and *consistent* data set for
// performance work: members with profiles and availability, services whose titles and descriptions
// come from per-category word lists (so full-text search finds realistic subsets), exchange requests in
// every status with consistent timestamps, sessions, testimonials, notifications, referrals — and the
// EP ledger that goes with them (docs/ledger.md): a wallet per member, the entries the app itself would
// have written, with its idempotency keys (signup:<user>, hold:<request>, settle:<request>,
// release:<request>, testimonial:<request>:<writer>, referral:<referred user>), cached balances equal
// to the entries' sums and escrow equal to the open holds. The history is simulated in time order, so
// no wallet is ever overdrawn at any point of it. `npm run ledger:check` passes afterwards.
//
// The schema comes from the app's own migrations (applied first through the built server: run
// `npm run build -w server` before). Rows are generated in Node with a seeded PRNG and streamed with
// COPY (pg-copy-streams); derived rows (sessions, notifications, balances) are INSERT … SELECT. The
// whole load is one transaction: a failure leaves the database as it was. Secondary indexes are
// dropped for the load and rebuilt at the end (same definitions), which is much faster than keeping
// them current row by row.
//
// Refuses to run without DATABASE_URL, and on a database that already has members unless --force,
// which first EMPTIES every member table of that database (users, services, requests, ledger…).
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server/package.json'));
const pg = require('pg');
const { from: copyFrom } = require('pg-copy-streams');

// ---------------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------------
function parseArgs(argv) {
  const opts = { members: 100_000, services: undefined, requests: undefined, needs: 100_000, force: false, seed: 42 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = (name) => {
      const v = Number(argv[++i]);
      if (!Number.isSafeInteger(v) || v < 0) fail(`${name} needs a whole number (got "${argv[i]}")`);
      return v;
    };
    if (a === '--members') opts.members = num(a);
    else if (a === '--services') opts.services = num(a);
    else if (a === '--requests') opts.requests = num(a);
    else if (a === '--needs') opts.needs = num(a);
    else if (a === '--seed') opts.seed = num(a);
    else if (a === '--force') opts.force = true;
    else if (a === '--help' || a === '-h') {
      console.log(
        'usage: npm run seed:large -- [--members N] [--services N] [--requests N] [--needs N] [--seed N] [--force]',
      );
      process.exit(0);
    } else fail(`unknown argument "${a}" (try --help)`);
  }
  // Unless given, services and requests keep the proportions of the full size (3 and 5 per member).
  opts.services ??= opts.members * 3;
  opts.requests ??= opts.members * 5;
  if (opts.members < 10) fail('--members must be at least 10');
  if (opts.services < 1) fail('--services must be at least 1');
  return opts;
}

function fail(message) {
  console.error(`seed:large: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------------
let rngState = 42;
function rand() {
  // mulberry32
  rngState = (rngState + 0x6d2b79f5) | 0;
  let t = rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (arr) => arr[Math.floor(rand() * arr.length)];
const chance = (p) => rand() < p;
const hex8 = () =>
  Math.floor(rand() * 4294967296)
    .toString(16)
    .padStart(8, '0');
function uuid() {
  const a = hex8();
  const b = hex8();
  const c = hex8();
  const d = hex8();
  const variant = ((parseInt(c[0], 16) & 0x3) | 0x8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}
/** k distinct elements of arr (k ≤ arr.length). */
function sample(arr, k) {
  const copy = arr.slice();
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rand() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, k);
}
/** A weighted choice: weights[i] for values[i]. */
function weighted(values, weights) {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = rand() * total;
  for (let i = 0; i < values.length; i++) {
    r -= weights[i];
    if (r < 0) return values[i];
  }
  return values[values.length - 1];
}

// ---------------------------------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------------------------------
const FIRST = (
  'Ada Alex Alice Amara Amir Ana Andrea Anna Aria Ben Bianca Camille Carlos Chen Chloe Clara Daniel David Diana Elena Eli Emma ' +
  'Ethan Eva Fatima Felix Gabriel Grace Hana Hugo Ines Isaac Ivy Jack Jana Javier Jin Julia Kai Kofi Lara Leo Lina Lucas Luca Maya Mei ' +
  'Mila Mohamed Nadia Naomi Nina Noah Nora Oliver Omar Oscar Paula Priya Rafael Rosa Ruth Sam Sara Sofia Tariq Theo Uma Victor Yara Yusuf Zoe'
).split(' ');
const LAST = (
  'Adams Ahmed Alvarez Andersen Baker Bauer Bernard Brown Chen Costa Cruz Dubois Dumont Evans Fischer Garcia Gomez Green Haddad ' +
  'Hansen Hughes Ito Jansen Johnson Kaur Khan Kim Klein Kowalski Lambert Lee Lopez Martin Meyer Moreau Muller Nakamura Nguyen Novak ' +
  'Okafor Olsen Park Patel Perez Petit Rossi Santos Schmidt Silva Singh Smith Suzuki Tanaka Taylor Thomas Torres Walker Weber Wilson Wong Young'
).split(' ');
const CITIES = (
  'Amsterdam, NL|Austin, US|Barcelona, ES|Berlin, DE|Boston, US|Brussels, BE|Cape Town, ZA|Chicago, US|Copenhagen, DK|Dublin, IE|' +
  'Edinburgh, UK|Hamburg, DE|Helsinki, FI|Lisbon, PT|London, UK|Los Angeles, US|Lyon, FR|Madrid, ES|Melbourne, AU|Mexico City, MX|Milan, IT|' +
  'Montreal, CA|Munich, DE|Nairobi, KE|New York, US|Oslo, NO|Paris, FR|Prague, CZ|Rome, IT|San Francisco, US|Seattle, US|Singapore, SG|' +
  'Stockholm, SE|Sydney, AU|Tokyo, JP|Toronto, CA|Vienna, AT|Warsaw, PL|Zurich, CH|Remote'
).split('|');
const TIMEZONES = [
  'UTC',
  'Europe/Paris',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Australia/Sydney',
  'America/Sao_Paulo',
  'Africa/Nairobi',
];

/** Category value → its topic words (the migration's 20 categories). */
const TOPICS = {
  business_coaching:
    'strategy growth startup pricing leadership scaling operations hiring planning founders revenue partnerships negotiation delegation bootstrapping fundraising investors pitch deck metrics okrs retention churn margins franchising consulting agency solopreneur offers packaging roadmap exit',
  life_coaching:
    'purpose goals habits confidence transitions balance clarity motivation values resilience decisions change procrastination self-esteem midlife retirement relocation grief boundaries fulfillment vision journaling accountability perfectionism courage identity fear rituals',
  career_coaching:
    'career interview resume promotion salary networking linkedin job transition leadership portfolio feedback onboarding burnout pivot layoffs recruiters references internships mentoring management remote freelancing sabbatical coverletter assessment headhunters',
  health_wellness:
    'wellness sleep stress energy recovery burnout health routines hormones immunity hydration breathing posture menopause fatigue inflammation detox ayurveda herbal skincare longevity backpain migraines sauna coldwater circadian screen',
  fitness:
    'fitness strength mobility running yoga pilates cardio stretching posture endurance kettlebell training marathon triathlon cycling swimming calisthenics crossfit powerlifting bodyweight hiit flexibility climbing dance boxing rehab walking',
  mindfulness:
    'mindfulness meditation breathing calm focus awareness gratitude journaling presence compassion anxiety relaxation vipassana zen mantra visualization bodyscan silence retreat stillness insomnia overthinking acceptance equanimity kindness grounding',
  marketing:
    'marketing funnel branding positioning audience campaigns email launch analytics seo growth messaging webinars ads retargeting persona conversion referral affiliate pr influencer partnerships leadmagnet automation segmentation storybrand',
  social_media:
    'instagram tiktok linkedin youtube social content reels community engagement followers algorithm hashtags pinterest threads facebook twitter stories captions scheduling collaborations ugc trends virality analytics profile',
  content_creation:
    'content video podcast blogging storytelling editing newsletter youtube scripting creator audience publishing thumbnails microphone streaming twitch substack ghostwriting repurposing shorts vlog interviews courses ebook',
  copywriting:
    'copywriting headlines sales pages emails storytelling persuasion landing copy editing tone messaging hooks bullets proofreading microcopy ux slogans taglines scripts briefs voice sequences offers cta',
  design:
    'design branding logo identity typography color canva figma visual portfolio illustration layout packaging merch infographics presentations moodboard wireframes accessibility icons posters print procreate palettes',
  photography:
    'photography video lighting editing lightroom portraits product filming camera composition drone reels headshots weddings food travel smartphone gimbal colorgrading premiere davinci studio flash lenses',
  web_development:
    'website wordpress webflow shopify javascript react seo hosting landing performance accessibility code squarespace wix ecommerce api nextjs css databases analytics security domains migrations nocode',
  sales:
    'sales prospecting closing pipeline discovery calls objections outreach crm negotiation pitching deals coldemail followup upselling retention partnerships demos proposals forecasting scripts referrals linkedin quotas',
  finance:
    'finance budgeting investing taxes pricing cashflow bookkeeping retirement savings money freelancers accounting invoicing debt mortgage etf crypto pensions insurance spreadsheets forecasting funding grants payroll',
  productivity:
    'productivity focus planning notion systems time habits calendar workflow automation goals priorities inbox gtd pomodoro timeblocking zapier obsidian delegation meetings routines deepwork adhd templates',
  public_speaking:
    'speaking presentation pitch storytelling confidence voice stage keynote workshops webinars delivery slides ted nerves improvisation podcasts panels interviews humor accent microphone breathing facilitation toastmasters',
  relationships:
    'relationships communication dating conflict boundaries family couples listening trust connection empathy parenting friendship breakup attachment intimacy marriage divorce siblings coparenting loneliness reconciliation apologies',
  nutrition:
    'nutrition meal planning recipes diet protein gut plantbased cooking weight vegan macros healthy fasting sugar diabetes allergies sports supplements batchcooking budget keto mediterranean hormones kids',
  languages:
    'spanish french german english italian japanese conversation grammar pronunciation fluency vocabulary mandarin portuguese korean arabic dutch russian business exams ielts tutoring writing listening accent travel',
};
const CATEGORY_LABELS = {}; // filled from the database
const FORMATS = [
  'Session',
  'Deep Dive',
  'Workshop',
  'Review',
  'Audit',
  'Masterclass',
  'Consultation',
  'Intensive',
  'Clinic',
  'Bootcamp',
  'Check-in',
  'Coaching Call',
];
const ADJECTIVES = [
  'Practical',
  'Beginner',
  'Advanced',
  'Quick',
  'Personal',
  'Hands-on',
  '1:1',
  'Focused',
  'Complete',
  'Friendly',
  'Expert',
  'Essential',
  'Weekly',
  'Fast-track',
];
const SENTENCES = [
  'Together we look at your {a} and {b} and leave with a clear plan.',
  'I help creators and solopreneurs with {a}, {b} and {c}.',
  'Bring your questions about {a}; we will work on {b} step by step.',
  'A practical session on {a} for people who want results with {b}.',
  'We start from where you are with {a} and build {b} habits that last.',
  'You get honest feedback on your {a}, ideas for {b} and resources on {c}.',
  'Ideal if you are stuck with {a} or want a fresh look at {b}.',
  'My approach to {a} is simple, kind and focused on {b}.',
];
const GENERIC =
  'plan feedback results clarity growth confidence skills practice questions templates tools examples checklist resources'.split(
    ' ',
  );
const TESTIMONIALS = [
  'Really helpful session, clear and practical.',
  'Great energy and very knowledgeable. Highly recommended!',
  'Gave me exactly the push I needed.',
  'Thoughtful, patient and well prepared.',
  'I left with a concrete plan and next steps.',
  'Friendly and generous with their time.',
  'Good session, a bit short but useful.',
  'Changed how I think about my work.',
  'Super clear explanations and great examples.',
];
const MESSAGES = [
  "Hi! I'd love to work on this with you.",
  'Hello, your service looks like exactly what I need right now.',
  'Hi there, could we find a time next week?',
  'I have been stuck on this for a while, would be great to get your help.',
  'Hi! A friend recommended you. Looking forward to it.',
];

const fill = (template, words) => template.replace(/\{(\w)\}/g, (_m, k) => words['abc'.indexOf(k)]);
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
function serviceText(category) {
  // Each service is about one or two focal topics (common topics are picked more often), and its
  // description comes back to them: a search word matches a realistic share of a category, not half.
  const words = TOPICS[category].split(' ');
  const zipf = () => words[Math.floor(words.length * Math.pow(rand(), 1.6))];
  const a = zipf();
  let b = zipf();
  if (b === a) b = words[(words.indexOf(a) + 1) % words.length];
  const title = `${pick(ADJECTIVES)} ${cap(a)} ${chance(0.5) ? `& ${cap(b)} ` : ''}${pick(FORMATS)}`;
  const n = int(2, 4);
  const parts = [];
  for (let i = 0; i < n; i++) {
    const focal = i % 2 === 0 ? a : b;
    parts.push(fill(pick(SENTENCES), [focal, chance(0.3) ? zipf() : pick(GENERIC), pick(GENERIC)]));
  }
  return { title, description: parts.join(' ') };
}

// COPY text format: escape backslash, tab, newline, carriage return; \N is NULL.
const esc = (v) => {
  if (v === null || v === undefined) return '\\N';
  const s = String(v);
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : s;
};
const ts = (ms) => (ms === null || ms === undefined ? '\\N' : new Date(ms).toISOString());
const row = (...fields) => fields.join('\t') + '\n';
const pgArray = (items) => `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

// ---------------------------------------------------------------------------------------------------
// A min-heap of future ledger events (time-ordered simulation)
// ---------------------------------------------------------------------------------------------------
class Heap {
  constructor() {
    this.t = [];
    this.v = [];
  }
  get size() {
    return this.t.length;
  }
  peekTime() {
    return this.t[0];
  }
  push(time, value) {
    const t = this.t,
      v = this.v;
    let i = t.length;
    t.push(time);
    v.push(value);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (t[p] <= time) break;
      t[i] = t[p];
      v[i] = v[p];
      i = p;
    }
    t[i] = time;
    v[i] = value;
  }
  pop() {
    const t = this.t,
      v = this.v;
    const top = v[0];
    const lastT = t.pop(),
      lastV = v.pop();
    if (t.length > 0) {
      let i = 0;
      const n = t.length;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && t[c + 1] < t[c]) c++;
        if (t[c] >= lastT) break;
        t[i] = t[c];
        v[i] = v[c];
        i = c;
      }
      t[i] = lastT;
      v[i] = lastV;
    }
    return top;
  }
}

// ---------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------
const opts = parseArgs(process.argv.slice(2));
rngState = opts.seed | 0;
const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) fail('DATABASE_URL is required (postgres://…); this script never uses the embedded database');

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.now();
const SPAN_DAYS = 730;
const START = NOW - SPAN_DAYS * DAY;
const TTL = 14 * DAY;
const STARTING_BALANCE = 1; // identity.service.ts
const TESTIMONIAL_REWARD = 1; // testimonial.service.ts
const REFERRAL_REWARD = 5; // referral.service.ts

const timings = [];
async function step(label, fn) {
  const t0 = performance.now();
  const rows = await fn();
  const seconds = (performance.now() - t0) / 1000;
  timings.push({ label, rows, seconds });
  console.log(
    `  ${label.padEnd(34)} ${rows === undefined ? '' : String(rows).padStart(10) + ' rows'}  ${seconds.toFixed(1).padStart(6)} s`,
  );
  return rows;
}

async function copyInto(client, table, columns, lines) {
  function* chunks() {
    let buf = '';
    for (const line of lines) {
      buf += line;
      if (buf.length > 1 << 17) {
        yield buf;
        buf = '';
      }
    }
    if (buf) yield buf;
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
}

const started = performance.now();
console.log(
  `seed:large: ${opts.members} members, ${opts.services} services, ${opts.requests} requests (seed ${opts.seed})`,
);

// 0. Refuse a database that already has members (before changing anything in it).
{
  const probe = new pg.Client({ connectionString: databaseUrl, application_name: 'seed-large' });
  await probe.connect();
  const { rows } = await probe.query(`SELECT to_regclass('public.users') IS NOT NULL AS has_users`);
  const existingMembers = rows[0].has_users ? (await probe.query(`SELECT count(*)::int AS n FROM users`)).rows[0].n : 0;
  await probe.end();
  if (existingMembers > 0 && !opts.force)
    fail(`the database already has ${existingMembers} member(s); pass --force to EMPTY it and seed anew`);
}

// 1. Schema: the app's migrations, through the built server.
const dataSourceModule = path.join(root, 'server/dist/server/src/db/data-source.js');
if (!existsSync(dataSourceModule)) fail('the server is not built: run `npm run build -w server` first');
await step('migrations', async () => {
  const { openDatabase } = await import(pathToFileURL(dataSourceModule).href);
  const db = await openDatabase({ databaseUrl, dataDir: path.join(root, '.data') });
  await db.close();
});

// 1b. Pictures: 20 % of members have one. A pool of distinct JPEGs of 30–200 KB (what a
// phone upload becomes after the client's downscale), each made with sharp and put through the
// app's own pipeline (re-encoding, thumbnails); members share the pool's pictures, so the media
// table holds PICTURE_POOL pictures while every list and page serves them as it would 20,000.
const PICTURE_SHARE = 0.2;
const PICTURE_POOL = Math.max(5, Math.min(100, Math.round(opts.members * PICTURE_SHARE)));
const pictures = [];
let pictureState = opts.seed ^ 0x5eed;
function prand() {
  pictureState = (pictureState + 0x6d2b79f5) | 0;
  let t = pictureState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
await step(`pictures (${PICTURE_POOL} distinct JPEGs)`, async () => {
  const sharp = require('sharp');
  const { processPicture } = await import(
    pathToFileURL(path.join(root, 'server/dist/server/src/modules/media/picture-processing.js')).href
  );
  const grain = await sharp({
    create: { width: 1200, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sourceBytes = 0;
  while (pictures.length < PICTURE_POOL) {
    const width = 480 + Math.floor(prand() * 620);
    const height = Math.min(1200, Math.round(width * (0.75 + prand() * 0.58)));
    const blobs = await sharp({
      create: {
        width: Math.ceil(width / 20),
        height: Math.ceil(height / 20),
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const texture = await sharp(grain.data, { raw: grain.info })
      .extract({ left: 0, top: 0, width, height })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const jpeg = await sharp(blobs)
      .resize(width, height, { kernel: 'cubic' })
      .composite([{ input: texture, blend: 'overlay' }])
      .jpeg({ quality: 70 + Math.floor(prand() * 18) })
      .toBuffer();
    if (jpeg.length < 30 * 1024 || jpeg.length > 200 * 1024) continue;
    sourceBytes += jpeg.length;
    pictures.push(await processPicture(jpeg));
  }
  console.log(
    `  pictures: ${PICTURE_POOL} JPEGs, ${Math.round(sourceBytes / PICTURE_POOL / 1024)} KB on average before re-encoding`,
  );
  return PICTURE_POOL;
});

const client = new pg.Client({ connectionString: databaseUrl, application_name: 'seed-large' });
await client.connect();
try {
  const [{ members: existing }] = (await client.query(`SELECT count(*)::int AS members FROM users`)).rows;
  if (existing > 0 && !opts.force) {
    fail(`the database already has ${existing} member(s); pass --force to EMPTY it and seed anew`);
  }
  for (const c of (await client.query(`SELECT value, label FROM categories ORDER BY position`)).rows)
    CATEGORY_LABELS[c.value] = c.label;
  const categories = Object.keys(TOPICS).filter((c) => CATEGORY_LABELS[c]);
  if (categories.length === 0) fail('no known categories in the database');

  await client.query(`SET synchronous_commit = off`); // this session only: the load is one transaction anyway
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query('BEGIN');

  if (existing > 0) {
    await step('--force: empty member tables', async () => {
      // The reliability counters' own tables have no foreign key (a deleted request must still be
      // recounted), so CASCADE does not reach them; and the same --seed makes the same ids, so rows
      // left from the last seed would be taken for what was already counted of the new requests.
      await client.query(`TRUNCATE users, profiles, referrals, ledger_accounts, ledger_entries, services, availability_slots,
        exchange_requests, sessions, testimonials, notifications, payments, one_time_codes, media, needs, need_answers, swaps, match_alerts, match_lists, match_changes,
        reliability_counted, reliability_counted_occurrences, reliability_queue CASCADE`);
      await client.query(`INSERT INTO ledger_accounts (kind) VALUES ('issuance'), ('escrow')`);
    });
  }
  const system = Object.fromEntries(
    (await client.query(`SELECT kind, id FROM ledger_accounts WHERE kind <> 'wallet'`)).rows.map((r) => [r.kind, r.id]),
  );

  // Secondary indexes of the tables we fill: dropped now, rebuilt with the same definitions at the end.
  const TABLES = [
    'media',
    'users',
    'profiles',
    'referrals',
    'ledger_accounts',
    'ledger_entries',
    'services',
    'search_postings',
    'availability_slots',
    'exchange_requests',
    'sessions',
    'testimonials',
    'notifications',
  ];
  const indexes = (
    await client.query(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [TABLES],
    )
  ).rows;
  await step(`drop ${indexes.length} secondary indexes`, async () => {
    for (const ix of indexes) await client.query(`DROP INDEX ${ix.name}`);
  });

  // ------------------------------------------------------------------------------------------------
  // 2. Members (users, profiles, wallets, availability)
  // ------------------------------------------------------------------------------------------------
  const M = opts.members;
  const members = new Array(M);
  for (let i = 0; i < M; i++) {
    // Growth: sign-ups per day rise linearly over the two years (created time ∝ sqrt of the rank).
    const created = Math.floor(START + (SPAN_DAYS * DAY - 2 * HOUR) * Math.sqrt((i + 0.5) / M));
    const first = pick(FIRST);
    const last = pick(LAST);
    const completed = chance(0.85);
    members[i] = {
      id: uuid(),
      wallet: uuid(),
      first,
      name: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      premium: chance(0.12),
      created,
      completedAt: completed ? Math.min(NOW - 60_000, created + int(5, 72 * 60) * 60_000) : null,
      tz: pick(TIMEZONES),
      skills: [],
      balance: 0,
    };
  }
  const memberCreated = Float64Array.from(members, (m) => m.created);
  /** How many members exist at time t (members are in creation order). */
  const membersBefore = (t) => {
    let lo = 0,
      hi = M;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (memberCreated[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  // Services: coaches are about half the members; older coaches tend to have more services.
  const S = opts.services;
  const coachPool = [];
  for (let i = 0; i < M; i++) if (chance(0.5)) coachPool.push(i);
  if (coachPool.length === 0) coachPool.push(0);
  const services = new Array(S);
  const costValues = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20];
  const costWeights = [22, 22, 18, 12, 9, 5, 4, 3, 2, 2, 1];
  for (let k = 0; k < S; k++) {
    const coach = coachPool[Math.floor(coachPool.length * Math.pow(rand(), 1.3))];
    const m = members[coach];
    const category =
      m.skills.length > 0 && chance(0.7) ? m.skillCats[Math.floor(rand() * m.skillCats.length)] : pick(categories);
    if (!m.skillCats) m.skillCats = [];
    if (!m.skillCats.includes(category)) m.skillCats.push(category);
    if (m.skills.length < 30 && !m.skills.includes(CATEGORY_LABELS[category])) m.skills.push(CATEGORY_LABELS[category]);
    const created = m.created + Math.floor(rand() * Math.max(HOUR, NOW - HOUR - m.created));
    const text = serviceText(category);
    services[k] = {
      id: uuid(),
      coach,
      category,
      ...text,
      duration: pick([30, 45, 60, 60, 60, 90, 120]),
      cost: weighted(costValues, costWeights),
      maxParticipants: chance(0.85) ? 1 : int(2, 10),
      created,
      archived: chance(0.03) ? created + Math.floor(rand() * (NOW - created)) : null,
    };
  }
  services.sort((a, b) => a.created - b.created);
  const serviceCreated = Float64Array.from(services, (o) => o.created);
  const servicesBefore = (t) => {
    let lo = 0,
      hi = S;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (serviceCreated[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const m of members) {
    // Learners list interests too; a few extra skills for everyone who completed the profile.
    if (m.completedAt !== null) {
      const extra = sample(categories, int(0, 3)).map((c) => CATEGORY_LABELS[c]);
      for (const s of extra) if (!m.skills.includes(s) && m.skills.length < 30) m.skills.push(s);
    }
  }

  await step('users', async () => {
    await copyInto(
      client,
      'users',
      [
        'id',
        'email',
        'full_name',
        'password_hash',
        'user_type',
        'profile_completed',
        'profile_completed_at',
        'timezone',
        'referral_code',
        'email_verified_at',
        'created_at',
        'last_login',
      ],
      (function* () {
        for (let i = 0; i < M; i++) {
          const m = members[i];
          const lastLogin = m.created + Math.floor(rand() * (NOW - m.created));
          yield row(
            m.id,
            esc(m.email),
            esc(m.name),
            '\\N',
            m.premium ? 'premium' : 'free',
            m.completedAt !== null ? 't' : 'f',
            ts(m.completedAt),
            m.tz,
            `M${(i + 1).toString(36).toUpperCase().padStart(7, '0')}`,
            ts(m.created),
            ts(m.created),
            ts(lastLogin),
          );
        }
      })(),
    );
    return M;
  });

  await step('profiles', async () => {
    await client.query(
      `INSERT INTO media (hash, variant, content_type, bytes)
       SELECT h, v, t, b FROM unnest($1::text[], $2::text[], $3::text[], $4::bytea[]) AS x(h, v, t, b) ON CONFLICT DO NOTHING`,
      [
        pictures.flatMap((p) => p.variants.map(() => p.hash)),
        pictures.flatMap((p) => p.variants.map((v) => `${v.size}.${v.format}`)),
        pictures.flatMap((p) => p.variants.map((v) => (v.format === 'webp' ? 'image/webp' : 'image/jpeg'))),
        pictures.flatMap((p) => p.variants.map((v) => v.bytes)),
      ],
    );
    await copyInto(
      client,
      'profiles',
      ['user_id', 'bio', 'location', 'experience_years', 'skills', 'picture', 'image_source', 'updated_at'],
      (function* () {
        for (const m of members) {
          const done = m.completedAt !== null;
          const topic = m.skillCats?.length ? TOPICS[m.skillCats[0]].split(' ') : TOPICS[pick(categories)].split(' ');
          const bio = done
            ? `Hi, I'm ${m.first}. ${fill(pick(SENTENCES), sample(topic, 3))} ${chance(0.5) ? fill(pick(SENTENCES), sample(topic, 3)) : ''}`.trim()
            : null;
          const picture = prand() < PICTURE_SHARE ? pictures[Math.floor(prand() * pictures.length)].hash : null;
          yield row(
            m.id,
            esc(bio),
            done ? esc(pick(CITIES)) : '\\N',
            done ? int(0, 30) : '\\N',
            done ? esc(pgArray(m.skills)) : '{}',
            picture ?? '\\N',
            picture ? 'upload' : '\\N',
            ts(m.completedAt ?? m.created),
          );
        }
      })(),
    );
    return M;
  });

  await step('ledger_accounts (wallets)', async () => {
    await copyInto(
      client,
      'ledger_accounts',
      ['id', 'kind', 'user_id', 'balance', 'created_at'],
      (function* () {
        for (const m of members) yield row(m.wallet, 'wallet', m.id, 0, ts(m.created));
      })(),
    );
    return M;
  });

  const slots = await step('availability_slots', async () => {
    let n = 0;
    await copyInto(
      client,
      'availability_slots',
      ['user_id', 'weekday', 'hour'],
      (function* () {
        for (const m of members) {
          if (!chance(0.6)) continue;
          for (const day of sample([0, 1, 2, 3, 4, 5, 6], int(2, 5)).sort()) {
            const from = int(7, 15);
            const to = Math.min(19, from + int(2, 5));
            for (let h = from; h <= to; h++) {
              n++;
              yield row(m.id, day, h);
            }
          }
        }
      })(),
    );
    return n;
  });

  await step('services', async () => {
    // The BEFORE INSERT trigger computes search_vector (title A, description B, category label and coach name C).
    await copyInto(
      client,
      'services',
      [
        'id',
        'coach_id',
        'title',
        'description',
        'category',
        'duration_minutes',
        'energy_cost',
        'max_participants',
        'created_at',
        'updated_at',
        'archived_at',
      ],
      (function* () {
        for (const o of services) {
          yield row(
            o.id,
            members[o.coach].id,
            esc(o.title),
            esc(o.description),
            o.category,
            o.duration,
            o.cost,
            o.maxParticipants,
            ts(o.created),
            ts(o.created),
            ts(o.archived),
          );
        }
      })(),
    );
    return S;
  });

  // ------------------------------------------------------------------------------------------------
  // 3. Referrals, exchange requests, testimonials and the ledger: a time-ordered simulation
  // ------------------------------------------------------------------------------------------------
  const referrals = [];
  for (let i = 20; i < M; i++) {
    if (!chance(0.2)) continue;
    const referrer = Math.floor(rand() * i);
    const m = members[i];
    referrals.push({ id: uuid(), referrer, referred: i, created: m.created, completed: m.completedAt });
  }

  // Request skeletons: status first, then a time that fits it; sorted by time.
  const R = opts.requests;
  const statusValues = ['pending', 'accepted', 'completed', 'declined', 'cancelled', 'expired'];
  const statusWeights = [6, 8, 46, 14, 10, 16];
  const earliest = START + 30 * DAY;
  const skeletons = [];
  const target = Math.ceil(R * 1.03); // a few cannot be placed (nobody who can pay yet): generate spares
  for (let k = 0; k < target; k++) {
    const status = weighted(statusValues, statusWeights);
    let t;
    const spread = (latest) => {
      // Activity grows with membership: request times ∝ t² over the history.
      for (;;) {
        const x = START + SPAN_DAYS * DAY * Math.pow(rand(), 1 / 2.5);
        if (x >= earliest && x <= latest) return x;
      }
    };
    if (status === 'pending') t = NOW - Math.floor(rand() * (TTL - HOUR)) - 60_000;
    else if (status === 'accepted') t = NOW - 3 * DAY - Math.floor(rand() * 45 * DAY);
    else if (status === 'completed') t = spread(NOW - 16 * DAY);
    else if (status === 'expired') t = spread(NOW - TTL - DAY);
    else t = spread(NOW - 4 * DAY);
    skeletons.push({ status, t: Math.floor(t) });
  }
  skeletons.sort((a, b) => a.t - b.t);

  const entries = []; // COPY lines of ledger_entries, in time order
  const entry = (debit, credit, amount, kind, reference, key, at) => {
    entries.push(row(debit, credit, amount, kind, reference, key, ts(at)));
  };
  // Free members with a positive balance, to pick payers from.
  const pool = [];
  const poolPos = new Int32Array(M).fill(-1);
  const credit = (i, amount) => {
    const m = members[i];
    m.balance += amount;
    if (!m.premium && m.balance > 0 && poolPos[i] < 0) {
      poolPos[i] = pool.length;
      pool.push(i);
    }
  };
  const debit = (i, amount) => {
    const m = members[i];
    m.balance -= amount;
    if (m.balance < 0) throw new Error('simulation overdrew a wallet');
    if (m.balance === 0 && poolPos[i] >= 0) {
      const last = pool.pop();
      if (last !== i) {
        pool[poolPos[i]] = last;
        poolPos[last] = poolPos[i];
      }
      poolPos[i] = -1;
    }
  };
  const premiumIdx = [];
  members.forEach((m, i) => {
    if (m.premium) premiumIdx.push(i);
  });

  const heap = new Heap();
  const requests = [];
  const testimonials = [];
  let nextSignup = 0;
  const signupsUntil = (t) => {
    while (nextSignup < M && members[nextSignup].created <= t) {
      const m = members[nextSignup];
      entry(system.issuance, m.wallet, STARTING_BALANCE, 'signup_bonus', m.id, `signup:${m.id}`, m.created);
      credit(nextSignup, STARTING_BALANCE);
      nextSignup++;
    }
  };
  const apply = (ev) => {
    const [kind, x] = ev;
    if (kind === 'release') {
      const r = requests[x];
      entry(system.escrow, members[r.requester].wallet, r.cost, 'hold_release', r.id, `release:${r.id}`, r.releaseAt);
      credit(r.requester, r.cost);
    } else if (kind === 'settle') {
      const r = requests[x];
      entry(
        r.held ? system.escrow : system.issuance,
        members[r.coach].wallet,
        r.cost,
        'settlement',
        r.id,
        `settle:${r.id}`,
        r.completed,
      );
      credit(r.coach, r.cost);
    } else if (kind === 'testimonial') {
      const tm = testimonials[x];
      entry(
        system.issuance,
        members[tm.writer].wallet,
        TESTIMONIAL_REWARD,
        'testimonial_reward',
        tm.id,
        `testimonial:${requests[tm.request].id}:${members[tm.writer].id}`,
        tm.created,
      );
      credit(tm.writer, TESTIMONIAL_REWARD);
    } else if (kind === 'referral') {
      const rf = referrals[x];
      entry(
        system.issuance,
        members[rf.referrer].wallet,
        REFERRAL_REWARD,
        'referral_reward',
        rf.id,
        `referral:${members[rf.referred].id}`,
        rf.completed,
      );
      credit(rf.referrer, REFERRAL_REWARD);
    }
  };
  const eventsUntil = (t) => {
    for (;;) {
      const nextEvent = heap.size > 0 ? heap.peekTime() : Infinity;
      const nextMember = nextSignup < M ? members[nextSignup].created : Infinity;
      if ((nextEvent > t && nextMember > t) || (nextEvent === Infinity && nextMember === Infinity)) return;
      if (nextMember <= nextEvent) signupsUntil(nextMember);
      else apply(heap.pop());
    }
  };
  referrals.forEach((rf, x) => {
    if (rf.completed !== null) heap.push(rf.completed, ['referral', x]);
  });

  let skipped = 0;
  let premiumRequests = 0;
  for (const sk of skeletons) {
    if (requests.length >= R) break;
    const t = sk.t;
    eventsUntil(t);
    const nServices = servicesBefore(t);
    if (nServices === 0) {
      skipped++;
      continue;
    }
    let service;
    for (let tries = 0; tries < 5 && !service; tries++) {
      const o = services[Math.floor(rand() * nServices)];
      if (o.archived === null || o.archived > t + 30 * DAY) service = o;
    }
    if (!service) {
      skipped++;
      continue;
    }
    // The payer: a free member who can afford it (most requests), else a premium member.
    let requester = -1;
    if (chance(0.88)) {
      for (let tries = 0; tries < 8 && requester < 0; tries++) {
        if (pool.length === 0) break;
        const i = pool[Math.floor(rand() * pool.length)];
        if (i !== service.coach && members[i].balance >= service.cost) requester = i;
      }
    }
    if (requester < 0) {
      const alive = membersBefore(t);
      let lo = 0,
        hi = premiumIdx.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (premiumIdx[mid] < alive) lo = mid + 1;
        else hi = mid;
      }
      for (let tries = 0; tries < 5 && requester < 0 && lo > 0; tries++) {
        const i = premiumIdx[Math.floor(rand() * lo)];
        if (i !== service.coach) requester = i;
      }
    }
    if (requester < 0) {
      skipped++;
      continue;
    }
    const held = !members[requester].premium;
    if (!held) premiumRequests++;
    const r = {
      id: uuid(),
      service,
      coach: service.coach,
      requester,
      status: sk.status,
      cost: service.cost,
      held,
      requested: t,
      expires: t + TTL,
      responded: null,
      sessionDate: null,
      completed: null,
      releaseAt: null,
      message: chance(0.4)
        ? pick(MESSAGES)
        : `Hi! I'd like to exchange ${service.cost} EP for your ${service.title} service.`,
    };
    const x = requests.push(r) - 1;
    if (held) {
      entry(members[requester].wallet, system.escrow, r.cost, 'request_hold', r.id, `hold:${r.id}`, t);
      debit(requester, r.cost);
    }
    switch (r.status) {
      case 'accepted': {
        r.responded = t + Math.floor(rand() * 3 * DAY);
        const past = chance(0.5);
        const at = past
          ? r.responded + Math.floor(rand() * Math.max(HOUR, NOW - r.responded))
          : NOW + int(1, 14 * 24) * HOUR;
        r.sessionDate = Math.ceil(at / HOUR) * HOUR;
        if (r.sessionDate >= NOW && past) r.sessionDate -= HOUR;
        break;
      }
      case 'declined':
      case 'cancelled':
        r.responded = t + int(10, 3 * 24 * 60) * 60_000;
        r.releaseAt = r.responded;
        break;
      case 'expired':
        r.releaseAt = r.expires;
        break;
      case 'completed': {
        r.responded = t + int(5, 3 * 24 * 60) * 60_000;
        r.sessionDate = Math.ceil((r.responded + int(1, 10 * 24) * HOUR) / HOUR) * HOUR;
        r.completed = r.sessionDate + int(1, 48) * HOUR;
        if (r.completed > NOW - HOUR) r.completed = NOW - HOUR;
        if (r.sessionDate > r.completed) r.sessionDate = Math.floor(r.completed / HOUR) * HOUR;
        heap.push(r.completed, ['settle', x]);
        for (const [writer, p] of [
          [r.requester, 0.55],
          [r.coach, 0.35],
        ]) {
          if (!chance(p)) continue;
          const created = r.completed + Math.floor(rand() * Math.min(5 * DAY, NOW - r.completed));
          const tx =
            testimonials.push({
              id: uuid(),
              request: x,
              writer,
              reviewee: writer === r.coach ? r.requester : r.coach,
              created,
              rating: weighted([5, 4, 3, 2, 1], [60, 28, 8, 3, 1]),
              content: pick(TESTIMONIALS),
              isPublic: chance(0.9),
            }) - 1;
          heap.push(created, ['testimonial', tx]);
        }
        break;
      }
    }
    if (r.held && r.releaseAt !== null) heap.push(r.releaseAt, ['release', x]);
  }
  eventsUntil(Infinity);
  console.log(
    `  simulated ${requests.length} requests (${premiumRequests} by premium members, ${skipped} skeletons skipped), ` +
      `${testimonials.length} testimonials, ${referrals.length} referrals, ${entries.length} ledger entries`,
  );

  await step('referrals', async () => {
    await copyInto(
      client,
      'referrals',
      ['id', 'referrer_id', 'referred_id', 'created_at', 'completed_at'],
      (function* () {
        for (const rf of referrals)
          yield row(rf.id, members[rf.referrer].id, members[rf.referred].id, ts(rf.created), ts(rf.completed));
      })(),
    );
    return referrals.length;
  });

  await step('exchange_requests', async () => {
    await copyInto(
      client,
      'exchange_requests',
      [
        'id',
        'service_id',
        'requester_id',
        'coach_id',
        'message',
        'status',
        'energy_cost',
        'held',
        'requested_at',
        'expires_at',
        'responded_at',
        'session_date',
        'completed_at',
      ],
      (function* () {
        for (const r of requests) {
          yield row(
            r.id,
            r.service.id,
            members[r.requester].id,
            members[r.coach].id,
            esc(r.message),
            r.status,
            r.cost,
            r.held ? 't' : 'f',
            ts(r.requested),
            ts(r.expires),
            ts(r.responded),
            ts(r.sessionDate),
            ts(r.completed),
          );
        }
      })(),
    );
    return requests.length;
  });

  await step('testimonials', async () => {
    await copyInto(
      client,
      'testimonials',
      ['id', 'exchange_request_id', 'reviewer_id', 'reviewee_id', 'rating', 'content', 'is_public', 'created_at'],
      (function* () {
        for (const tm of testimonials) {
          yield row(
            tm.id,
            requests[tm.request].id,
            members[tm.writer].id,
            members[tm.reviewee].id,
            tm.rating,
            esc(tm.content),
            tm.isPublic ? 't' : 'f',
            ts(tm.created),
          );
        }
      })(),
    );
    return testimonials.length;
  });

  await step('ledger_entries', async () => {
    await copyInto(
      client,
      'ledger_entries',
      ['debit_account_id', 'credit_account_id', 'amount', 'kind', 'reference', 'idempotency_key', 'created_at'],
      entries,
    );
    return entries.length;
  });

  // Cached balances: exactly the sums of the entries (wallets only: system accounts keep none).
  await step('ledger_accounts (balances)', async () => {
    const res = await client.query(`
      UPDATE ledger_accounts a SET balance = s.balance
        FROM (SELECT id, sum(amount)::int AS balance FROM (
                SELECT credit_account_id AS id, amount FROM ledger_entries
                UNION ALL SELECT debit_account_id, -amount FROM ledger_entries) m GROUP BY id) s
       WHERE s.id = a.id AND a.kind = 'wallet' AND a.balance <> s.balance`);
    // Cross-check with the simulation.
    const { rows } = await client.query(`SELECT a.user_id, a.balance FROM ledger_accounts a WHERE a.kind = 'wallet'`);
    const byId = new Map(members.map((m) => [m.id, m.balance]));
    for (const r of rows)
      if (byId.get(r.user_id) !== r.balance)
        throw new Error(`balance of ${r.user_id}: ${r.balance} ≠ simulated ${byId.get(r.user_id)}`);
    return res.rowCount;
  });

  // Sessions: most completed exchanges had an agreed session (completed); some accepted ones have a
  // proposal or an agreed slot. Times are on the hour of the request's session date, shown in the
  // timezone of the party who did not propose (as SessionService.propose records them).
  await step('sessions', async () => {
    // An accepted session holds its slot for both parties (unique partial indexes): only the first
    // candidate of a slot is accepted, the others stay proposals.
    const res = await client.query(`
      WITH c AS (
        SELECT r.id, r.coach_id, r.requester_id, r.status AS rstatus, r.session_date, r.responded_at, r.completed_at, hh.h,
               CASE WHEN hh.h % 2 = 0 THEN r.coach_id ELSE r.requester_id END AS proposer,
               r.status = 'accepted' AND r.session_date > now() AND hh.h % 5 < 2 AS wants_accept
          FROM exchange_requests r CROSS JOIN LATERAL (SELECT abs(hashtext(r.id::text)) AS h) hh
         WHERE r.session_date IS NOT NULL AND r.responded_at IS NOT NULL
           AND ((r.status = 'completed' AND hh.h % 10 < 7) OR (r.status = 'accepted' AND hh.h % 10 < 6))
      ), slots AS (
        SELECT id, coach_id AS party, session_date FROM c WHERE wants_accept
        UNION ALL SELECT id, requester_id, session_date FROM c WHERE wants_accept
      ), winners AS (
        SELECT DISTINCT ON (party, session_date) id FROM slots ORDER BY party, session_date, id
      ), ok AS (
        SELECT id FROM winners GROUP BY id HAVING count(*) = 2
      ), s AS (
        SELECT c.*,
               CASE WHEN c.rstatus = 'completed' THEN 'completed'
                    WHEN c.wants_accept AND EXISTS (SELECT 1 FROM ok WHERE ok.id = c.id) THEN 'accepted' ELSE 'pending' END AS status
          FROM c
      )
      INSERT INTO sessions (exchange_request_id, coach_id, student_id, proposer_id, status, starts_at, proposed_date, proposed_time_slot,
                            notes, created_at, responded_at, completed_at)
      SELECT s.id, s.coach_id, s.requester_id, s.proposer, s.status, s.session_date,
             (s.session_date AT TIME ZONE owner.timezone)::date, to_char(s.session_date AT TIME ZONE owner.timezone, 'HH24:00'),
             CASE WHEN s.h % 3 = 0 THEN 'Looking forward to it!' END,
             s.responded_at + (s.session_date - s.responded_at) * 0.2,
             CASE WHEN s.status <> 'pending' THEN s.responded_at + (s.session_date - s.responded_at) * 0.4 END,
             CASE WHEN s.status = 'completed' THEN s.completed_at END
        FROM s JOIN users owner ON owner.id = CASE WHEN s.proposer = s.coach_id THEN s.requester_id ELSE s.coach_id END`);
    return res.rowCount;
  });

  // Notifications, as the services write them: one per event and party concerned.
  await step('notifications', async () => {
    const res = await client.query(`
      INSERT INTO notifications (user_id, type, title, message, read, reference, created_at)
      SELECT n.user_id, n.type, n.title, n.message, n.at < now() - interval '3 days' AND abs(hashtext(n.reference || n.type)) % 10 <> 0, n.reference, n.at
        FROM (
          SELECT r.coach_id AS user_id, 'exchange_request' AS type, 'New exchange request' AS title,
                 rq.full_name || ' wants to exchange ' || r.energy_cost || ' EP for your ' || o.title || ' service.' AS message,
                 r.id::text AS reference, r.requested_at AS at
            FROM exchange_requests r JOIN services o ON o.id = r.service_id JOIN users rq ON rq.id = r.requester_id
          UNION ALL
          SELECT r.requester_id, 'exchange_accepted', 'Exchange request accepted',
                 co.full_name || ' accepted your request for ' || o.title || '. Schedule your session!', r.id::text, r.responded_at
            FROM exchange_requests r JOIN services o ON o.id = r.service_id JOIN users co ON co.id = r.coach_id
           WHERE r.status IN ('accepted', 'completed')
          UNION ALL
          SELECT r.requester_id, 'exchange_declined', 'Exchange request declined',
                 co.full_name || ' declined your request for ' || o.title || '.' ||
                 CASE WHEN r.held THEN ' Your ' || r.energy_cost || ' EP are available again.' ELSE '' END, r.id::text, r.responded_at
            FROM exchange_requests r JOIN services o ON o.id = r.service_id JOIN users co ON co.id = r.coach_id
           WHERE r.status = 'declined'
          UNION ALL
          SELECT r.coach_id, 'exchange_cancelled', 'Exchange request cancelled',
                 rq.full_name || ' cancelled their request for ' || o.title || '.', r.id::text, r.responded_at
            FROM exchange_requests r JOIN services o ON o.id = r.service_id JOIN users rq ON rq.id = r.requester_id
           WHERE r.status = 'cancelled'
          UNION ALL
          SELECT p.user_id, 'exchange_expired', 'Exchange request expired',
                 'The request for ' || o.title || ' expired after 14 days without an answer.' ||
                 CASE WHEN p.user_id = r.requester_id AND r.held THEN ' Your ' || r.energy_cost || ' EP are available again.' ELSE '' END,
                 r.id::text, r.expires_at
            FROM exchange_requests r JOIN services o ON o.id = r.service_id
            CROSS JOIN LATERAL (VALUES (r.requester_id), (r.coach_id)) p(user_id)
           WHERE r.status = 'expired'
          UNION ALL
          SELECT CASE WHEN abs(hashtext(r.id::text)) % 2 = 0 THEN r.requester_id ELSE r.coach_id END, 'exchange_completed', 'Exchange completed',
                 'The exchange for ' || o.title || ' is complete. Write a testimonial to earn +1 EP!', r.id::text, r.completed_at
            FROM exchange_requests r JOIN services o ON o.id = r.service_id
           WHERE r.status = 'completed'
          UNION ALL
          SELECT t.reviewee_id, 'testimonial_received', 'New testimonial',
                 w.full_name || ' wrote a ' || t.rating || '-star testimonial about ' || o.title || '.', t.id::text, t.created_at
            FROM testimonials t JOIN users w ON w.id = t.reviewer_id JOIN exchange_requests r ON r.id = t.exchange_request_id
            JOIN services o ON o.id = r.service_id
          UNION ALL
          SELECT CASE WHEN s.proposer_id = s.coach_id THEN s.student_id ELSE s.coach_id END, 'session_proposal', 'New session proposed',
                 'A session for ' || o.title || ' was proposed on ' || to_char(s.proposed_date, 'YYYY-MM-DD') || ' at ' || s.proposed_time_slot || '.',
                 s.id::text, s.created_at
            FROM sessions s JOIN exchange_requests r ON r.id = s.exchange_request_id JOIN services o ON o.id = r.service_id
        ) n`);
    return res.rowCount;
  });

  // Open needs: posted by members, worded like the services of their category, with a
  // budget of 1–20 EP; one in five has a last day ahead. Spread over the last year, newest last.
  await step(`needs (${opts.needs})`, async () => {
    if (opts.needs === 0) return 0;
    const res = await client.query(
      `
      WITH m AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users),
           o AS (SELECT title, description, category, row_number() OVER (ORDER BY id) AS rn FROM services),
           counts AS (SELECT (SELECT count(*) FROM m) AS members, (SELECT count(*) FROM o) AS services)
      INSERT INTO needs (author_id, title, description, category, max_energy, ends_on, created_at, updated_at)
      SELECT m.id, 'Looking for ' || lower(o.title), o.description, o.category, 1 + (g * 7) % 20,
             CASE WHEN g % 5 = 0 THEN current_date + (g % 90) END,
             now() - ((g * 7919) % 525600) * interval '1 minute', now() - ((g * 7919) % 525600) * interval '1 minute'
        FROM generate_series(1, $1::int) g CROSS JOIN counts
        JOIN m ON m.rn = 1 + (g::bigint * 104729) % counts.members
        JOIN o ON o.rn = 1 + (g::bigint * 15485863) % counts.services`,
      [opts.needs],
    );
    return res.rowCount;
  });

  await step(`rebuild ${indexes.length} indexes`, async () => {
    for (const ix of indexes) await client.query(ix.def);
  });
  // Group sessions (docs/ledger.md "Group sessions"): occurrences of services for more than one
  // participant, with seats, through the ledger's own function (`ledger_transfer`, the seat keys
  // seat-hold:/seat-settle:/seat-release:) so that ledger:check and reliability:check pass. Per 50
  // members: one upcoming occurrence (2–29 days ahead, at most half its seats booked: what the bench
  // books into) and one completed in the last 60 days (each seat attended, or absent and released);
  // one upcoming in ten is cancelled, its holds released. Each seat holder holds one seat in all, and
  // only members with at least 20 EP (any seat's price) or Premium ones (who hold nothing) get one,
  // so no wallet goes below 0. Written after the history (their entries are the newest) and after the
  // indexes are back: `ledger_transfer` writes through the journal's unique idempotency key.
  await step('group sessions (occurrences, seats, their ledger entries)', async () => {
    // Statistics of the tables just loaded: without them `ledger_transfer`'s look-up of the system
    // accounts is planned as a scan of every wallet, once per transfer (262 s for 10,000 seats).
    await client.query(`ANALYZE ledger_accounts, ledger_entries, users, services`);
    const per = Math.max(1, Math.floor(M / 50));
    await client.query(
      `
      WITH svc AS (
        SELECT o.id, o.coach_id, o.energy_cost, o.max_participants, u.timezone,
               row_number() OVER (ORDER BY hashtext(o.id::text), o.id) AS rn
          FROM services o JOIN users u ON u.id = o.coach_id
         WHERE o.archived_at IS NULL AND o.max_participants > 1 AND o.energy_cost <= 20
      ), picked AS (
        SELECT svc.*, past FROM svc CROSS JOIN (VALUES (false), (true)) v(past) WHERE svc.rn <= $1
      ), timed AS (
        SELECT picked.*, (date_trunc('day', now() AT TIME ZONE timezone)
                          + (CASE WHEN past THEN -(1 + rn % 60) ELSE 2 + rn % 28 END) * interval '1 day'
                          + (9 + rn % 8) * interval '1 hour') AT TIME ZONE timezone AS starts_at
          FROM picked
      )
      INSERT INTO group_sessions (service_id, coach_id, starts_at, session_date, time_slot, seats, energy_cost, created_at, updated_at)
      SELECT id, coach_id, starts_at, (starts_at AT TIME ZONE timezone)::date, to_char(starts_at AT TIME ZONE timezone, 'HH24') || ':00',
             max_participants, energy_cost, least(now(), starts_at) - interval '7 days', least(now(), starts_at) - interval '7 days'
        FROM timed
      ON CONFLICT (coach_id, starts_at) WHERE status <> 'cancelled' DO NOTHING`,
      [per],
    );
    // Seats: a past occurrence 1…seats booked, an upcoming one 0…seats/2; each holder once in all.
    await client.query(`
      WITH occ AS (
        SELECT g.id, g.coach_id, g.energy_cost, g.starts_at, b.booked,
               sum(b.booked) OVER (ORDER BY g.id) - b.booked AS first_slot
          FROM group_sessions g
          CROSS JOIN LATERAL (SELECT CASE WHEN g.starts_at < now() THEN 1 + abs(hashtext(g.id::text)) % g.seats
                                          ELSE abs(hashtext(g.id::text)) % (g.seats / 2 + 1) END AS booked) b
      ), slots AS (
        SELECT occ.*, occ.first_slot + k AS slot_no FROM occ CROSS JOIN LATERAL generate_series(0, occ.booked - 1) k
      ), holders AS (
        SELECT u.id, u.user_type = 'premium' AS premium, row_number() OVER (ORDER BY hashtext(u.id::text), u.id) - 1 AS rn
          FROM users u JOIN ledger_accounts a ON a.user_id = u.id
         WHERE u.user_type = 'premium' OR a.balance >= 20
      )
      INSERT INTO group_session_seats (group_session_id, member_id, status, energy_cost, held, joined_at, booked_at)
      SELECT slots.id, h.id, 'booked', slots.energy_cost, NOT h.premium,
             least(now(), slots.starts_at) - interval '2 days', least(now(), slots.starts_at) - interval '2 days'
        FROM slots JOIN holders h ON h.rn = slots.slot_no
       WHERE h.id <> slots.coach_id`);
    // Each transfer must be written and move its one wallet (a hold's payer, a settlement's coach, a release's member).
    const transfers = async (label, sql) => {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT entered OR updated <> 1)::int AS bad FROM (${sql}) x`,
      );
      if (rows[0].bad > 0) throw new Error(`group sessions: ${rows[0].bad} of ${rows[0].n} ${label} not applied`);
      return rows[0].n;
    };
    await transfers(
      'seat holds',
      `SELECT t.* FROM group_session_seats s
         CROSS JOIN LATERAL ledger_transfer('wallet', s.member_id, 'escrow', NULL, s.energy_cost, 'request_hold', s.id::text, 'seat-hold:' || s.id, NULL) t
        WHERE s.held`,
    );
    // The past ones took place: four seats in five attended (settled to the coach), the others absent (released).
    await client.query(`
      UPDATE group_session_seats s SET status = CASE WHEN abs(hashtext(s.id::text)) % 5 = 0 THEN 'absent' ELSE 'attended' END,
             ended_at = g.starts_at + interval '1 hour'
        FROM group_sessions g WHERE g.id = s.group_session_id AND g.starts_at < now()`);
    await transfers(
      'seat settlements',
      `SELECT t.* FROM group_session_seats s JOIN group_sessions g ON g.id = s.group_session_id
         CROSS JOIN LATERAL ledger_transfer(CASE WHEN s.held THEN 'escrow' ELSE 'issuance' END, NULL, 'wallet', g.coach_id, s.energy_cost,
                                            'settlement', s.id::text, 'seat-settle:' || s.id, NULL) t
        WHERE s.status = 'attended'`,
    );
    await transfers(
      'absent seats released',
      `SELECT t.* FROM group_session_seats s
         CROSS JOIN LATERAL ledger_transfer('escrow', NULL, 'wallet', s.member_id, s.energy_cost, 'hold_release', s.id::text, 'seat-release:' || s.id, NULL) t
        WHERE s.status = 'absent' AND s.held`,
    );
    await client.query(`
      UPDATE group_sessions SET status = 'completed', ended_at = starts_at + interval '1 hour', updated_at = starts_at + interval '1 hour'
       WHERE starts_at < now()`);
    // One upcoming occurrence in ten was cancelled by its coach: every booked seat released.
    await client.query(`
      UPDATE group_sessions SET status = 'cancelled', ended_at = now(), updated_at = now()
       WHERE status = 'scheduled' AND abs(hashtext(id::text)) % 10 = 0`);
    await client.query(`
      UPDATE group_session_seats s SET status = 'released', ended_at = now()
        FROM group_sessions g WHERE g.id = s.group_session_id AND g.status = 'cancelled' AND s.status = 'booked'`);
    await transfers(
      'cancelled seats released',
      `SELECT t.* FROM group_session_seats s JOIN group_sessions g ON g.id = s.group_session_id
         CROSS JOIN LATERAL ledger_transfer('escrow', NULL, 'wallet', s.member_id, s.energy_cost, 'hold_release', s.id::text, 'seat-release:' || s.id, NULL) t
        WHERE g.status = 'cancelled' AND s.status = 'released' AND s.held`,
    );
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM group_sessions) AS occurrences, (SELECT count(*)::int FROM group_session_seats) AS seats`,
    );
    return `${rows[0].occurrences} occurrences, ${rows[0].seats} seats`;
  });

  // The reliability triggers only queue what changed (docs/ledger.md "Reliability after the commit"):
  // the load's recounts are applied here, in its transaction, so that the counters are whole at the
  // commit and the app's worker does not recount the whole data set while a bench runs.
  // The recount functions keep one generic plan per session, made from the statistics of the moment.
  // Planned on tables this transaction loaded without statistics, they took over 30 minutes for
  // 500,000 requests (163 s for 150,000, where they now take 2.5 s). Analyzing before each batch
  // re-plans them on what is really there (an ANALYZE invalidates the plans that read its table).
  const RELIABILITY_TABLES = 'exchange_requests, exchange_disputes, group_sessions, group_session_seats';
  const COUNTED_TABLES = [
    'reliability_queue',
    'reliability_counted',
    'reliability_counted_occurrences',
    'member_reliability',
  ];
  await step('reliability counters (the queue)', async () => {
    await client.query(`ANALYZE ${RELIABILITY_TABLES}`);
    let total = 0;
    for (;;) {
      await client.query(`ANALYZE ${COUNTED_TABLES.join(', ')}`);
      const { rows } = await client.query(`SELECT reliability_drain(50000) AS taken`);
      total += rows[0].taken;
      if (rows[0].taken < 50000) return `${total} queued`;
    }
  });
  await step('commit', async () => {
    await client.query('COMMIT');
  });
  // The queue's drain above deleted every row it took: without a vacuum the reliability tables start
  // the bench with hundreds of thousands of dead rows, which every settlement's queue writes and the
  // worker's drain then scan (a server with autovacuum off keeps them for good).
  await step('vacuum analyze', async () => {
    for (const t of [...TABLES, 'needs', 'need_postings', 'group_sessions', 'group_session_seats', ...COUNTED_TABLES])
      await client.query(`VACUUM (ANALYZE) ${t}`);
  });

  const [{ c: escrowHeld }] = (
    await client.query(`
    SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE credit_account_id = a.id)
         - (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE debit_account_id = a.id) AS c
      FROM ledger_accounts a WHERE a.kind = 'escrow'`)
  ).rows;
  const counts = (
    await client.query(`SELECT status, count(*)::int AS n FROM exchange_requests GROUP BY status ORDER BY status`)
  ).rows;
  console.log(
    `  requests by status: ${counts.map((c) => `${c.status} ${c.n}`).join(', ')}; escrow holds ${escrowHeld} EP`,
  );
  const total = (performance.now() - started) / 1000;
  console.log(`seed:large: done in ${total.toFixed(1)} s. Check it: DATABASE_URL=… npm run ledger:check`);
} catch (err) {
  await client.query('ROLLBACK').catch(() => {});
  console.error('seed:large: failed, nothing was written:', err);
  process.exitCode = 1;
} finally {
  await client.end();
}
