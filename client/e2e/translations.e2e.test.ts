import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api,
  appUrl,
  mailsTo,
  memberViaApi,
  openBrowser,
  openSignedIn,
  screenshot,
  verifyEmailViaApi,
} from './browser.js';
import { axeViolations, horizontalOverflow, settled } from './a11y.js';
import { widthProblems } from './geometry.js';

/**
 * The signed-in screens in other languages: every view of the sidebar and Settings, in Spanish and
 * in Arabic (right to left) at both widths, with axe and nothing past the screen's edge; then in the
 * pseudo-language, where any text of the app's own that reads plain never went through a catalog.
 */

const serverCatalog = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${language}/server.json`), 'utf8'));

const catalog = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${language}/client.json`), 'utf8'));

// Every view of a member's sidebar (client/src/app/shell/views.ts; Notifications opens from the bell).
const VIEWS = ['discover', 'coaches', 'sessions', 'requests', 'testimonials', 'referrals', 'profile', 'matches'];

let coach: { token: string; id: string; email: string };
let member: { token: string; id: string };
let serviceTitle: string;
let firstRequestId: string;
const SWITCH_SERVICE_TITLE = `Sprachwechsel ${Date.now()}`;
const REQUEST_MESSAGE = 'Hola, me encantaría trabajar contigo en la voz de mi marca.';

beforeAll(async () => {
  coach = await memberViaApi('Lucía Ortega');
  await verifyEmailViaApi(coach); // mail goes to confirmed addresses only
  member = await memberViaApi('Karim Haddad');
  serviceTitle = `Brand voice clinic ${Date.now()}`;
  const service = await api('POST', '/services', coach.token, {
    title: serviceTitle,
    description: 'A focused hour on how your brand sounds, with a one-page guide after.',
    category: 'design',
    energy_cost: 1,
    duration_minutes: 60,
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  // Something on Exchange Requests and in the coach's notifications, not only empty states.
  const request = await api('POST', '/requests', member.token, {
    service_id: service.body.id,
    message: REQUEST_MESSAGE,
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  firstRequestId = request.body.id;
  // A need the coach can help with: For you shows it as a card with its two actions.
  const need = await api('POST', '/needs', member.token, {
    title: 'A voice for my brand',
    description: 'I need help finding how my brand should sound.',
    category: 'design',
    max_energy: 5,
  });
  expect(need.status, JSON.stringify(need.body)).toBe(201);
});

/** Opens the app signed in, once it speaks `language` (the account's, applied when its catalog has loaded). */
async function openAs(page: Page, token: string, language: string) {
  await openSignedIn(page, token);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

async function openView(page: Page, texts: Record<string, string>, view: string, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: texts['shell.header.openMenu'], exact: true }).click();
  const nav = page.getByRole('navigation', { name: texts['shell.sidebar.main'] });
  await nav.getByRole('button', { name: texts[`shell.view.${view}.label`] }).click();
  // Refer & Earn opens a dialog, whose chunk may still be on its way: settle what the member sees.
  if (view === 'referrals') await page.getByRole('dialog').waitFor();
  await settled(page);
}

/** Refer & Earn opens as a dialog over the view: closed after its check, as a member would. */
async function closeDialog(page: Page) {
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
}

async function expectFits(page: Page, where: string) {
  expect.soft(await axeViolations(page), `axe on ${where}`).toEqual([]);
  expect.soft(await widthProblems(page), `width on ${where}`).toEqual([]);
  expect.soft(await horizontalOverflow(page), `overflow on ${where}`).toBeNull();
}

describe.each([
  { language: 'es', dir: 'ltr' },
  { language: 'ar', dir: 'rtl' },
])('the signed-in app in $language', ({ language, dir }) => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const texts = catalog(language);

  beforeAll(async () => {
    const saved = await api('PUT', '/user/profile', coach.token, { locale: language });
    expect(saved.status).toBe(200);
    browser = await openBrowser();
    page = browser.page;
    await openAs(page, coach.token, language);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every view and Settings in it at 1280 px, each fitting and clean for axe', async () => {
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      language,
      dir,
    ]);
    for (const view of VIEWS) {
      await openView(page, texts, view, false);
      await screenshot(page, `translations/${language}-desktop-${view}`);
      await expectFits(page, `${language} ${view} at 1280 px`);
      await closeDialog(page);
    }
    await page.getByRole('button', { name: texts['shell.header.settings'], exact: true }).click();
    // Settings is a dialog loaded on demand: on a busy machine its chunk arrives after the page is
    // otherwise idle, and axe would measure its first frames, blended with the backdrop.
    await page.getByRole('dialog', { name: texts['settings.title'] }).waitFor();
    await settled(page);
    await screenshot(page, `translations/${language}-desktop-settings`);
    await expectFits(page, `${language} Settings at 1280 px`);
  });

  it('and at 360 px, through the menu drawer', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(appUrl());
    await page.locator('.ep-balance').waitFor();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    for (const view of VIEWS) {
      await openView(page, texts, view, true);
      await screenshot(page, `translations/${language}-mobile-${view}`);
      await expectFits(page, `${language} ${view} at 360 px`);
      await closeDialog(page);
    }
  });
});

