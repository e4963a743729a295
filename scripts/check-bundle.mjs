// Bundle budget (CI): how much JavaScript each screen downloads before it can render, gzip, from
// Vite's build manifest. Fails when the landing page's initial JS is over its budget, or when the
// landing, the signed-in app, Settings and the admin charts stop being separate chunks.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = { landing: 150 };

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The chunk of `key` and every chunk it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const sizeOf = (files) => [...new Set(files)].reduce((sum, f) => sum + gz(f), 0);

const entry = 'index.html';
const screens = {
  landing: jsOf(new Set([...closure(entry), ...closure('src/app/VisitorApp.tsx')])),
  'signed-in shell': jsOf(new Set([...closure(entry), ...closure('src/app/SignedInApp.tsx')])),
  'settings (on open)': jsOf(closure('src/features/settings/components/SettingsModal.tsx')).filter((f) => !jsOf(closure('src/app/SignedInApp.tsx')).includes(f)),
  'admin dashboard (on open)': jsOf(closure('src/features/admin/components/AdminView.tsx')).filter((f) => !jsOf(closure('src/app/SignedInApp.tsx')).includes(f)),
};

let failed = false;
for (const [screen, files] of Object.entries(screens)) {
  const kb = sizeOf(files);
  const budget = BUDGET_KB[screen];
  const verdict = budget === undefined ? '' : kb <= budget ? `  (budget ${budget} KB: ok)` : `  (budget ${budget} KB: OVER)`;
  if (budget !== undefined && kb > budget) failed = true;
  console.log(`bundle: ${screen.padEnd(26)} ${kb.toFixed(1).padStart(7)} KB gzip in ${files.length} file(s)${verdict}`);
}
// The landing must not pull the signed-in app, Settings or the admin charts.
const landing = new Set(screens.landing);
for (const lazyKey of ['src/app/SignedInApp.tsx', 'src/features/settings/components/SettingsModal.tsx', 'src/features/admin/components/AdminView.tsx']) {
  if (landing.has(manifest[lazyKey]?.file)) {
    console.error(`bundle: ${lazyKey} is part of the landing page's initial load`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
