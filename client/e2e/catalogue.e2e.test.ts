import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api,
  launchChromium,
  memberViaApi,
  openBrowser,
  openSignedIn,
  screenshot,
  signedInSession,
} from './browser.js';
import { boxOf } from './geometry.js';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

describe('a member publishing and finding services', () => {
  it('creates two services in Settings, sets availability, finds one in Discover by a word of its description, opens the coach modal and edits the profile', async () => {
    const me = await memberViaApi('Nora Narrative');
    await openSignedIn(page, me.token);

    // Settings → My Services: two services.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'My Services' }).click();
    const services = [
      {
        title: 'Storytelling Intensive',
        category: 'Content Creation',
        description: 'Shape your origin story with quokka-grade warmth and a clear arc.',
        duration: '90',
        cost: '4',
        max: '2',
      },
      {
        title: 'Newsletter Tune-up',
        category: 'Copywriting',
        description: 'Sharper subject lines and a weekly rhythm readers wait for.',
        duration: '45',
        cost: '2',
        max: '1',
      },
    ];
    for (const s of services) {
      await settings.getByRole('button', { name: 'Add Service' }).click();
      await settings.getByLabel('Title', { exact: true }).fill(s.title);
      await settings.getByLabel('Category', { exact: true }).selectOption({ label: s.category });
      await settings.getByLabel('Description', { exact: true }).fill(s.description);
      await settings.getByLabel('Duration (minutes)', { exact: true }).fill(s.duration);
      await settings.getByLabel('Energy cost (EP)', { exact: true }).fill(s.cost);
      await settings.getByLabel('Max participants', { exact: true }).fill(s.max);
      await settings.getByRole('button', { name: 'Create Service' }).click();
      await page.getByText('Service created successfully!').first().waitFor();
      await settings.getByRole('button', { name: `Edit ${s.title}` }).waitFor();
    }
    await screenshot(page, '10-settings-services');

    // Settings → Calendar Availability.
    await settings.getByRole('tab', { name: 'Calendar Availability' }).click();
    await settings.getByRole('button', { name: 'Monday 09:00' }).click();
    await settings.getByRole('button', { name: 'Wednesday 14:00' }).click();
    expect(await settings.getByRole('button', { name: 'Monday 09:00' }).getAttribute('aria-pressed')).toBe('true');
    await settings.getByRole('button', { name: 'Save Availability' }).click();
    await page.getByText('Availability updated successfully!').waitFor();
    await screenshot(page, '11-settings-availability');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    const saved = await api('GET', '/user/availability', me.token);
    expect(saved.body.availability.monday).toEqual(['09:00']);
    expect(saved.body.availability.wednesday).toEqual(['14:00']);
    expect((await api('GET', '/user/services', me.token)).body.map((s: { title: string }) => s.title).sort()).toEqual([
      'Newsletter Tune-up',
      'Storytelling Intensive',
    ]);

    // Discover: a word from the description finds it (prefix search while typing).
    await page.getByRole('button', { name: 'Discover Services' }).click();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('quok');
    const card = page.getByRole('article', { name: 'Storytelling Intensive' });
    await card.waitFor();
    await page.getByText(/^1 services? found$/).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await screenshot(page, '12-discover-search');

    // The coach modal.
    await card.getByRole('button', { name: 'View Coach' }).click();
    const modal = page.getByRole('dialog', { name: 'Coach Profile' });
    await modal.getByText('Nora Narrative').first().waitFor();
    await modal.getByText('Storytelling Intensive').waitFor();
    await modal.getByText('Newsletter Tune-up').waitFor();
    await screenshot(page, '13-coach-modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // My Profile: edit and see the change.
    await page.getByRole('button', { name: 'My Profile' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio', { exact: true }).fill('Stories that sell, told kindly.');
    await page.getByLabel('Location', { exact: true }).fill('Lisbon');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Stories that sell, told kindly.').waitFor();
    await page.getByText('Lisbon').first().waitFor();
    await screenshot(page, '14-profile-edited');
    const profile = await api('GET', '/user/profile', me.token);
    expect(profile.body).toMatchObject({ bio: 'Stories that sell, told kindly.', location: 'Lisbon' });
  });
});

describe('a page that grows past the window', () => {
  it('keeps the header where it was when the scrollbar arrives (a list replacing its skeleton, on a desktop browser)', async () => {
    const withScrollbars = await launchChromium({ scrollbars: true });
    try {
      const me = await memberViaApi('Gil Gutter');
      const session = await signedInSession(withScrollbars, {
        token: me.token,
        viewport: { width: 1280, height: 800 },
      });
      const { page: tab } = session;
      const headerEnd = tab.locator('.shell-header__end');
      const main = tab.locator('main.shell__main');
      // A view that fits the window first (nothing to scroll), as while its list is loading.
      await main.evaluate((el) => (el.style.display = 'none'));
      expect(await tab.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
      const before = await boxOf(headerEnd);
      // Then its content arrives, taller than the window.
      await main.evaluate((el) => {
        el.style.display = '';
        el.style.minHeight = '3000px';
      });
      expect(await tab.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
      const after = await boxOf(headerEnd);
      expect(after.x + after.width).toBe(before.x + before.width);
      await session.close();
    } finally {
      await withScrollbars.close();
    }
  });
});
