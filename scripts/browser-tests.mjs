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
const VIEWPORT_HALVES = ['desktop', 'mobile'];
const splitByViewport = groupCount === VIEWPORT_HALVES.length;
const groups = Array.from({ length: groupCount }, (_, index) => ({
  files: [],
  size: 0,
  viewport: splitByViewport ? VIEWPORT_HALVES[index] : undefined,
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

// This run's screenshots only: none left over from screens that were renumbered since.
rmSync(fileURLToPath(new URL('../test-artifacts/screenshots', import.meta.url)), { recursive: true, force: true });

// vitest's own entry with this very node, not `npx vitest`: under README's `npx -p node@24 -c 'npm test'`
// a nested npx inherits the outer one's `-c` and refuses to run.
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/** One group's run; its output is printed whole when it ends, so the groups' reports do not interleave. */
function runGroup(group, index) {
  return new Promise((resolve) => {
    const halves = group.viewport ? ` (${group.viewport} halves)` : '';
    const label = `browser journeys, group ${index + 1} of ${groupCount}${halves}`;
    console.log(`${label}: ${group.files.map((f) => path.basename(f)).join(', ')}`);
    const child = spawn(process.execPath, [vitest, 'run', '--config', 'client/e2e/vitest.config.ts', ...group.files], {
      env: {
        ...process.env,
        E2E_GROUP: String(index + 1),
        ...(group.viewport ? { E2E_VIEWPORT: group.viewport } : {}),
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      console.log(`\n==== ${label} ====\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(`\n==== ${label}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} ====`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(groups.map(runGroup));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
