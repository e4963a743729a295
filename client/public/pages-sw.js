/*
 * The page for offline visits, in this device's language (imported by the Workbox worker,
 * vite.config.ts). Navigations ask the server first, which answers the landing prerendered in the
 * visitor's language; the worker keeps the last answer in the `pages` cache for when the network
 * is gone. That copy is fetched once here, as the worker installs — the visit that installed it did
 * not go through it — with this browser's cookie and Accept-Language, as any navigation is.
 */
/* global self, caches */

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('pages')
      .then((cache) => cache.add(new Request('/', { credentials: 'same-origin' })))
      .catch(() => undefined), // offline while installing: the next navigation keeps a copy
  );
});
