import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import { transform as formatjsTransform } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { PrerenderedLanding } from './src/app/prerender';
import { PAGES_CACHE } from './src/shared/i18n/visitorPage';

const require = createRequire(import.meta.url);

// The API server (GraphQL + graphql-ws at /graphql, REST at /api) runs on PORT (default 4000) in
// development — `npm run dev` starts both with the same environment, so the proxy follows PORT; in
// production it serves client/dist itself, so the build output must stay in dist/.
const API_TARGET = `http://localhost:${process.env.PORT || 4000}`;

/**
 * Installable app (the install banner): web manifest + a Workbox service worker that precaches
 * the built assets. The app runs under a strict CSP, so registration is an external deferred
 * script (registerSW.js), never inline. Server paths are never cached nor answered with the app
 * shell: GraphQL and REST go to the network, and the local test checkout page stays the server's.
 * Anything else not precached (API calls included) goes straight to the network.
 */
const pwa = VitePWA({
  injectRegister: 'script-defer',
  registerType: 'autoUpdate',
  manifest: {
    id: '/',
    name: 'Energy Exchange',
    short_name: 'Energy Ex',
    description: 'Trade services with coaches, creators and solopreneurs for Energy Points instead of money.',
    lang: 'en',
    theme_color: '#0f766e',
    background_color: '#faf8f4',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The pages are not precached: the landing is prerendered once per language and the server
    // answers each visitor theirs (server/src/app/client-serving.ts); a precached index.html would
    // answer every navigation with the English one.
    globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
    // No fallback to a precached page either (the plugin's default is index.html): see the route below.
    navigateFallback: null,
    runtimeCaching: [
      {
        // A navigation asks the server first, which chooses the page's language (the visitor's
        // cookie, else Accept-Language); offline, the copy it last answered this device, for any
        // address (the app has no router: `/?view=…` is the same page). pages-sw.js (pagesWorker,
        // below) fetches it once when the worker installs and the client again when the visitor
        // chooses a language.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !/^\/(api(\/|$)|graphql|test-checkout\/|healthz|readyz|media\/)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: 4,
          matchOptions: { ignoreSearch: true, ignoreVary: true },
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 8 },
        },
      },
    ],
    // Web Push: shows a push as a notification and opens the app on its view when clicked. The
    // page for offline visits: pages-sw.js.
    importScripts: ['/push-sw.js', '/pages-sw.js'],
    cleanupOutdatedCaches: true,
  },
});

/**
 * The page for offline visits, in this device's language: pages-sw.js, imported by the Workbox
 * worker (`importScripts` above). Navigations ask the server first, which answers the landing
 * prerendered in the visitor's language; the worker keeps the last answer in the pages cache for
 * when the network is gone. That copy is fetched once here, as the worker installs — the visit that
 * installed it did not go through it — with this browser's cookie and Accept-Language, as any
 * navigation is. The build writes the script, so that the cache it fills is the one the route
 * above reads and the client refreshes (`PAGES_CACHE`), by name written once.
 */
function pagesWorker(): Plugin {
  const script = `/* The page for offline visits (client/vite.config.ts, pagesWorker). */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(${JSON.stringify(PAGES_CACHE)})
      .then((cache) => cache.add(new Request('/', { credentials: 'same-origin' })))
      .catch(() => undefined), // offline while installing: the next navigation keeps a copy
  );
});
`;
  return {
    name: 'energy-exchange:pages-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'pages-sw.js', source: script });
    },
  };
}

/** Text assets worth compressing; pictures (PNG) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|webmanifest|json)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, once, at
 * the strongest levels; the server answers them to browsers that accept them (server/src/app/http.ts).
 * index.html is left out: the server fills in its canonical URL and compresses it itself.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'energy-exchange:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!COMPRESSIBLE.test(entry) || entry.startsWith('.vite')) continue;
          const file = path.join(outDir, entry);
          const body = readFileSync(file);
          if (body.length < 1024) continue; // smaller than one packet: not worth a variant
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Prerenders the landing into index.html's #root at build time, so that a visitor's first paint
 * (and the largest one, the hero) needs no JavaScript; main.tsx then hydrates it. The landing is
 * rendered from the sources by a throwaway Vite server in SSR mode (src/app/prerender.tsx); the
 * marker on #root is the one main.tsx checks (src/app/prerendered.ts).
 *
 * Once per language: index.html is English, and `index.<language>.html` each other language's,
 * with its `<html lang dir>`, title and meta description, and a preload of its catalog (main.tsx
 * hydrates with it). The server answers each visitor the page in their language
 * (server/src/app/client-serving.ts), so a Spanish visitor's first paint is Spanish.
 */
