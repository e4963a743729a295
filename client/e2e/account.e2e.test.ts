import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, appUrl, journeyHeaders, memberViaApi, openBrowser, openSignedIn, screenshot } from './browser.js';
import { adminViaApi } from './journey-data.js';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 800 });
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(email: string) {
  return fetch(`${appUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...journeyHeaders() },
    body: JSON.stringify({ email, password: 'secret1' }),
  });
}

describe('trust and the account', () => {
  it('a member reports a service; an admin sees it in Reports and suspends the coach, who can no longer sign in', async () => {
    const coach = await memberViaApi('Sly Coach');
    const title = `Too good to be true ${Date.now()}`;
    const created = await api('POST', '/services', coach.token, {
      title,
      description: 'Pay me outside the platform.',
      category: 'sales',
      energy_cost: 1,
    });
    expect(created.status).toBe(201);
    const reporter = await memberViaApi('Rita Reporter');

    await openSignedIn(page, reporter.token);
    const card = page.getByRole('article', { name: title });
    // Report is in the card's ⋯ menu.
    await card.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report this service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this service' });
    await dialog.getByLabel(/What is wrong/).fill('Asks for payment outside the platform.');
    await screenshot(page, '60-report-service');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. An admin will look at your report.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const admin = await adminViaApi();
    const adminPage = await openBrowser({ width: 1366, height: 900 });
    try {
      await adminPage.page.addInitScript(
        (t) => window.localStorage.setItem('energy-exchange.accessToken', t),
        admin.token,
      );
      await adminPage.page.goto(`${appUrl()}/?admin=true`);
      await adminPage.page.getByRole('tab', { name: 'Reports' }).click();
      const report = adminPage.page.getByRole('listitem').filter({ hasText: title });
      await report.getByText('Asks for payment outside the platform.').waitFor();
      await report.getByRole('button', { name: 'Suspend Sly Coach' }).click();
      const suspend = adminPage.page.getByRole('dialog', { name: 'Suspend member' });
      await suspend.getByLabel('Reason').fill('Off-platform payments');
      await suspend.getByRole('button', { name: 'Suspend' }).click();
      await suspend.waitFor({ state: 'detached' });
      await report.getByText('Suspended').waitFor();
      await screenshot(adminPage.page, '61-admin-reports-suspended');
      await report.getByRole('button', { name: 'Close report' }).click();
      await report.waitFor({ state: 'detached' });
    } finally {
      await adminPage.close();
    }

    const refused = await signIn(coach.email);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toMatch(/^This account is suspended\./);
    const services = await fetch(`${appUrl()}/api/services?limit=100`).then((r) => r.json());
    expect(services.map((s: { title: string }) => s.title)).not.toContain(title);
  }, 120_000);

  it('a member downloads their data, then deletes their account from Settings and is signed out for good', async () => {
    const member = await memberViaApi('Lea Leaving');
    await openSignedIn(page, member.token);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'Account' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      settings.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^energy-exchange-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ee-export-')), 'my-data.json');
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).profile.email).toBe(member.email);

    await settings.getByRole('button', { name: 'Delete account' }).click();
    await settings.getByLabel('Your password').fill('secret1');
    await screenshot(page, '62-delete-account');
    await settings.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForFunction(() => !window.localStorage.getItem('energy-exchange.accessToken'));
    await page.getByRole('group', { name: 'Energy Points balance' }).waitFor({ state: 'detached' });

    expect((await signIn(member.email)).status).toBe(401);
    expect((await api('GET', '/user/profile', member.token)).status).toBe(401);
  }, 120_000);
});
