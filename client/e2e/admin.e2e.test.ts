import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, appUrl, memberViaApi, openBrowser, screenshot } from './browser.js';
import { adminViaApi } from './journey-data.js';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

describe('an admin', () => {
  it('opens /?admin=true, sees the charts, imports a CSV, exports chosen fields, adds and removes an admin', async () => {
    // ADMIN_EMAILS (set by the e2e server) makes this address the first super_admin.
    const admin = await adminViaApi();
    await page.addInitScript((t) => window.localStorage.setItem('energy-exchange.accessToken', t), admin.token);
    await page.goto(`${appUrl()}/?admin=true`);

    await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
    await page.getByRole('button', { name: 'Admin Dashboard' }).waitFor(); // the sidebar item, now that access is confirmed
    expect(new URL(page.url()).search).toBe(''); // the address is cleaned
    for (const chart of ['Members over time', 'Free and premium members', 'Top skills']) {
      await page.getByRole('img', { name: chart }).waitFor();
    }
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Week' }).click();
    expect(await page.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, '30-admin-analytics');

    // Import: one good row, one bad.
    await page.getByRole('tab', { name: 'Import & Export' }).click();
    const dir = mkdtempSync(path.join(tmpdir(), 'ee-csv-'));
    const notCsv = path.join(dir, 'members.txt');
    writeFileSync(notCsv, 'full_name,email\n');
    await page.getByLabel('CSV file').setInputFiles(notCsv);
    await page.getByText('Please select a CSV file').first().waitFor();
    const csv = path.join(dir, 'members.csv');
    const email = `imported.${Date.now()}@example.com`;
    writeFileSync(csv, `full_name,email,energy_points,skills\nImo Ported,${email},7,Sales\nBad Row,not-an-email,1,\n`);
    await page.getByLabel('CSV file').setInputFiles(csv);
    await page.getByRole('button', { name: 'Import users' }).click();
    const skipped = page.getByRole('table', { name: 'Skipped rows' });
    await skipped.getByText('invalid email').waitFor();
    await page
      .getByText(/1 imported/)
      .first()
      .waitFor();
    await screenshot(page, '31-admin-import');

    // Export: choose fields, download the file.
    const fields = page.getByRole('group', { name: 'Fields to export' });
    await fields.getByRole('checkbox', { name: 'Energy Points' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^energy-exchange-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = path.join(dir, 'export.csv');
    await download.saveAs(file);
    const exported = readFileSync(file, 'utf8');
    // A byte-order mark first, so Excel reads the file as UTF-8; then the chosen fields.
    expect(exported.split(/\r?\n/)[0]).toBe('\uFEFFfull_name,email,energy_points');
    expect(exported).toContain(`Imo Ported,${email},7`);

    // Admins: add one, then remove it with the confirmation.
    await page.getByRole('tab', { name: 'Admins' }).click();
    const admins = page.getByRole('table', { name: 'Admin users' });
    await admins.getByText('You').waitFor();
    expect(await admins.getByRole('button', { name: 'Remove e2e-admin@example.com' }).count()).toBe(0);
    await page.getByLabel('Admin email').fill('  helper.admin@example.com ');
    await page.getByLabel('Role').selectOption({ label: 'Admin' });
    await page.getByRole('button', { name: 'Add admin' }).click();
    await admins.getByRole('button', { name: 'Remove helper.admin@example.com' }).waitFor();
    await screenshot(page, '32-admin-admins');
    await admins.getByRole('button', { name: 'Remove helper.admin@example.com' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove admin?' });
    await confirm.getByRole('button', { name: 'Remove admin' }).click();
    // While the dialog is open the table is hidden from roles (the modal isolates itself), so the
    // row "disappears" at once: wait for the dialog to close (the removal answered) first.
    await confirm.waitFor({ state: 'detached' });
    await admins.getByRole('button', { name: 'Remove helper.admin@example.com' }).waitFor({ state: 'detached' });
    const list = await api('GET', '/admin/admin-users', admin.token);
    expect(list.body.admin_users.map((a: { email: string }) => a.email)).toEqual(['e2e-admin@example.com']);
  }, 120_000);

  it('is not offered to members', async () => {
    const member = await memberViaApi('Mo Member');
    const other = await openBrowser();
    try {
      await other.page.addInitScript(
        (t) => window.localStorage.setItem('energy-exchange.accessToken', t),
        member.token,
      );
      await other.page.goto(`${appUrl()}/?admin=true`);
      await other.page.getByRole('group', { name: 'Energy Points balance' }).waitFor();
      await other.page.getByRole('heading', { name: 'Discover Services' }).waitFor();
      expect(await other.page.getByRole('button', { name: 'Admin Dashboard' }).count()).toBe(0);
      expect(await other.page.getByRole('tablist', { name: 'Admin sections' }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