function prerenderLanding(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  /** The English landing as index.html carries it, and each other language's, written as a page of its own. */
  let english = '';
  let landings: Array<{ locale: string } & PrerenderedLanding> = [];
  return {
    name: 'energy-exchange:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          // The landing is rendered as the browser renders it: compiled catalogs, one copy of FormatJS.
          resolve: { alias: formatjsOnce },
          plugins: [compiledCatalogs(), precompiledDefaultMessages(), react()],
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderLanding, LANDING_LOCALES, DEFAULT_LOCALE } = (await server.ssrLoadModule(
            '/src/app/prerender.tsx',
          )) as typeof import('./src/app/prerender');
          const placeholder = '<div id="root"></div>';
          if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder} to prerender into`);
          landings = [];
          for (const locale of LANDING_LOCALES.filter((l) => l !== DEFAULT_LOCALE))
            landings.push({ locale, ...(await renderLanding(locale)) });
          english = `<div id="root" data-prerendered="landing">${(await renderLanding(DEFAULT_LOCALE)).html}</div>`;
          return html.replace(placeholder, () => english);
        } finally {
          await server.close();
        }
      },
    },
    // From the page as written, with what the other plugins put in its head (the service worker's
    // registration, the manifest), only the words changed.
    writeBundle(_options, bundle) {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!html.includes(english)) throw new Error('prerender-landing: the written index.html lost its landing');
      for (const landing of landings) {
        const { locale } = landing;
        // The language's catalog chunk, fetched beside the entry rather than after it ran.
        const catalog = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.includes(`/locales/${locale}/client.json?compiled`),
        );
        if (!catalog) throw new Error(`prerender-landing: no catalog chunk for ${locale}`);
        const dir = landing.direction === 'rtl' ? ' dir="rtl"' : '';
        const page = html
          .replace('<html lang="en">', `<html lang="${locale}"${dir}>`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(landing.title)}</title>`)
          .replace(
            /(<meta\s+name="description"\s+content=")[^"]*(")/,
            (_m, before: string, after: string) => `${before}${escapeHtml(landing.description)}${after}`,
          )
          .replace('</head>', `  <link rel="modulepreload" crossorigin href="/${catalog.fileName}">\n  </head>`)
          .replace(english, () => `<div id="root" data-prerendered="landing">${landing.html}</div>`);
        if (!page.includes(`<html lang="${locale}"`) || !page.includes(escapeHtml(landing.title)))
          throw new Error(`prerender-landing: index.html's <html lang> or <title> were not found`);
        writeFileSync(path.join(outDir, `index.${locale}.html`), page);
      }
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Writes the signed-in app's files (its lazily loaded chunk, the chunks it imports, their CSS) into
 * public/session-check.js's MEMBER_FILES, so that a member's browser fetches them in parallel with
 * the entry script instead of discovering them after it ran; and each view's own files
 * (src/app/memberViews.ts) into its VIEW_FILES, for the view the tab opens on.
 */
function memberPreloads(): Plugin {
  let files: string[] = [];
  let viewFiles: Record<string, string[]> = {};
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'energy-exchange:member-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const member = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/MemberRoot.tsx'));
      const entry = chunks.find((c) => c.isEntry);
      if (!member || !entry) throw new Error('member-preloads: no MemberRoot chunk or no entry in the bundle');
      const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
      /** `fileName`, the chunks it imports and their CSS, less what `loaded` holds already. */
      const closure = (fileName: string, loaded: Set<string>) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name) || loaded.has(name)) return;
          seen.add(name);
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk') return;
          chunk.imports.forEach(visit);
          chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
        };
        visit(fileName);
        return seen;
      };
      const memberFiles = closure(member.fileName, loadedByEntry);
      files = [...memberFiles].map((f) => `/${f}`);

      const viewsFile = path.join(root, 'src/app/memberViews.ts');
      const views = [...readFileSync(viewsFile, 'utf8').matchAll(/^ {2}(\w+): \(\) => import\('([^']+)'\),$/gm)];
      if (views.length === 0) throw new Error('member-preloads: no views in src/app/memberViews.ts');
      const loadedWithMember = new Set([...loadedByEntry, ...memberFiles]);
      viewFiles = Object.fromEntries(
        views.map(([, view, specifier]) => {
          const modulePath = path.resolve(path.dirname(viewsFile), specifier);
          // Its own chunk, or the one Rolldown put it in with modules that other views share.
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === modulePath));
          if (!chunk) throw new Error(`member-preloads: the ${view} view (${specifier}) is in no chunk`);
          return [view, [...closure(chunk.fileName, loadedWithMember)].map((f) => `/${f}`)];
        }),
      );
    },
    writeBundle() {
      const file = path.join(outDir, 'session-check.js');
      const script = readFileSync(file, 'utf8');
      if (!script.includes('var MEMBER_FILES = [];') || !script.includes('var VIEW_FILES = {};')) {
        throw new Error('member-preloads: session-check.js has no MEMBER_FILES or VIEW_FILES');
      }
      writeFileSync(
        file,
        script
          .replace('var MEMBER_FILES = [];', `var MEMBER_FILES = ${JSON.stringify(files)};`)
          .replace('var VIEW_FILES = {};', `var VIEW_FILES = ${JSON.stringify(viewFiles)};`),
      );
    },
  };
}

