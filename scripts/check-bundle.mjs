// Bundle budget (CI): how much JavaScript each screen downloads before it can render, gzip, from
// Vite's build manifest. Fails when the landing page's initial JS is over its budget, or when the
// landing, the visitor's sign-in/sign-up screens (with Apollo), the signed-in shell, each signed-in
// view (client/src/app/memberViews.ts), Settings and the admin charts stop being separate chunks,
// or when a view's first download carries another view or another feature's on-demand dialog.
// CLIENT_DIST checks a build made elsewhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.CLIENT_DIST || 'client/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The landing is prerendered and hydrated with React alone (no Apollo, no graphql-ws): 82 KB when
// the budget was set (it was 143 KB with Apollo in the entry).
const BUDGET_KB = { landing: 90 };

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
const MEMBER = 'src/app/MemberRoot.tsx'; // the signed-in app and Apollo, one lazy chunk (App.tsx)
const VISITOR_SCREENS = 'src/app/VisitorScreens.tsx'; // sign-in, sign-up, How It Works (VisitorApp.tsx)
// Each signed-in view is a lazy chunk of its own, loaded beside the shell: the build writes each
// view's files (client/src/app/memberViews.ts) into session-check.js's VIEW_FILES, found from the
// module graph, whatever Rolldown named the chunk. The two a member opens most are measured.
const VIEWS = { Discover: 'discover', 'Browse Coaches': 'coaches' };
const viewFiles = JSON.parse(
  /^var VIEW_FILES = (.*);$/m.exec(readFileSync(path.join(dist, 'session-check.js'), 'utf8'))?.[1] ?? '{}',
);
for (const [name, id] of Object.entries(VIEWS)) {
  if (!viewFiles[id]?.some((f) => f.endsWith('.js'))) {
    console.error(`bundle: the ${name} view has no chunk of its own in session-check.js's VIEW_FILES`);
    process.exit(1);
  }
}
const viewJs = (id) => viewFiles[id].filter((f) => f.endsWith('.js')).map((f) => f.replace(/^\//, ''));
for (const key of [MEMBER, VISITOR_SCREENS]) {
  if (!manifest[key]) {
    console.error(`bundle: ${key} is not a chunk of its own any more`);
    process.exit(1);
  }
}
const landingFiles = jsOf(closure(entry));
const memberFiles = jsOf(closure(MEMBER));
const screens = {
  landing: landingFiles,
  'sign-in / sign-up (on intent)': jsOf(closure(VISITOR_SCREENS)).filter((f) => !landingFiles.includes(f)),
  'signed-in shell': jsOf(new Set([...closure(entry), ...closure(MEMBER)])),
  ...Object.fromEntries(
    Object.entries(VIEWS).map(([name, id]) => [
      `shell + ${name}`,
      [...new Set([...jsOf(closure(entry)), ...jsOf(closure(MEMBER)), ...viewJs(id)])],
    ]),
  ),
  'settings (on open)': jsOf(closure('src/features/settings/components/SettingsModal.tsx')).filter(
    (f) => !memberFiles.includes(f) && !landingFiles.includes(f),
  ),
  'admin dashboard (on open)': jsOf(closure('src/features/admin/components/AdminView.tsx')).filter(
    (f) => !memberFiles.includes(f) && !landingFiles.includes(f),
  ),
};

let failed = false;
for (const [screen, files] of Object.entries(screens)) {
  const kb = sizeOf(files);
  const budget = BUDGET_KB[screen];
  const verdict =
    budget === undefined ? '' : kb <= budget ? `  (budget ${budget} KB: ok)` : `  (budget ${budget} KB: OVER)`;
  if (budget !== undefined && kb > budget) failed = true;
  console.log(`bundle: ${screen.padEnd(30)} ${kb.toFixed(1).padStart(7)} KB gzip in ${files.length} file(s)${verdict}`);
}
// The landing must not pull the signed-in app, the sign-in screens, Settings or the admin charts,
// nor graphql-ws (its protocol name is a string that survives minifying).
const landing = new Set(screens.landing);
for (const lazyKey of [
  MEMBER,
  VISITOR_SCREENS,
  'src/features/settings/components/SettingsModal.tsx',
  'src/features/admin/components/AdminView.tsx',
]) {
  if (landing.has(manifest[lazyKey]?.file)) {
    console.error(`bundle: ${lazyKey} is part of the landing page's initial load`);
    failed = true;
  }
}
if (screens.landing.some((f) => readFileSync(path.join(dist, f), 'utf8').includes('graphql-transport-ws'))) {
  console.error("bundle: graphql-ws is part of the landing page's initial load");
  failed = true;
}
// The shell must not carry a view: every view's own code stays out of the signed-in app's chunks.
const shell = new Set(screens['signed-in shell']);
for (const [name, id] of Object.entries(VIEWS)) {
  if (viewJs(id).some((f) => shell.has(f))) {
    console.error(`bundle: the ${name} view is part of the signed-in shell's load`);
    failed = true;
  }
}
// A view's first download carries no other view and no dialog another feature opens on demand
// (docs/architecture.md, "Dialogs on demand"): a front door that re-exported one made it a static
// import of every view that took any name from that front door, and Rolldown then merged it into a
// chunk those views load first.
const featuresDir = path.join(root, 'client/src/features');
const lazySource = (source) => ({
  source,
  name: path.basename(source, '.tsx'),
  feature: /^src\/features\/([^/]+)\//.exec(source)?.[1],
});
const views = Object.fromEntries(
  [
    ...readFileSync(path.join(root, 'client/src/app/memberViews.ts'), 'utf8').matchAll(
      /^\s*(\w+): \(\) => import\('\.\.\/(features\/[^']+)'\),$/gm,
    ),
  ].map(([, id, source]) => [id, lazySource(`src/${source}.tsx`)]),
);
const dialogs = readdirSync(featuresDir).flatMap((feature) => {
  const frontDoor = path.join(featuresDir, feature, 'index.ts');
  if (!existsSync(frontDoor)) return [];
  return [...readFileSync(frontDoor, 'utf8').matchAll(/import\('\.\/(components\/\w+Modal)'\)/g)].map(([, file]) =>
    lazySource(`src/features/${feature}/${file}.tsx`),
  );
});
/** The file a lazily loaded module ended up in: its own chunk, or one Rolldown named after it. */
const fileOf = ({ source, name }) =>
  manifest[source]?.file ?? Object.values(manifest).find((chunk) => chunk.file.startsWith(`assets/${name}-`))?.file;
for (const [id, view] of Object.entries(views)) {
  if (!manifest[view.source] || !viewFiles[id]) {
    console.error(`bundle: the ${id} view (${view.source}) is not a chunk of its own: something imports it statically`);
    failed = true;
    continue;
  }
  const first = new Set(viewJs(id));
  const carried = [
    ...Object.entries(views)
      .filter(([other]) => other !== id)
      .map(([, other]) => other),
    ...dialogs.filter((dialog) => dialog.feature !== view.feature),
  ].filter((lazy) => first.has(fileOf(lazy)));
  if (carried.length) {
    console.error(`bundle: the ${id} view's first download carries ${carried.map((l) => l.name).join(', ')}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
