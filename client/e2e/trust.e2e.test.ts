import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, appUrl, launchChromium, memberViaApi, openSession } from './browser.js';
import { journeyViewports, ScreenChecker, VIEWPORTS } from './a11y.js';
import { adminViaApi } from './journey-data.js';

/**
 * A member reads their EP statement, disputes a completed exchange from its request card,
 * an admin reverses it from the Disputes queue, and the refund shows in the statement. Both
 * viewports, axe on every new screen.
 */
let browser: Awaited<ReturnType<typeof launchChromium>>;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const MENU_BUTTON = /^(Open menu|Toggle sidebar)$/;
async function openView(page: Page, label: string) {
  const item = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: new RegExp(`^${label}`) });
  if (!(await item.isVisible())) await page.getByRole('button', { name: MENU_BUTTON }).click();
  await item.click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

async function ok(call: Promise<{ status: number; body: any }>, what: string) {
  const { status, body } = await call;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/** A completed exchange of 1 EP between two fresh members, set up through the API. */
async function completedExchange(title: string) {
  const coach = await memberViaApi(`Cora ${title}`);
  const student = await memberViaApi(`Sam ${title}`);
  const service = await ok(
    api('POST', '/services', coach.token, {
      title,
      description: 'A session.',
      category: 'sales',
      duration_minutes: 60,
      energy_cost: 1,
      max_participants: 1,
    }),
    'service',
  );
  const request = await ok(api('POST', '/requests', student.token, { service_id: service.id }), 'request');
  await ok(
    api('POST', '/requests/respond', coach.token, {
      request_id: request.id,
      action: 'accept',
      session_date: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    'accept',
  );
  await ok(api('POST', `/requests/${request.id}/complete`, student.token), 'complete');
  return { coach, student };
}

describe.each(journeyViewports())('trust on %s', (viewport) => {
  it('statement, a dispute opened by the member and reversed by an admin, the refund in the statement', async () => {
    const title = `Trust Audit ${viewport}`;
    const { student } = await completedExchange(title);
    const member = await openSession(browser, { ...VIEWPORTS[viewport], token: student.token });
    const page = member.page;
    const screens = new ScreenChecker(page, viewport, 'trust-member');
    await page.goto(appUrl());
    await page.getByRole('group', { name: 'Energy Points balance' }).waitFor();

    await openView(page, 'My Profile');
    await page.getByRole('tab', { name: 'Energy Points' }).click();
    const entries = page.getByRole('region', { name: 'Energy Points entries' });
    // Completed already: the hold is told as what paid for it.
    await entries.getByText(`Paid for your request for “${title}” (held until it was completed)`).waitFor();
    await entries.getByText('Welcome bonus').waitFor();
    await screens.check('energy-statement');

    await openView(page, 'Exchange Requests');
    await page.getByRole('tab', { name: /^Sent/ }).click();
    await page.getByRole('button', { name: 'Open a dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
    await dialog.getByLabel('What went wrong?').fill('The coach never joined the session we agreed on.');
    await screens.check('open-dispute');
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await page.getByText('Disputed: an admin will review it.').waitFor();
    await screens.check('request-disputed');

    const admin = await adminViaApi();
    const desk = await openSession(browser, { ...VIEWPORTS[viewport], token: admin.token });
    const adminScreens = new ScreenChecker(desk.page, viewport, 'trust-admin');
    await desk.page.goto(`${appUrl()}/?admin=true`);
    await desk.page.getByRole('tab', { name: 'Disputes' }).click();
    const row = desk.page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('The coach never joined the session we agreed on.').waitFor();
    await adminScreens.check('disputes-queue');
    await row.getByRole('button', { name: 'Reverse' }).click();
    const resolve = desk.page.getByRole('dialog', { name: 'Reverse this exchange' });
    await resolve.getByLabel('Note to both parties').fill('The coach confirmed the no-show.');
    await resolve.getByRole('button', { name: 'Reverse exchange' }).click();
    await desk.page.getByText('The exchange was reversed.').waitFor();
    await row.waitFor({ state: 'detached' });
    await desk.close();

    await page.reload();
    await page.getByRole('group', { name: 'Energy Points balance' }).waitFor();
    await openView(page, 'My Profile');
    await page.getByRole('tab', { name: 'Energy Points' }).click();
    await entries.getByText(`Refund after a dispute: “${title}”`).waitFor();
    await screens.check('energy-statement-refund');
    await member.close();
  });
});
