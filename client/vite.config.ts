import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

// The API server (GraphQL + graphql-ws at /graphql, REST at /api) runs on :4000 in development;
// in production it serves client/dist itself, so the build output must stay in dist/.
const API_TARGET = 'http://localhost:4000';

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
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/graphql/, /^\/test-checkout\//, /^\/healthz/, /^\/readyz/],
    // No runtime caching: anything not precached (API calls included) goes straight to the network.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: API_TARGET, ws: true, changeOrigin: true },
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: API_TARGET, ws: true, changeOrigin: true },
      '/api': { target: API_TARGET, changeOrigin: true },
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
