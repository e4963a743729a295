import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyViewports, ScreenChecker, VIEWPORTS } from './a11y.js';
import { api, appUrl, launchChromium, memberViaApi, openBrowser, openSession, serviceViaApi } from './browser.js';

/**
 * Web Push in real Chromium. Two parts:
 *
 * - **Settings, at 1280 and 360 px with axe**: a member turns push on for this device (the browser's
 *   permission granted through the DevTools protocol, as a member's click on "Allow" would), sees it
 *   in the device list and removes it. A real push service cannot be reached offline, so
 *   `pushManager.subscribe` is replaced at the browser edge only: it answers a subscription with a
 *   push service address and a real P-256 key pair and secret made with WebCrypto, as a browser
 *   does; everything from there (the app, GraphQL, the server's rules, the list) is the real path.
 * - **The service worker**: the app's own worker (Workbox plus public/push-sw.js) receives a push
 *   through the DevTools protocol (`ServiceWorker.deliverPushMessage`) and shows it
 *   (`registration.getNotifications()`); a click on an OS notification cannot be driven headless,
 *   so the click is a `notificationclick` dispatched inside the worker with the shown notification
 *   itself, and the app's open window opens the request it is about — its thread, over its card —
 *   without a reload, at 1280 and 360 px with axe.
 */
let chromium: Browser;
beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(async () => {
  await chromium?.close();
});