/**
 * Gives every GraphQL document of the app a module of its own in the build, so that each lands in
 * the chunk of the view that uses it. Codegen's `graphql()` (src/gql/gql.ts) looks documents up in
 * one map of all of them: through it, every view's documents (300 KB of AST, half the signed-in
 * JavaScript) were parsed and run before any view could render. Each `graphql(`…`)` call is
 * replaced by the import of its document, read from src/gql/graphql.ts: what codegen's Babel plugin
 * does for production (https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size),
 * without Babel. The same text always gives the same module, so the same object, as the map did.
 * Dev and tests keep the map.
 */
const GRAPHQL_DOCUMENT_PREFIX = '\0graphql-document:';

function graphqlDocumentModules(): Plugin {
  const PREFIX = GRAPHQL_DOCUMENT_PREFIX;
  const CALL = /\bgraphql\(`((?:[^`\\$]|\$(?!\{))*)`\)/g; // a plain template: no ${}, no escapes
  let gqlDir = '';
  /** Document text, as written in the sources → the name of its constant in graphql.ts. */
  const nameByText = new Map<string, string>();
  /** Constant name → its document (an object literal, JSON). */
  const documentByName = new Map<string, string>();
  return {
    name: 'energy-exchange:graphql-document-modules',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      gqlDir = path.resolve(config.root, 'src/gql');
    },
    buildStart() {
      const map = readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8')
        .split('const documents: Documents = {')[1]
        ?.split('\n};')[0];
      if (!map) throw new Error('graphql-document-modules: no documents map in src/gql/gql.ts');
      for (const [, text, name] of map.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm))
        nameByText.set(JSON.parse(text) as string, name);
      for (const [, name, json] of readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8').matchAll(
        /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
      )) {
        documentByName.set(name, json);
      }
      if (nameByText.size === 0 || documentByName.size === 0)
        throw new Error('graphql-document-modules: no documents found in src/gql');
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const document = documentByName.get(id.slice(PREFIX.length));
      if (!document) throw new Error(`graphql-document-modules: no ${id.slice(PREFIX.length)} in src/gql/graphql.ts`);
      return `export default ${document};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return undefined;
      const imports = new Map<string, string>();
      const replaced = code.replace(CALL, (_call, text: string) => {
        const name = nameByText.get(text);
        if (!name)
          throw new Error(
            `graphql-document-modules: a document of ${id} is not in src/gql/gql.ts: run npm run codegen`,
          );
        imports.set(name, `__graphqlDocument_${name}`);
        return `__graphqlDocument_${name}`;
      });
      if (imports.size === 0) return undefined;
      // Appended, as imports are hoisted: the lines above keep their numbers.
      const lines = [...imports].map(([name, local]) => `import ${local} from ${JSON.stringify(PREFIX + name)};`);
      return { code: `${replaced}\n${lines.join('\n')}\n`, map: null };
    },
  };
}

const SHARED_UI_FRONT_DOOR = /[\\/]client[\\/]src[\\/]shared[\\/]ui[\\/]index\.ts$/;
/** How a module names shared/ui's front door: `'../../shared/ui'`, `'./ui'`, `'../ui/index'`. */
const UI_FRONT_DOOR_SPECIFIER = /(^|\/)ui(\/index(\.ts)?)?$/;

/** The names an `export { … }` or `import { … }` list gives, without `type` ones, as their exported names. */
function listedNames(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !entry.startsWith('type '))
    .map((entry) => entry.split(/\s+as\s+/)[0]);
}

