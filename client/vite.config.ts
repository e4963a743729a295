import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

// The API server (GraphQL + graphql-ws at /graphql, REST at /api) runs on PORT (default 4000) in
// development — `npm run dev` starts both with the same environment, so the proxy follows PORT; in
// production it serves client/dist itself, so the build output must stay in dist/.
const API_TARGET = `http://localhost:${process.env.PORT || 4000}`;

/**
 * Installable app (spec §1 install banner): web manifest + a Workbox service worker that precaches
 * the built assets. The app runs under a strict CSP, so registration is an external deferred
 * script (registerSW.js), never inline. Server paths are never cached nor answered with the app
 * shell: GraphQL and REST go to the network, and the local test checkout page stays the server's.
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
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/graphql/, /^\/test-checkout\//, /^\/healthz/, /^\/readyz/, /^\/media\//],
    // No runtime caching: anything not precached (API calls included) goes straight to the network.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

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
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
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
 */
function prerenderLanding(): Plugin {
  let root = process.cwd();
  return {
    name: 'energy-exchange:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderLanding: () => string };
          const placeholder = '<div id="root"></div>';
          if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder} to prerender into`);
          return html.replace(placeholder, `<div id="root" data-prerendered="landing">${renderLanding()}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * Writes the signed-in app's files (its lazily loaded chunk, the chunks it imports, their CSS) into
 * public/session-check.js's MEMBER_FILES, so that a member's browser fetches them in parallel with
 * the entry script instead of discovering them after it ran.
 */
function memberPreloads(): Plugin {
  let files: string[] = [];
  let outDir = 'dist';
  return {
    name: 'energy-exchange:member-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const member = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/MemberRoot.tsx'));
      const entry = chunks.find((c) => c.isEntry);
      if (!member || !entry) throw new Error('member-preloads: no MemberRoot chunk or no entry in the bundle');
      const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName) || loadedByEntry.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        chunk.imports.forEach(visit);
        chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
      };
      visit(member.fileName);
      files = [...seen].map((f) => `/${f}`);
    },
    writeBundle() {
      const file = path.join(outDir, 'session-check.js');
      const script = readFileSync(file, 'utf8');
      if (!script.includes('var MEMBER_FILES = [];')) throw new Error('member-preloads: session-check.js has no MEMBER_FILES');
      writeFileSync(file, script.replace('var MEMBER_FILES = [];', `var MEMBER_FILES = ${JSON.stringify(files)};`));
    },
  };
}

export default defineConfig({
  plugins: [react(), pwa, prerenderLanding(), memberPreloads(), precompress()],
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
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
