import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { api, memberViaApi, openBrowser, openSignedIn, screenshot, serviceViaApi } from './browser.js';

// The fallback poll runs every second here instead of every 30 s.
const POLL_MS = 1000;

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

/** A coach with a 1 EP service; each new requester (1 EP each) sends them an exchange request. */
async function coachWithService() {
  const coach = await memberViaApi('Nora Notified');
  const serviceId = await serviceViaApi(coach, {
    title: 'Pitch Deck Review',
    description: 'Thirty minutes on your deck.',
    duration_minutes: 30,
  });
  return { coach, serviceId };
}

async function sendRequest(serviceId: string, name: string) {
  const requester = await memberViaApi(name);
  const sent = await api('POST', '/requests', requester.token, { service_id: serviceId, message: `Hi from ${name}` });
  expect(sent.status).toBe(201);
}

describe('notifications', () => {
  it('arrive live, fall back to polling while the WebSocket is blocked, and go live again', async () => {
    const { coach, serviceId } = await coachWithService();

    // Every socket to /graphql goes through here: proxied to the server, or refused while blocked.
    let blocked = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/graphql$/, async (ws) => {
      if (blocked) {
        // 1013 (try again later): graphql-ws retries it with its backoff.
        await ws.close({ code: 1013, reason: 'blocked by the test' });
        return;
      }
      sockets.push(ws);
      ws.connectToServer();
    });
    const recentPolls: number[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        request.url().endsWith('/graphql') &&
        request.postData()?.includes('"operationName":"RecentNotifications"')
      ) {
        recentPolls.push(Date.now());
      }
    });
    await page.addInitScript((ms) => {
      (window as unknown as { __EE_NOTIFICATION_POLL_MS__: number }).__EE_NOTIFICATION_POLL_MS__ = ms;
    }, POLL_MS);
    await openSignedIn(page, coach.token);

    const bellArea = page.locator('.notifications-bell');
    await bellArea.and(page.locator('[data-live="true"]')).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Live: the request shows up at once, with a toast, and nothing polls.
    const pollsBefore = recentPolls.length;
    await sendRequest(serviceId, 'Rafa Live');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 5000 });
    await page
      .getByRole('status')
      .filter({ hasText: /Hi from Rafa Live|Rafa Live/ })
      .first()
      .waitFor();
    await page.waitForTimeout(POLL_MS * 2.5);
    expect(recentPolls.length).toBe(pollsBefore);

    // Blocked: the socket drops, the poll takes over and still brings the next request.
    blocked = true;
    for (const ws of sockets.splice(0)) await ws.close({ code: 1013, reason: 'blocked by the test' });
    await bellArea.and(page.locator('[data-live="false"]')).waitFor();
    const pollsWhenBlocked = recentPolls.length;
    await sendRequest(serviceId, 'Sam Polled');
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 5000 });
    expect(recentPolls.length).toBeGreaterThan(pollsWhenBlocked);
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('button', { name: /\(unread\)$/ })
      .nth(1)
      .waitFor();
    expect(await panel.getByRole('button', { name: /\(unread\)$/ }).count()).toBe(2);
    await screenshot(page, 'notifications-polled');
    await page.keyboard.press('Escape');

    // Unblocked: graphql-ws reconnects (backoff is capped at 10 s), the poll stops.
    blocked = false;
    await bellArea.and(page.locator('[data-live="true"]')).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500); // the one catch-up refetch
    const pollsWhenLive = recentPolls.length;
    await page.waitForTimeout(POLL_MS * 3);
    expect(recentPolls.length).toBe(pollsWhenLive);

    // View all opens the full view; a click marks read and opens the request it is about; the
    // filter and delete work.
    const viewAll = async () => {
      await page.locator('.notifications-bell__button').click();
      await page.getByRole('button', { name: 'View all' }).click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    };
    await viewAll();
    expect(await page.title()).toBe('Notifications | Energy Exchange');
    const all = page.getByRole('list', { name: 'All notifications' });
    await all.getByRole('listitem').nth(1).waitFor();
    await screenshot(page, 'notifications-view-all');
    await all
      .getByRole('button', { name: /\(unread\)$/ })
      .first()
      .click();
    // The request's card, on Exchange Requests (Received: the coach's), its thread open.
    await page.getByRole('heading', { level: 1, name: 'Exchange Requests', includeHidden: true }).waitFor({
      state: 'attached',
    });
    await page.getByRole('dialog', { name: /^Messages with / }).waitFor();
    await page.keyboard.press('Escape');
    // Read once the thread is closed: while its dialog is open the page behind it, the bell
    // included, is out of reach (a modal), and the count may change before or after it opens.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await viewAll();
    await page.getByRole('tab', { name: 'Unread Only' }).click();
    const unread = page.getByRole('list', { name: 'Unread notifications' });
    await unread.getByRole('listitem').first().waitFor();
    expect(await unread.getByRole('listitem').count()).toBe(1);
    await unread.getByRole('button', { name: 'Delete notification' }).click();
    await page.getByRole('heading', { name: "You're all caught up" }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await screenshot(page, 'notifications-view');
  });
});