/**
 * The dialogs a member opens, in Spanish and Arabic at both widths: asking for an exchange, asking
 * a question and reporting on a Discover card, How it works, the Premium offer, the bell's panel and every tab of
 * Settings — each fitting and clean for axe. The member is the one who already asked for the coach's
 * service, so Discover offers them its card with its actions.
 */
describe.each([
  { language: 'es', width: 1280 },
  { language: 'ar', width: 1280 },
  { language: 'es', width: 360 },
  { language: 'ar', width: 360 },
])("a member's dialogs in $language at $width px", ({ language, width }) => {
  const texts = catalog(language);

  it('each fits and is clean for axe', async () => {
    expect((await api('PUT', '/user/profile', member.token, { locale: language })).status).toBe(200);
    const browser = await openBrowser({ width, height: width > 600 ? 800 : 780 });
    try {
      const { page } = browser;
      await openAs(page, member.token, language);
      const where = (what: string) => `${language} ${what} at ${width} px`;
      const dialog = page.getByRole('dialog');
      const check = async (what: string) => {
        await dialog.first().waitFor();
        await settled(page);
        await screenshot(page, `translations/${language}-${width}-${what}`);
        await expectFits(page, where(what));
        await page.keyboard.press('Escape');
        await dialog.first().waitFor({ state: 'detached' });
      };

      // Discover: the coach's card, its request and its question.
      await page.getByRole('searchbox', { name: texts['discover.filters.search'] }).fill(serviceTitle);
      const card = page.getByRole('article', { name: serviceTitle });
      await card.getByRole('button', { name: texts['discover.card.request'] }).click();
      await check('request-exchange');
      // Asking and reporting are in the card's menu.
      for (const [item, what] of [
        ['discover.card.ask', 'ask-a-question'],
        ['discover.card.report', 'report'],
      ]) {
        await card.getByRole('button', { name: texts['discover.card.moreActions'] }).click();
        await page.getByRole('menuitem', { name: texts[item] }).click();
        await check(what);
      }

      // The header's dialogs: the Premium offer and the bell's panel (not a modal: Escape closes it too).
      await page.getByRole('button', { name: texts['shell.header.upgrade'] }).click();
      await check('premium');
      await page.locator('.notifications-bell__button').click();
      await check('notifications-bell');

      // How it works, from the sidebar (the drawer on a phone).
      if (width < 600) await page.getByRole('button', { name: texts['shell.header.openMenu'], exact: true }).click();
      await page.getByRole('button', { name: texts['shell.sidebar.howItWorks'], exact: true }).click();
      await check('how-it-works');

      // Settings, every tab.
      await page.getByRole('button', { name: texts['shell.header.settings'], exact: true }).click();
      const settings = page.getByRole('dialog', { name: texts['settings.title'] });
      for (const tab of ['availability', 'services', 'notifications', 'account']) {
        await settings.getByRole('tab', { name: texts[`settings.tabs.${tab}`] }).click();
        await settled(page);
        await screenshot(page, `translations/${language}-${width}-settings-${tab}`);
        await expectFits(page, where(`Settings, ${tab}`));
      }
    } finally {
      await browser.close();
    }
  });
});

