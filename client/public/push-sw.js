/*
 * Web Push in the app's service worker (imported by the Workbox worker, vite.config.ts). A push is
 * the server's JSON (server/src/modules/push: title, body, kind, view, reference, tag): it is shown
 * as a notification; a click opens the app on the view it is about (?view=…, app/startParams.ts),
 * in the app's open window if there is one, else in a new one.
 */
/* global self, clients */

const VIEWS = ['requests', 'sessions', 'testimonials', 'matches', 'notifications'];

self.addEventListener('push', (event) => {
  let push = {};
  try {
    push = event.data ? event.data.json() : {};
  } catch {
    push = { title: 'Energy Exchange', body: event.data ? event.data.text() : '' };
  }
  const view = VIEWS.includes(push.view) ? push.view : 'notifications';
  event.waitUntil(
    self.registration.showNotification(push.title || 'Energy Exchange', {
      body: push.body || '',
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      // The push's own id: the same push delivered twice replaces itself instead of showing twice.
      tag: push.tag || undefined,
      data: { view, reference: push.reference || null, kind: push.kind || null },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const view = (event.notification.data && event.notification.data.view) || 'notifications';
  const url = new URL(`/?view=${encodeURIComponent(view)}`, self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      // Focus is the browser's to grant (it is, to a member's click); the view opens either way.
      if (open)
        return open
          .navigate(url)
          .then((w) => (w || open).focus())
          .catch(() => undefined);
      return clients.openWindow(url);
    }),
  );
});