/** The names `code` imports from a module whose specifier matches `specifier`. */
function importedNames(code: string, specifier: RegExp): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
    .filter(([, , from]) => specifier.test(from))
    .flatMap(([, names]) => listedNames(names));
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

/**
 * The modules a page starting at `start` reaches by static imports. shared/ui's front door lists
 * every component; through it, a page reaches only the components it names.
 */
function reachedModules(context: ModuleGraph, start: string, uiFrontDoor: string): Set<string> {
  const reached = new Set<string>();
  const namesTaken = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const info = context.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      if (next !== uiFrontDoor) visit(next);
      else importedNames(info?.code ?? '', UI_FRONT_DOOR_SPECIFIER).forEach((name) => namesTaken.add(name));
    }
  };
  visit(start);
  reached.add(uiFrontDoor);
  const frontDoor = context.getModuleInfo(uiFrontDoor);
  const reExports = [...(frontDoor?.code ?? '').matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]/g)];
  for (let taken = -1; taken !== namesTaken.size;) {
    taken = namesTaken.size;
    for (const [, names, file] of reExports) {
      if (!listedNames(names).some((name) => namesTaken.has(name))) continue;
      const module = frontDoor?.importedIds.find((id) => id.replace(/\.tsx?$/, '').endsWith(`/ui/${file}`));
      if (!module) throw new Error(`member-shared-chunk: shared/ui/index.ts re-exports ./${file}, not found`);
      visit(module);
    }
  }
  return reached;
}

/**
 * What two or more of the signed-in app's chunks share from src/shared, src/gql and the GraphQL
 * documents, as one chunk. Left to itself, Rolldown made a file of each set of views sharing a
 * module or two (the shell and Browse Coaches: 16 files, ten of them 1–2 KB), each one more request
 * on a phone's few connections. What only one view uses stays in that view's chunk, and what a
 * visitor's pages import (the landing, main.tsx's static imports, and the sign-in and sign-up
 * screens it loads on intent) stays out, so neither grows nor pulls in the signed-in app.
 */
function memberSharedChunk() {
  const landingModules = new Set<string>();
  const visitorModules = new Set<string>();
  const plugin: Plugin = {
    name: 'energy-exchange:member-shared-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const main = ids.find((id) => id.endsWith('/src/app/main.tsx'));
      const visitorScreens = ids.find((id) => id.endsWith('/src/app/VisitorScreens.tsx'));
      const uiFrontDoor = ids.find((id) => SHARED_UI_FRONT_DOOR.test(id));
      if (!main || !visitorScreens || !uiFrontDoor)
        throw new Error(
          'member-shared-chunk: no src/app/main.tsx, VisitorScreens.tsx or shared/ui/index.ts in the build',
        );
      reachedModules(this, main, uiFrontDoor).forEach((id) => landingModules.add(id));
      [...landingModules, ...reachedModules(this, visitorScreens, uiFrontDoor)].forEach((id) => visitorModules.add(id));
    },
  };
  const group = {
    name: 'member-shared',
    test: (id: string) => /[\\/]client[\\/]src[\\/](shared|gql)[\\/]/.test(id) && !visitorModules.has(id),
    minShareCount: 2,
    // Only those modules: what they import (React, Apollo, the landing's helpers) stays where it was.
    includeDependenciesRecursively: false,
  };
  // Apollo Client and what it runs on (but the few error classes the landing's code checks for), one file.
  const apolloGroup = {
    name: 'apollo',
    test: (id: string) =>
      /[\\/]node_modules[\\/](@apollo|@wry|graphql|graphql-ws|optimism|rxjs|tslib)[\\/]/.test(id) &&
      !landingModules.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group, apolloGroup };
}
const memberShared = memberSharedChunk();

/**
 * react-intl and @formatjs/intl each install their own copy of intl-messageformat, its ICU
 * parser and fast-memoize (the root's are lighthouse's older ones), and the bundle took both: it carries one copy,
 * react-intl's. The parser itself stays out of the build: catalogs are compiled to ICU syntax
 * trees here (`compiledCatalogs`), so the browser formats without parsing (docs/i18n.md).
 */
const reactIntlDir = path.dirname(require.resolve('react-intl'));
const parserEntry = require.resolve('@formatjs/icu-messageformat-parser', { paths: [reactIntlDir] });
export const formatjsOnce = {
  'intl-messageformat': path.dirname(require.resolve('intl-messageformat', { paths: [reactIntlDir] })),
  '@formatjs/icu-messageformat-parser': path.join(path.dirname(parserEntry), 'no-parser.js'),
  '@formatjs/fast-memoize': path.dirname(require.resolve('@formatjs/fast-memoize', { paths: [reactIntlDir] })),
};

