import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appUrl,
  codeFromMail,
  journeyHeaders,
  launchChromium,
  openBrowser,
  openSession,
  screenshot,
} from './browser.js';
import { axeViolations, horizontalOverflow, smallTouchTargets } from './a11y.js';
import { widthProblems } from './geometry.js';
import { PAGES_CACHE } from '../src/shared/i18n/visitorPage';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

const htmlDirection = () => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Nothing past the screen's edge and nothing for axe, at the viewport the page has now. */
async function expectFits(where: string) {
  expect(await horizontalOverflow(page), where).toBeNull();
  expect(await widthProblems(page), where).toEqual([]);
  expect(await axeViolations(page), where).toEqual([]);
}

describe('languages', () => {
  it('switches the landing page to Arabic, right to left at both widths, and the new account keeps Arabic', async () => {
    await page.goto(appUrl());
    await page.getByRole('button', { name: 'Start Free', exact: true }).waitFor();
    expect(await htmlDirection()).toEqual(['en', 'ltr']);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { level: 2, name: 'تبادل الطاقة بدلًا من الفواتير' }).waitFor();
    expect(await htmlDirection()).toEqual(['ar', 'rtl']);
    await page.getByRole('button', { name: 'ابدأ مجانًا', exact: true }).waitFor();
    await screenshot(page, 'languages-01-landing-ar-desktop');
    await expectFits('Arabic landing at 1280 px');

    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, 'languages-02-landing-ar-mobile');
    await expectFits('Arabic landing at 360 px');
    expect(await smallTouchTargets(page)).toEqual([]);
    // The language menu takes its own row under the bar, inside the screen.
    const menu = await page.getByRole('combobox', { name: 'اللغة' }).boundingBox();
    expect(menu && menu.x >= 0 && menu.x + menu.width <= 360).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The choice is remembered: a reload keeps Arabic.
    await page.reload();
    await page.getByRole('button', { name: 'ابدأ مجانًا', exact: true }).waitFor();

    // Sign-up speaks Arabic too: every step of it named in the Arabic catalog.
    const ar = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../locales/ar/client.json'), 'utf8'),
    ) as Record<string, string>;
    const email = `arabic-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'ابدأ مجانًا', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ar['auth.createAccount.title'] });
    await dialog.getByLabel(ar['auth.signUp.fullName'], { exact: true }).fill('Nour Haddad');
    await dialog.getByLabel(ar['auth.field.email'], { exact: true }).fill(email);
    await dialog.getByRole('button', { name: ar['auth.signUp.sendCode'] }).click();
    const code = await codeFromMail(email);
    await dialog.getByLabel(ar['auth.code.label'], { exact: true }).fill(code);
    await dialog.getByRole('button', { name: ar['auth.signUp.verifyAndCreate'] }).click();
    await page.getByText(ar['auth.toast.signupSuccess']).waitFor();
    await page.getByRole('dialog', { name: ar['onboarding.title'] }).waitFor(); // the shell, onboarding on top

    // The account speaks Arabic: the server has it, and the shell follows it.
    const token = await page.evaluate(() => localStorage.getItem('energy-exchange.accessToken'));
    const me = await fetch(`${appUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...journeyHeaders() },
      body: JSON.stringify({ query: '{ me { locale } }' }),
    }).then((r) => r.json());
    expect(me.data.me.locale).toBe('ar');
    expect(await htmlDirection()).toEqual(['ar', 'rtl']);
    await screenshot(page, 'languages-03-shell-ar');
    // The sidebar sits on the right, right to left.
    const sidebar = await page.locator('.sidebar').first().boundingBox();
    expect(sidebar && sidebar.x > 640).toBe(true);
  });

  it('gives a Spanish browser the landing in Spanish in its first HTML, before any script runs, online and offline', async () => {
    const es = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../locales/es/client.json'), 'utf8'),
    ) as Record<string, string>;
    const chromium = await launchChromium();
    try {
      // No script runs at all: what shows is the server's page alone.
      const bare = await openSession(chromium, { locale: 'es', javaScriptEnabled: false });
      const response = await bare.page.goto(appUrl());
      expect(response?.headers()['content-language']).toBe('es');
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/^<!doctype html>\s*<html lang="es">/i);
      expect(html).toContain(`<title>${es['landing.page.title']} | Energy Exchange</title>`);
      await bare.page.getByRole('heading', { level: 2, name: es['landing.solution.title'] }).waitFor();
      await bare.page.getByRole('button', { name: es['landing.startFree'], exact: true }).first().waitFor();
      expect(await bare.page.getByText('Start Free', { exact: true }).count()).toBe(0);
      expect(await bare.page.title()).toBe(`${es['landing.page.title']} | Energy Exchange`);
      await bare.close();

      // With scripts, the app hydrates the Spanish page in Spanish; the service worker then answers
      // the next visits, and offline keeps the page in Spanish too, never the English one.
      const visit = await openSession(chromium, { locale: 'es' });
      const { page: spanish, context } = visit;
      await spanish.goto(appUrl());
      await spanish.getByRole('button', { name: es['landing.startFree'], exact: true }).first().waitFor();
      await spanish.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await spanish.waitForFunction(
        (name) => caches.open(name).then((cache) => cache.match('/').then((r) => r !== undefined)),
        PAGES_CACHE,
        { timeout: 20_000 },
      );
      for (const offline of [false, true]) {
        await context.setOffline(offline);
        const answer = await spanish.reload();
        // The worker answered the navigation, with the Spanish page as the server prerendered it.
        expect(answer?.fromServiceWorker()).toBe(true);
        expect(await answer?.text()).toMatch(/<html lang="es">/);
        await spanish.getByRole('heading', { level: 2, name: es['landing.solution.title'] }).waitFor();
        expect(await spanish.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        expect(await spanish.evaluate(() => document.documentElement.lang)).toBe('es');
        expect(await spanish.getByText('Start Free', { exact: true }).count()).toBe(0);
      }
      await context.setOffline(false);
      await visit.close();
    } finally {
      await chromium.close();
    }
  });
});
