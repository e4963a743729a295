/*
 * Web Push in the app's service worker (imported by the Workbox worker, vite.config.ts). A push is
 * the server's JSON (server/src/modules/push: title, body, kind, view, reference, url, tag): it is
 * shown as a notification; a click opens what it is about — the push's link, `/?view=…` and the
 * request, question or group session (app/startParams.ts) — in the app's open window if there is
 * one, else in a new one.
 */
/* global self, clients */

const VIEWS = ['requests', 'sessions', 'testimonials', 'matches', 'notifications'];

/** What an open window of the app hears on a click (app/shell/usePushClicks.ts spells the same type). */
const PUSH_CLICK_MESSAGE = 'energy-exchange:push-click';

/** How long an open window has to say it took the click before it is sent to the link instead. */
const HANDOVER_MS = 1500;

/** The push's link if it is an address of this app; else its view's. */
function linkOf(push, view) {
  const fallback = `/?view=${encodeURIComponent(view)}`;
  if (typeof push.url !== 'string') return fallback;
  try {
    const url = new URL(push.url, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : fallback;
  } catch {
    return fallback;
  }
}

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
      data: { view, url: linkOf(push, view), reference: push.reference || null, kind: push.kind || null },
    }),
  );
});

/** Asks an open window to open the link itself (no reload); true once it says it did. */
function handOver(win, link) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), HANDOVER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    win.postMessage({ type: PUSH_CLICK_MESSAGE, url: link }, [channel.port2]);
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const view = VIEWS.includes(data.view) ? data.view : 'notifications';
  const link = linkOf(data, view);
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return clients.openWindow(url);
      // Focus is the browser's to grant (it is, to a member's click); the item opens either way.
      await open.focus().catch(() => undefined);
      // A signed-in app takes it where it is; any other page (signed out, an older app) goes to the link.
      if (await handOver(open, link)) return undefined;
      // navigate() is refused for a window this worker does not control: then a new one opens.
      const navigated = await open.navigate(url).catch(() => null);
      if (!navigated) return clients.openWindow(url);
      return navigated.focus().catch(() => undefined);
    }),
  );
});