/** The browser edge: a subscription as a browser's push service would hand it out. */
async function fakePushService(context: BrowserContext) {
  await context.addInitScript(() => {
    let current: PushSubscription | null = null;
    const base64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = base64url(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = base64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const endpoint = `https://push.example.com/send/${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: options?.applicationServerKey ?? null, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
        getKey: () => null,
      } as unknown as PushSubscription;
      current = subscription;
      return subscription;
    };
  });
}

/** What the test uses of a service worker's global scope (the e2e files are typed for pages, not workers). */
interface WorkerScope extends EventTarget {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

async function openNotificationsSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Notifications' }).click();
  return settings;
}

describe('push notifications', () => {
  for (const viewport of journeyViewports()) {
    it(`turns push on for this device in Settings and lists it, then removes it (${viewport})`, async () => {
      const member = await memberViaApi(`Petra Push ${viewport}`);
      const session = await openSession(chromium, { ...VIEWPORTS[viewport], token: member.token });
      try {
        const { page, context } = session;
        await context.grantPermissions(['notifications'], { origin: appUrl() });
        await fakePushService(context);
        await page.goto(appUrl());
        await page.getByRole('group', { name: 'Energy Points balance' }).waitFor();
        const checker = new ScreenChecker(page, viewport, 'push');

        const settings = await openNotificationsSettings(page);
        const turnOn = settings.getByRole('button', { name: 'Turn on push on this device' });
        await turnOn.waitFor();
        await checker.check('settings-push-off');
        await turnOn.click();
        await page.getByText('Push notifications are on for this device').first().waitFor();
        const devices = settings.getByRole('list', { name: 'Devices with push on' });
        await devices.getByText(/this device/).waitFor();
        await settings.getByText('Push is on for this device.').waitFor();
        await checker.check('settings-push-on');

        // The server holds it: the REST list shows the same device, its browser read from the User-Agent.
        const listed = await api('GET', '/push/subscriptions', member.token);
        expect(listed.body.total).toBe(1);
        expect(listed.body.subscriptions[0].browser).toMatch(/^Chrome/);

        // A notification kind's push switch, saved when changed.
        const declined = settings.getByRole('group', { name: 'My request is declined' });
        await declined.getByRole('checkbox', { name: 'Push' }).check();
        await page.getByText('Push preferences saved').first().waitFor();
        const prefs = await api('GET', '/user/notification-preferences', member.token);
        expect(prefs.body.preferences).toContainEqual({ kind: 'exchange_declined', delivery: 'digest', push: true });

        await settings.getByRole('button', { name: /^Remove Chrome.*\(this device\)$/ }).click();
        await page.getByText('Device removed').first().waitFor();
        await devices.waitFor({ state: 'detached' });
        await turnOn.waitFor();
        expect((await api('GET', '/push/subscriptions', member.token)).body.total).toBe(0);
      } finally {
        await session.close();
      }
    }, 90_000);
  }

  for (const viewport of journeyViewports()) {
    it(`the app's service worker shows a delivered push, and its click opens the request's own thread (${viewport})`, async () => {
      // A member with a request whose requester wrote in its thread: what the push is about.
      const member = await memberViaApi(`Sven Worker ${viewport}`);
      const requester = await memberViaApi(`Rex Requester ${viewport}`);
      const serviceId = await serviceViaApi(member, {
        title: 'Pitch deck review',
        description: 'Thirty minutes on your deck.',
      });
      const request = await api('POST', '/requests', requester.token, {
        service_id: serviceId,
        message: 'Could you look at my deck?',
      });
      expect(request.status).toBe(201);
      const written = await api('POST', `/requests/${request.body.id}/messages`, requester.token, {
        body: 'Could we start on Tuesday?',
      });
      expect(written.status).toBe(201);

      const browser = await openBrowser(VIEWPORTS[viewport].viewport);
      try {
        const { page, context } = browser;
        await context.grantPermissions(['notifications'], { origin: appUrl() });
        await page.addInitScript((t) => window.localStorage.setItem('energy-exchange.accessToken', t), member.token);
        await page.goto(appUrl());
        await page.locator('.ep-balance').waitFor();
        // The Workbox worker registers itself; the app's next load is under it (as a member's next visit).
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.reload();
        await page.locator('.ep-balance').waitFor();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
        const checker = new ScreenChecker(page, viewport, 'push');

        const cdp = await context.newCDPSession(page);
        const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
        cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
        await cdp.send('ServiceWorker.enable');
        const live = () => registrations.filter((r) => r.scopeURL.startsWith(appUrl()) && !r.isDeleted).at(-1);
        await expect.poll(() => live() !== undefined).toBe(true);

        // What the server's push outbox sends for that message (server/src/modules/push): its link
        // names the view and the request, ids only.
        const push = {
          title: `New message from Rex Requester ${viewport}`,
          body: 'About "Pitch deck review": Could we start on Tuesday?',
          kind: 'message_received',
          view: 'requests',
          reference: request.body.id as string,
          url: `/?view=requests&request=${request.body.id}`,
          tag: '00000000-0000-4000-8000-0000000000aa',
        };
        // The worker is running when the push comes (the protocol delivers to a live worker).
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        expect(await worker.evaluate(() => typeof (self as unknown as WorkerScope).registration)).toBe('object');
        const shownCount = () =>
          page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length);
        // Chromium may drop a push that reaches the worker while it is still starting; a push service
        // delivers again, and so does this: the same push (same tag) replaces itself, never shows twice.
        for (let attempt = 1; attempt <= 5 && (await shownCount()) === 0; attempt++) {
          await cdp.send('ServiceWorker.deliverPushMessage', {
            origin: new URL(appUrl()).origin,
            registrationId: live()!.registrationId,
            data: JSON.stringify(push),
          });
          await expect
            .poll(shownCount, { timeout: 2_000 })
            .toBe(1)
            .catch(() => undefined);
        }
        expect(await shownCount()).toBe(1);
        const [notification] = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            icon: n.icon,
            tag: n.tag,
            data: n.data as unknown,
          }));
        });
        expect(notification).toMatchObject({
          title: push.title,
          body: push.body,
          tag: push.tag,
          data: { view: 'requests', url: push.url, reference: push.reference, kind: 'message_received' },
        });
        expect(notification.icon).toMatch(/\/pwa-192x192\.png$/);

        // The member is elsewhere in the app (Discover) when they click; this page must not reload.
        expect(await page.locator('#view-title').textContent()).toBe('Discover Services');
        await page.evaluate(() => Object.assign(window, { __beforeTheClick: true }));

        // The click, inside the worker, with the notification it showed; the open window takes it.
        await worker.evaluate(async () => {
          const scope = self as unknown as WorkerScope;
          const [shownNotification] = await scope.registration.getNotifications();
          const click = new scope.NotificationEvent('notificationclick', { notification: shownNotification });
          // An event made by script may not extend its lifetime: its waitUntil is kept here and awaited.
          const pending: Array<Promise<unknown>> = [];
          Object.defineProperty(click, 'waitUntil', { value: (p: Promise<unknown>) => pending.push(p) });
          scope.dispatchEvent(click);
          await Promise.all(pending);
        });
        // The request's own thread, open over its card in Exchange Requests.
        const thread = page.getByRole('dialog', { name: `Messages with Rex Requester ${viewport}` });
        await thread.getByRole('log').getByText('Could we start on Tuesday?').waitFor({ timeout: 10_000 });
        expect(await page.locator('#view-title').textContent()).toBe('Exchange Requests');
        await checker.check('push-click-thread');
        // Taken over by the app where it was (no reload), and the address is the app's.
        expect(await page.evaluate(() => (window as unknown as { __beforeTheClick?: boolean }).__beforeTheClick)).toBe(
          true,
        );
        expect(new URL(page.url()).search).toBe('');
        // The click closed the notification.
        expect(await shownCount()).toBe(0);
        // Closing the thread leaves the member on the request's card, its Messages button focused.
        await thread.getByRole('button', { name: 'Close' }).click();
        await thread.waitFor({ state: 'detached' });
        const card = page.getByRole('article', { name: 'Pitch deck review' });
        expect(
          await card.getByRole('button', { name: /^Messages/ }).evaluate((b) => b === document.activeElement),
        ).toBe(true);
      } finally {
        await browser.close();
      }
    }, 90_000);
  }
});
