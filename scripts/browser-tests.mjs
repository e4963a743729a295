// Runs the browser journeys (client/e2e) in Debian's Chromium when it is there. Without it they are
// skipped loudly, unless REQUIRE_BROWSER=1 (CI), which makes a missing browser a failure.
//
// The journeys run in E2E_GROUPS groups side by side (2 by default), each a vitest run with its
// own server, database and mail folder (client/e2e/global-setup.ts): a journey mostly waits on
// the browser and the server, so two groups finish in little more than the longer one's time, and
// no journey sees another group's members. With two groups, a journey that visits each viewport
// through `journeyViewports()` (client/e2e/a11y.ts) runs in both, its desktop half in the first and
// its phone half in the second (E2E_VIEWPORT); every other file goes whole to the lighter group,
// largest first. A journey's length follows its size closely enough to weigh it by its size.
//
// The whole journey also runs in other languages (E2E_LANGUAGE, client/e2e/language.ts): every
// member reads that language, every screen is checked as in English (axe, widths, targets). Each
// language run is a vitest run of its own (its own server, database and mail folder), after the
// English files of the group whose viewport it has. LANGUAGE_RUNS_MEASURED below says which.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${banner}\n`,
  );
  process.exit(process.env.REQUIRE_BROWSER === '1' ? 1 : 0);
}
if (!existsSync('server/dist/server/src/main.js')) {
  console.log('browser tests: building the app first');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const e2eDir = fileURLToPath(new URL('../client/e2e/', import.meta.url));
const files = readdirSync(e2eDir)
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .map((name) => {
    const source = readFileSync(path.join(e2eDir, name), 'utf8');
    return { file: `client/e2e/${name}`, size: source.length, halves: source.includes('journeyViewports(') };
  })
  .sort((a, b) => b.size - a.size);
const groupCount = Math.max(1, Math.min(files.length, Number(process.env.E2E_GROUPS) || 2));

// Which languages the whole journey runs in besides English, at which viewport: `language:viewport`,
// comma-separated (E2E_LANGUAGE_RUNS; empty: none).
//
// Why these two (docs/benchmarks.md "The whole journey in other languages"): the whole journey has
// grown, and a language half of it now takes 250–400 s on CI's two cores, which are busy through the
// whole browser phase (two Chromiums, two servers, PostgreSQL). All four halves took the whole run
// past 45 minutes. One per group keeps each language where it breaks most: Spanish, the longest
// labels, on the phone's 360 px; Arabic, right to left, at 1280 px, where the sidebar, the tables and
// the dialogs' columns mirror. Every view and Settings is still checked in both languages at both
// widths by `translations.e2e.test.ts`; `E2E_LANGUAGE_RUNS=es:desktop,ar:desktop,es:mobile,ar:mobile`
// runs all four halves.
const LANGUAGE_RUNS_MEASURED = 'es:mobile,ar:desktop';
const languageRuns = (process.env.E2E_LANGUAGE_RUNS ?? LANGUAGE_RUNS_MEASURED)
  .split(',')
  .map((run) => run.trim())
  .filter(Boolean)
  .map((run) => {
    const [language, viewport] = run.split(':');
    if (!['es', 'de', 'ar'].includes(language) || !['desktop', 'mobile'].includes(viewport))
      throw new Error(`E2E_LANGUAGE_RUNS: "${run}" is not language:viewport (es, de or ar; desktop or mobile)`);
    return { language, viewport };
  });
const WHOLE_JOURNEY = 'client/e2e/whole-journey.e2e.test.ts';
const VIEWPORT_HALVES = ['desktop', 'mobile'];
const splitByViewport = groupCount === VIEWPORT_HALVES.length;
const groups = Array.from({ length: groupCount }, (_, index) => ({
  files: [],
  size: 0,
  viewport: splitByViewport ? VIEWPORT_HALVES[index] : undefined,
  languageRuns: [],
}));
for (const { file, size, halves } of files) {
  if (splitByViewport && halves) {
    for (const group of groups) {
      group.files.push(file);
      group.size += size / groupCount;
    }
    continue;
  }
  const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
  lightest.files.push(file);
  lightest.size += size;
}

// A language run goes to the group of its viewport; with no group per viewport, to the lightest.
const wholeJourneyHalf = (files.find((f) => f.file === WHOLE_JOURNEY)?.size ?? 0) / VIEWPORT_HALVES.length;
for (const run of languageRuns) {
  const group = groups.find((g) => g.viewport === run.viewport) ?? groups.reduce((a, b) => (b.size < a.size ? b : a));
  group.languageRuns.push(run);
  group.size += wholeJourneyHalf;
}

// This run's screenshots only: none left over from screens that were renumbered since.
rmSync(fileURLToPath(new URL('../test-artifacts/screenshots', import.meta.url)), { recursive: true, force: true });

// vitest's own entry with this very node, not `npx vitest`: under README's `npx -p node@24 -c 'npm test'`
// a nested npx inherits the outer one's `-c` and refuses to run.
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/**
 * What each failed run reported about its failures, printed again after every group's report: CI
 * shows the end of a long output, and a failure in a group printed first would be out of it.
 */
const failureReports = [];

// vitest's report of its failed tests: from its "Failed Tests" (or "Failed Suites", "Unhandled
// Errors") rule to the end, without colours.
const FAILURE_SECTION = /⎯+ (Failed (Tests|Suites)|Unhandled Error)/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const FAILURE_REPORT_LINES = 200;

/** One vitest run of `files` with `env`; answers its exit code, its output kept in `output`. */
function runVitest(label, files, env, output) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', '--config', 'client/e2e/vitest.config.ts', ...files], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
    });
    const own = [];
    const keep = (chunk) => {
      output.push(chunk);
      own.push(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(0);
      const text = Buffer.concat(own).toString('utf8').replace(ANSI, '');
      const section = text.search(FAILURE_SECTION);
      const lines = (section >= 0 ? text.slice(section) : text).split('\n');
      const report = section >= 0 ? lines.slice(0, FAILURE_REPORT_LINES) : lines.slice(-FAILURE_REPORT_LINES);
      failureReports.push(`---- ${label} ----\n${report.join('\n')}`);
      resolve(`failed (${signal ?? `exit ${code}`})`);
    });
  });
}