/**
 * `locales/<language>/client.json?compiled` is the catalog with each message parsed into its ICU
 * syntax tree at build time (FormatJS's precompiled messages): what react-intl formats without its
 * parser, about 10 KB of the landing's budget. The id is given a `.js` end so Vite's JSON plugin
 * leaves the compiled module alone.
 */
function compiledCatalogs(): Plugin {
  const SUFFIXES = ['?compiled', '?pseudo'];
  const PREFIX = '\0compiled-catalog:';
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    async resolveId(source, importer) {
      const suffix = SUFFIXES.find((s) => source.endsWith(s));
      if (!suffix) return null;
      const file = source.slice(0, -suffix.length);
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}${suffix}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file, suffix] = id.slice(PREFIX.length, -'.js'.length).split('?');
      this.addWatchFile(file);
      const { parse } = (await import(parserEntry)) as typeof import('@formatjs/icu-messageformat-parser');
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [
          key,
          suffix === 'pseudo' ? pseudoMessage(parse(text)) : parse(text),
        ]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * The pseudo-language (docs/i18n.md): every letter of a message accented, the message bracketed and
 * made about 40 % longer, placeholders and tags kept. A text that reads plain in it never went
 * through a catalog; one that is cut or overflows will be in a longer language too.
 */
type MessageElement = ReturnType<typeof import('@formatjs/icu-messageformat-parser').parse>[number];
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i],
  ]),
);
function pseudoElements(elements: MessageElement[]): MessageElement[] {
  return elements.map((element) => {
    const e = element as MessageElement & {
      value?: unknown;
      options?: Record<string, { value: MessageElement[] }>;
      children?: MessageElement[];
    };
    if (e.type === 0 && typeof e.value === 'string')
      return { ...e, value: [...e.value].map((c) => ACCENTED[c] ?? c).join('') };
    if (e.options)
      return {
        ...e,
        options: Object.fromEntries(
          Object.entries(e.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }]),
        ),
      } as MessageElement;
    if (e.children) return { ...e, children: pseudoElements(e.children) } as MessageElement;
    return element;
  });
}
function pseudoMessage(elements: MessageElement[]): MessageElement[] {
  const length = elements.reduce((n, e) => n + (e.type === 0 ? String((e as { value: string }).value).length : 4), 0);
  const padding = ' ' + '·'.repeat(Math.max(1, Math.round(length * 0.4)));
  return [
    { type: 0, value: '[' } as MessageElement,
    ...pseudoElements(elements),
    { type: 0, value: `${padding}]` } as MessageElement,
  ];
}

/**
 * English is written once, in the code: each `defaultMessage` is parsed into its ICU syntax tree
 * here (FormatJS's transformer, `ast`), so the browser formats English without a parser and without
 * an English catalog. Each screen's English then travels in that screen's own chunk — the landing
 * carries only the landing's words, however many the signed-in app gains. Used by the build, the
 * development server and the landing's prerender alike (all three run FormatJS without its parser).
 */
function precompiledDefaultMessages(): Plugin {
  return {
    name: 'precompiled-default-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/client\/src\/.*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
        transformers: { before: [formatjsTransform({ ast: true })] },
      });
      return { code: out.outputText, map: null };
    },
  };
}

/**
 * Unit tests format English from the `defaultMessage` strings with FormatJS's parser, instead of
 * transforming every module that has a message: a test then loads a lazy screen as fast as before
 * languages existed. The build, the development server and the browser journeys run the parser-free
 * path the members get.
 */
const unitTests = process.env.VITEST === 'true';
const { '@formatjs/icu-messageformat-parser': _parser, ...formatjsOnceWithParser } = formatjsOnce;

export default defineConfig({
  resolve: { alias: unitTests ? formatjsOnceWithParser : formatjsOnce },
  plugins: [
    compiledCatalogs(),
    ...(unitTests ? [] : [precompiledDefaultMessages()]),
    graphqlDocumentModules(),
    memberShared.plugin,
    react(),
    pagesWorker(),
    pwa,
    prerenderLanding(),
    memberPreloads(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: API_TARGET, ws: true, changeOrigin: true },
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: API_TARGET, ws: true, changeOrigin: true },
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true, // scripts/check-bundle.mjs reads it to measure what each screen loads
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [memberShared.apolloGroup, memberShared.group],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Each file still gets its own module graph and globals, but in a VM context of one worker
    // instead of a new jsdom in a new worker: the client suite takes about a quarter of the time.
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