describe('switching language', () => {
  it('takes every open view, the next toast and the next mail with it, without a reload', async () => {
    const es = catalog('es');
    const de = catalog('de');
    expect((await api('PUT', '/user/profile', coach.token, { locale: 'es' })).status).toBe(200);
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await openAs(page, coach.token, 'es');
      await openView(page, es, 'profile', false);
      // A mark on the window: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { stayedOpen: true }));
      await page.getByRole('combobox', { name: es['language.select.label'] }).selectOption('de');
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      const nav = page.getByRole('navigation', { name: de['shell.sidebar.main'] });
      await nav.getByRole('button', { name: de['shell.view.discover.label'] }).waitFor();
      expect(await page.evaluate(() => (window as { stayedOpen?: boolean }).stayedOpen)).toBe(true);

      // The next toast speaks German.
      await page.getByRole('button', { name: de['profile.details.edit'] }).click();
      await page.getByRole('button', { name: de['profile.edit.save'] }).click();
      await page.getByText(de['profile.edit.updated']).waitFor();

      // What the server worded before the switch follows too: the bell reads the request's notice again.
      const server = { es: serverCatalog('es'), de: serverCatalog('de') };
      await page.locator('.notifications-bell__button').click();
      const bell = page.getByRole('dialog', { name: de['notifications.bell.title'] });
      await bell.getByText(server.de['notifications.exchangeRequest.title']).first().waitFor();
      expect(await bell.getByText(server.es['notifications.exchangeRequest.title']).count()).toBe(0);
      await page.keyboard.press('Escape');

      // And the next mail: a new request for the coach, worded when sent, in German (the member
      // withdraws the first one, whose hold was all their EP).
      expect((await api('POST', `/requests/${firstRequestId}/cancel`, member.token)).status).toBeLessThan(300);
      const before = mailsTo(coach.email).length;
      const service = await api('POST', '/services', coach.token, {
        title: SWITCH_SERVICE_TITLE,
        description: 'Eine Stunde zu deiner Markenstimme, mit einem einseitigen Leitfaden danach.',
        category: 'design',
        energy_cost: 1,
        duration_minutes: 60,
      });
      expect(service.status).toBe(201);
      const request = await api('POST', '/requests', member.token, {
        service_id: service.body.id,
        message: REQUEST_MESSAGE,
      });
      expect(request.status, JSON.stringify(request.body)).toBe(201);
      const deadline = Date.now() + 10_000;
      while (mailsTo(coach.email).length === before && Date.now() < deadline) await page.waitForTimeout(100);
      const mail = mailsTo(coach.email).at(-1) ?? '';
      expect(mailsTo(coach.email).length).toBeGreaterThan(before);
      expect(mail).toMatch(/lang=(3D)?"de"/);
    } finally {
      await browser.close();
    }
  });
});

describe('the pseudo-language', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser();
    page = browser.page;
    // The server words its own texts (category labels) in the account's language: English here.
    expect((await api('PUT', '/user/profile', coach.token, { locale: 'en' })).status).toBe(200);
    await page.addInitScript(() => window.localStorage.setItem('energy-exchange.pseudo-locale', '1'));
    await openAs(page, coach.token, 'en-XA');
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * The app's own words on the screen that are not pseudo-text: buttons, labels, view and section
   * headings, tabs, table heads. Members' words are left out: by name, and card headings (h3: a
   * service's title, a coach's name) are theirs.
   */
  async function untranslated(): Promise<string[]> {
    // The category labels are the server's words (translated per language there, English in the
    // pseudo-language, which only the client has), like members' own.
    const categories = (await fetch(`${appUrl()}/api/categories`).then((r) => r.json())) as { label: string }[];
    const members = [
      'Lucía Ortega',
      'Karim Haddad',
      serviceTitle,
      SWITCH_SERVICE_TITLE,
      REQUEST_MESSAGE,
      ...categories.map((c) => c.label),
    ];
    return page.evaluate((own) => {
      const found = new Set<string>();
      for (const el of document.querySelectorAll('button, label, h1, h2, [role=tab], th, legend, summary')) {
        if ((el as HTMLElement).closest('[aria-hidden=true], [inert]')) continue;
        for (const node of el.childNodes) {
          const text = node.textContent?.trim() ?? '';
          if (!/[A-Za-z]{3,}/.test(text) || /[\u00C0-\u024F\u1E00-\u1EFF]|\[|\]/.test(text)) continue;
          if (own.some((o) => text === o || (o.length > 12 && text.includes(o)))) continue;
          found.add(`${el.tagName.toLowerCase()}: ${text}`);
        }
      }
      return [...found];
    }, members);
  }

  it('leaves no text of the app plain on any view', async () => {
    const nav = page.locator('.sidebar__nav .sidebar__item');
    const count = await nav.count();
    expect(count).toBeGreaterThanOrEqual(VIEWS.length);
    const plain: Record<string, string[]> = {};
    for (let i = 0; i < count; i++) {
      await nav.nth(i).click();
      // The sidebar lists the views in VIEWS' order; Refer & Earn opens a dialog (see openView).
      if (VIEWS[i] === 'referrals') await page.getByRole('dialog').waitFor();
      await settled(page);
      await screenshot(page, `translations/pseudo-view-${i + 1}`);
      const found = await untranslated();
      if (found.length) plain[`view ${i + 1}`] = found;
      expect.soft(await widthProblems(page), `width in the pseudo-language, view ${i + 1}`).toEqual([]);
      await closeDialog(page);
    }
    expect(plain).toEqual({});
  });
});