/**
 * One group's runs: its English files, then its language runs of the whole journey, one after the
 * other; its output is printed whole when it ends, so the groups' reports do not interleave.
 */
async function runGroup(group, index) {
  const halves = group.viewport ? ` (${group.viewport} halves)` : '';
  const label = `browser journeys, group ${index + 1} of ${groupCount}${halves}`;
  const languages = group.languageRuns.map((r) => `${path.basename(WHOLE_JOURNEY)} in ${r.language} (${r.viewport})`);
  console.log(`${label}: ${[...group.files.map((f) => path.basename(f)), ...languages].join(', ')}`);
  const output = [];
  const outcomes = [];
  const began = Date.now();
  // (A vitest run without files would run them all.)
  if (group.files.length)
    outcomes.push(
      await runVitest(
        `${label}, in English`,
        group.files,
        {
          E2E_GROUP: String(index + 1),
          E2E_LANGUAGE: 'en',
          ...(group.viewport ? { E2E_VIEWPORT: group.viewport } : {}),
        },
        output,
      ),
    );
  for (const run of group.languageRuns) {
    const started = Date.now();
    output.push(Buffer.from(`\n---- ${path.basename(WHOLE_JOURNEY)} in ${run.language}, ${run.viewport} ----\n`));
    outcomes.push(
      await runVitest(
        `${path.basename(WHOLE_JOURNEY)} in ${run.language}, ${run.viewport}`,
        [WHOLE_JOURNEY],
        { E2E_GROUP: `${index + 1}-${run.language}`, E2E_VIEWPORT: run.viewport, E2E_LANGUAGE: run.language },
        output,
      ),
    );
    output.push(
      Buffer.from(`---- ${run.language}, ${run.viewport}: ${Math.round((Date.now() - started) / 1000)} s ----\n`),
    );
  }
  const failed = outcomes.find((outcome) => outcome !== 0);
  console.log(`\n==== ${label} ====\n`);
  process.stdout.write(Buffer.concat(output));
  const took = `${Math.round((Date.now() - began) / 1000)} s`;
  console.log(`\n==== ${label}: ${failed ? failed : 'passed'} (${took}) ====`);
  return failed ? 1 : 0;
}

const codes = await Promise.all(groups.map(runGroup));
if (failureReports.length) console.log(`\n==== what failed ====\n\n${failureReports.join('\n\n')}`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
