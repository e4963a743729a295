import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, memberViaApi, openBrowser, openSignedIn, screenshot } from './browser.js';

// Premium through Stripe Checkout (the real SDK against a local double that hosts the
// payment page), and the installable app.
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

describe('Premium', () => {
  it('upgrades a free member: modal, Stripe Checkout, the return poll, then ∞ EP and the verified badge', async () => {
    const { token } = await memberViaApi('Pat Premium');
    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.getByText('one-time, lifetime access').waitFor();
    expect(await dialog.getByRole('heading', { name: 'Unlimited Energy Points' }).count()).toBe(1);
    await screenshot(page, 'premium-01-modal');

    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await page.getByText('Stripe test mode', { exact: false }).waitFor();
    await page.getByRole('button', { name: /^Pay \d+\.\d\d [A-Z]{3}$/ }).click();

    // Back on the app: the poll confirms the payment, the address is cleaned.
    await page.getByText('Payment successful! Welcome to Premium! You now have unlimited Energy Points.').waitFor();
    await page.waitForFunction(() => window.location.search === '');
    expect(new URL(page.url()).pathname).toBe('/');
    const balance = page.getByRole('group', { name: 'Energy Points balance' });
    expect(await balance.textContent()).toContain('∞');
    await page.getByTitle('Verified premium member').first().waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade to Premium' }).count()).toBe(0);
    await screenshot(page, 'premium-02-upgraded');

    // The server agrees: without the stored member, a reload restores it from `me`, as premium.
    await page.evaluate(() => localStorage.removeItem('energy-exchange.user'));
    await page.reload();
    await balance.waitFor();
    expect(await balance.textContent()).toContain('∞');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('energy-exchange.user') ?? '{}') as { userType?: string },
    );
    expect(stored.userType).toBe('PREMIUM');
  });

  it('cleans ?upgrade=cancelled from the address and stays free', async () => {
    const { token } = await memberViaApi('Casey Cancel');
    await openSignedIn(page, token);
    await page.goto(`${appUrl()}/?upgrade=cancelled`);
    await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('installable app', () => {
  it('registers a service worker that precaches the app but no API answers, with a manifest', async () => {
    await page.goto(appUrl());
    const sw = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(sw).toBe(`${appUrl()}/sw.js`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await fetch(new URL(manifestHref!, appUrl())).then((r) => r.json());
    expect(manifest).toMatchObject({
      name: 'Energy Exchange',
      display: 'standalone',
      start_url: '/',
      theme_color: '#0f766e',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    // The page kept for offline is the one the server gave this device, in its language ('/'); the
    // build's English index.html is not precached, so it never answers a visitor of another language.
    expect(cached).toContain('/');
    expect(cached).not.toContain('/index.html');
    expect(cached.some((u) => u.startsWith('/api') || u.startsWith('/graphql'))).toBe(false);
  });

  it('shows the install banner on a phone, uses a beforeinstallprompt, and remembers Dismiss', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const p = phone.page;
      // The banner reads navigator.userAgent; a persistent desktop context needs it overridden.
      await p.addInitScript((ua) => Object.defineProperty(navigator, 'userAgent', { get: () => ua }), IPHONE_UA);
      // Chromium itself offers this installable app (a real beforeinstallprompt) to a persistent
      // profile; keep it out, so that this iPhone has only the instructions until the test says so.
      await p.addInitScript(() => {
        window.addEventListener(
          'beforeinstallprompt',
          (event) => {
            if (!(window as unknown as { allowInstallPrompt?: boolean }).allowInstallPrompt)
              event.stopImmediatePropagation();
          },
          { capture: true },
        );
      });
      await p.goto(appUrl());
      const banner = p.getByRole('complementary', { name: 'Install Energy Exchange' });
      await banner.waitFor();
      await screenshot(p, 'install-01-banner');

      // Without a prompt (iOS): the instructions come as an alert.
      // alert() blocks the click until the dialog is answered, so answer it from the handler.
      const messages: string[] = [];
      p.once('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await banner.getByRole('button', { name: 'Install app' }).click();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('Share');
      expect(messages[0]).toContain('Add to Home Screen');

      // With a (synthetic) beforeinstallprompt the browser's own dialog is used instead.
      await p.evaluate(() => {
        (window as unknown as { allowInstallPrompt: boolean }).allowInstallPrompt = true;
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            (window as unknown as { prompted: boolean }).prompted = true;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
      await banner.getByRole('button', { name: 'Install app' }).click();
      await p.waitForFunction(() => (window as unknown as { prompted?: boolean }).prompted === true);

      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await banner.waitFor({ state: 'detached' });
      await p.reload();
      await p.getByRole('button', { name: 'Start Free', exact: true }).waitFor();
      expect(await banner.count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it('shows no install banner on a desktop', async () => {
    await page.goto(appUrl());
    // Still signed in from the journeys above: wait for the shell.
    await page.getByRole('group', { name: 'Energy Points balance' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Install Energy Exchange' }).count()).toBe(0);
  });
});
