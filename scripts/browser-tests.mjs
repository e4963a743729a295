// Runs the browser journeys (client/e2e) in Debian's Chromium when it is there. Without it they are
// skipped loudly, unless REQUIRE_BROWSER=1 (CI), which makes a missing browser a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
// vitest's own entry with this very node, not `npx vitest`: under README's `npx -p node@24 -c 'npm test'`
// a nested npx inherits the outer one's `-c` and refuses to run.
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const run = spawnSync(process.execPath, [vitest, 'run', '--config', 'client/e2e/vitest.config.ts'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
