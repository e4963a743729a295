import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  axeViolations,
  closeWithEscape,
  expectFocusTrapped,
  journeyViewports,
  openModalByKeyboard,
  ScreenChecker,
  VIEWPORTS,
  type ViewportName,
} from './a11y.js';
import {
  api,
  appUrl,
  codeFromMail,
  journeyHeaders,
  launchChromium,
  memberViaApi,
  openSession,
  verifyEmailViaApi,
} from './browser.js';
import {
  boxOf,
  clippedText,
  expectSidebarSpansPage,
  expectWithin,
  overlaps,
  placeholderFit,
  type Box,
} from './geometry.js';
import { prepareWorld, type JourneyWorld } from './journey-data.js';
import {
  anyCount,
  DIRECTION,
  tagged,
  weekdayOf,
  BROWSER_LANGUAGE,
  calendarDay,
  categoryLabel,
  escapeRegExp,
  list,
  DIGITS,
  ep,
  LANGUAGE,
  like,
  num,
  pattern,
  readNumber,
  say,
  startsWith,
  t,
} from './language.js';

/*
 * The whole product in Chromium, at a desktop (1280×800) and a phone (360×780, touch) viewport,
 * as each role (visitor, free and premium member, admin). Every screen and modal a role can reach
 * is visited; each visit (ScreenChecker.check) saves a screenshot to
 * test-artifacts/screenshots/<viewport>/<role>/, runs axe (WCAG 2.0/2.1 A+AA and best practices: zero violations), the width check (nothing
 * past the screen or past what clips it unless that scrolls, no label broken inside a word:
 * geometry.ts widthProblems) and, on the phone, checks that nothing scrolls sideways and that
 * every control is at least 44×44 px. Every modal is opened from the keyboard, keeps Tab inside
 * and closes on Escape, giving focus back to its opener; so do the cards' "⋯" menus.
 *
 * | screen or modal                                   | role          | how it is reached                       |
 * |---------------------------------------------------|---------------|-----------------------------------------|
 * | Landing page (+ install banner on the phone)      | visitor       | /                                       |
 * | How It Works modal                                | visitor, free | landing top bar; sidebar                |
 * | Sign-in modal: Password Login, Email Code tabs    | visitor       | Sign In                                 |
 * | Create Account modal, its 6-digit code step       | visitor       | Start Free                              |
 * | Full-page Sign In: code (default) and password    | visitor       | the modal's "Open the full sign-in page"|
 * | Full-page Sign Up: referral message, code step    | visitor       | "Sign up free" on the sign-in page      |
 * | Onboarding modal, steps 1 and 2                   | new member    | profile_completed = false               |
 * | Discover Services (+ More panel, while it reloads)| free, premium | first view                              |
 * | A service card's ⋯ menu, Report this service      | free          | ⋯ on a service card                     |
 * | Discover › Needs, My needs, Post a need modal (+ its required fields) | free | Discover's Needs tab  |
 * | For you (an accepted swap, a ring), I can help    | free          | sidebar                                 |
 * | Coach profile modal, its ⋯ menu, Report this member | free        | View Coach on a service card            |
 * | Request Exchange modal (+ insufficient balance)   | free          | Request on a card                       |
 * | Browse Coaches                                    | free          | sidebar                                 |
 * | My Sessions: Upcoming, Completed                  | free          | sidebar                                 |
 * | Exchange Requests: Received, Sent                 | free, premium | sidebar                                 |
 * | Schedule Session modal                            | free          | Schedule Session on an accepted request |
 * | Messages (a request's thread) dialog              | free          | Messages on a request card              |
 * | Testimonials: Received, Given                     | free, premium | sidebar                                 |
 * | Select an Exchange to Review, Write a Testimonial | free          | Write a Testimonial                     |
 * | Refer & Earn modal                                | free          | sidebar                                 |
 * | My Profile: view, edit                            | free, premium | sidebar                                 |
 * | My Profile: Calendar feed, Energy Points tab      | free          | sidebar                                 |
 * | Settings modal: Calendar Availability, My Services, Notifications, service form | free | header gear |
 * | Premium upgrade modal                             | free          | header Upgrade to Premium               |
 * | Premium modal, 'Already Premium!'                 | premium       | header ∞ balance; header Verified badge |
 * | Discover filtered by one coach                    | free          | View All Services on a coach profile    |
 * | Notifications dropdown, Notifications view        | free          | header bell, View all                   |
 * | Admin Dashboard: Analytics, Members, Import & Export, Admins, Adjust EP and Remove admin dialogs | admin | /?admin=true |
 * | Admin Dashboard: Disputes (+ Reverse dialog), Mail (undelivered mail) | admin | /?admin=true |
 *
 * Layout defects a screenshot shows but axe does not (overlaps, clipped text, something outside
 * its card, a sidebar that stops short) are measured where they were seen (geometry.ts).
 *
 * The product's success and error texts (client/src/test/spec-error-texts.ts) are asserted on
 * screen along the way; failures the real server will not produce on demand (no answer at all)
 * are made by aborting that one GraphQL operation in the browser.
 */

let browser: Browser;
let world: JourneyWorld;
/** The skill the onboarding adds, as this language labels it. */
let marketing: string;

beforeAll(async () => {
  [browser, world, marketing] = await Promise.all([launchChromium(), prepareWorld(), categoryLabel('marketing')]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/**
 * A session at `viewport`; `check` records one screen of `role`. Members have dismissed the
 * phone's install banner (the visitor sees it): it sits over the bottom of every screen.
 */
async function sessionFor(
  viewport: ViewportName,
  role: string,
  token?: string,
  extra: { reducedMotion?: 'reduce' } = {},
) {
  const session = await openSession(browser, {
    ...VIEWPORTS[viewport],
    token,
    ...extra,
    permissions: ['clipboard-read', 'clipboard-write'],
    ...BROWSER_LANGUAGE,
  });
  if (token)
    await session.context.addInitScript(() =>
      window.localStorage.setItem('energy-exchange.installBannerDismissed', 'true'),
    );
  // Closed when the test ends, pass or fail; uncaught page errors then fail it too.
  onTestFinished(() => session.close());
  return { page: session.page, context: session.context, checker: new ScreenChecker(session.page, viewport, role) };
}

/** Makes the next call of GraphQL operation `operationName` fail with no answer (a network error). */
async function failNextOperation(page: Page, operationName: string) {
  let done = false;
  const handler = async (route: import('playwright-core').Route) => {
    if (done || route.request().postDataJSON()?.operationName !== operationName) return route.fallback();
    done = true;
    await route.abort('connectionfailed');
    await page.unroute('**/graphql', handler);
  };
  await page.route('**/graphql', handler);
}

/**
 * Holds the next call of GraphQL operation `operationName` until the answer is released, so that
 * the loading state it leaves on screen can be checked; answers `release`.
 */
async function holdNextOperation(page: Page, operationName: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const handler = async (route: import('playwright-core').Route) => {
    if (held || route.request().postDataJSON()?.operationName !== operationName) return route.fallback();
    held = true;
    await released;
    await page.unroute('**/graphql', handler);
    await route.fallback();
  };
  await page.route('**/graphql', handler);
  return release;
}

/** The toast (or inline alert) with exactly `text`. */
async function seeText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Dismisses every toast, so the next screenshot and axe run see the screen itself. */
async function clearToasts(page: Page) {
  await page.evaluate((label) => {
    for (const button of document.querySelectorAll<HTMLButtonElement>(`button[aria-label="${label}"]`)) button.click();
  }, say('Dismiss notification'));
  await page
    .getByRole('button', { name: say('Dismiss notification') })
    .first()
    .waitFor({ state: 'detached' });
}

/** The header button that opens the sidebar drawer on a phone. */
const MENU_BUTTON = startsWith(say('Open menu'), true);

/** A sidebar view; on a phone the sidebar is a drawer that the header's menu button opens. */
async function openView(page: Page, label: string) {
  const item = page.getByRole('navigation', { name: say('Main') }).getByRole('button', { name: startsWith(label) });
  if (!(await item.isVisible())) await page.getByRole('button', { name: MENU_BUTTON }).click();
  await item.click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** Sidebar entries that open a modal (Refer & Earn, How it works): the opener, drawer opened first. */
async function sidebarOpener(page: Page, label: string): Promise<Locator> {
  const item = page.getByRole('button', { name: startsWith(label) }).filter({ visible: true });
  if ((await item.count()) === 0) await page.getByRole('button', { name: MENU_BUTTON }).click();
  return page
    .getByRole('button', { name: startsWith(label) })
    .filter({ visible: true })
    .first();
}

async function modalScreen(
  page: Page,
  checker: ScreenChecker,
  opener: Locator,
  name: string | RegExp,
  screen: string,
  andThen?: (dialog: Locator) => Promise<void>,
) {
  const dialog = await openModalByKeyboard(page, opener, name);
  await checker.check(screen);
  if (andThen) await andThen(dialog);
  await closeWithEscape(page, name, opener, page.getByRole('button', { name: MENU_BUTTON }));
}

/** The phone's install banner: a slim bar (at most 72 px) that hides nothing for good. */
async function expectSlimInstallBanner(page: Page, banner: Locator) {
  const bar = await boxOf(banner);
  const screen = page.viewportSize()!;
  expect.soft(bar.height, 'install banner height').toBeLessThanOrEqual(72);
  expect.soft(bar.y + bar.height, 'install banner sits at the bottom').toBeGreaterThanOrEqual(screen.height - 1);
  // Scrolled to the end, the page's last content ends above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const contentEnd = await page.evaluate(() => {
    // What scrolls with the page: visible, and not in anything fixed (the banner, a closed drawer).
    const all = Array.from(document.body.querySelectorAll<HTMLElement>('*'));
    const fixed = all.filter((el) => getComputedStyle(el).position === 'fixed');
    const content = all.filter(
      (el) => el.checkVisibility({ visibilityProperty: true }) && !fixed.some((f) => f.contains(el)),
    );
    return Math.max(...content.map((el) => el.getBoundingClientRect().bottom));
  });
  const barAfterScroll = await boxOf(banner);
  expect
    .soft(contentEnd, 'the end of the page is hidden under the install banner')
    .toBeLessThanOrEqual(barAfterScroll.y + 0.5);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Discover narrowed to `coach` by View All Services: the notice, the count, every card theirs. */
async function expectCoachFilter(page: Page, coach: string, count: number) {
  await page.getByRole('dialog', { name: say('Coach Profile') }).waitFor({ state: 'detached' });
  const notice = page.getByRole('group', { name: say('Coach filter') });
  await notice.getByText(coach).waitFor();
  expect(await notice.getByRole('button', { name: say('Show all services') }).isVisible()).toBe(true);
  await page.getByText(t('discover.results.found', { count }), { exact: true }).waitFor();
  const bylines = await page
    .getByRole('article')
    .getByText(like({ id: 'discover.card.by' }, { coach: /.+/ }, { whole: true }))
    .allTextContents();
  expect(bylines).toEqual(Array(count).fill(t('discover.card.by', { coach })));
}

/**
 * Browse Coaches: on every card, the verified badge on its own line under the name, at its start
 * edge (the left, the right in Arabic).
 */
async function expectBadgesUnderNames(page: Page) {
  const cards = await page
    .getByRole('article')
    .filter({ has: page.getByTitle(say('Verified premium member')) })
    .all();
  expect(cards.length).toBeGreaterThan(1);
  for (const card of cards) {
    const name = await boxOf(card.getByRole('heading'));
    const badge = await boxOf(card.getByTitle(say('Verified premium member')));
    const who = await card.getByRole('heading').textContent();
    expect
      .soft(badge.y, `${who}: badge beside the name instead of under it`)
      .toBeGreaterThanOrEqual(name.y + name.height - 1);
    const start = (box: { x: number; width: number }) => (DIRECTION === 'rtl' ? box.x + box.width : box.x);
    expect.soft(Math.abs(start(badge) - start(name)), `${who}: badge not under the name`).toBeLessThanOrEqual(1);
  }
}

/**
 * A live notification arrives while the dropdown is open: its toast must not cover the dropdown
 * (before, it hid "Mark all as read").
 */
async function expectLiveToastBesideDropdown(page: Page, panel: Locator, viewport: ViewportName) {
  const message = `Live while the list is open (${viewport})`;
  const sent = await api('POST', '/requests', world.extra.token, {
    service_id: world.franServiceIds[viewport === 'desktop' ? 0 : 1],
    message,
  });
  expect(sent.status).toBe(201);
  const toast = page
    .getByRole('status')
    .filter({ hasText: say('New exchange request') })
    .filter({ has: page.getByRole('button', { name: say('Dismiss notification') }) });
  await toast.waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const markAll = panel.getByRole('button', { name: say('Mark all as read') });
  expect
    .soft(overlaps(await boxOf(toast), await boxOf(panel)), 'the toast covers the notifications dropdown')
    .toBe(false);
  // Nothing lies over "Mark all as read": a click there reaches it.
  const target = await boxOf(markAll);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: target.x + target.width / 2, y: target.y + target.height / 2 },
  );
  expect.soft(hit, 'what a click on Mark all as read reaches').toBe(say('Mark all as read'));
  await clearToasts(page);
  expect((await api('POST', `/requests/${sent.body.id}/cancel`, world.extra.token)).status).toBeLessThan(300);
}

/**
 * Admin › Members at 1280 px: the table stays inside its card (scrolling in its own box), and the
 * name column stays put while it scrolls; a premium member's EP read ∞.
 */
async function expectMembersTableFits(page: Page) {
  const scroller = page.getByRole('region', { name: say('Members table') });
  const section = page.getByRole('region', { name: say('Members'), exact: true });
  expectWithin(await boxOf(scroller), await boxOf(section), 'the members table in its card');
  expect
    .soft(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      'the page scrolls sideways',
    )
    .toBe(true);
  const pia = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Pia Premium' }) });
  expect(await pia.getByRole('cell').nth(2).innerText()).toMatch(/^∞/);
  const scrolls = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
  if (!scrolls) return; // it fits: nothing scrolls
  const before = await boxOf(pia.getByRole('rowheader'));
  await scroller.evaluate((el) => el.scrollBy(getComputedStyle(el).direction === 'rtl' ? -400 : 400, 0));
  const after = await boxOf(pia.getByRole('rowheader'));
  expect.soft(Math.abs(after.x - before.x), 'the name column scrolled away with the table').toBeLessThanOrEqual(1);
  await scroller.evaluate((el) => el.scrollTo(0, 0));
}

/**
 * A card's "⋯" menu (asking and the moderation actions' place), from the keyboard: a menu button,
 * Enter opens it on its first item, Escape closes it (and nothing around it, a dialog included) with
 * the focus back on the button. Opened again and checked as a screen, `item` is chosen with Enter
 * and opens `dialogName`; closing that dialog gives the focus back to the ⋯ button.
 */
async function reportFromCardMenu(page: Page, checker: ScreenChecker, scope: Locator, item: string, screen: string) {
  const button = scope.getByRole('button', { name: say('More actions') });
  expect(await button.getAttribute('aria-haspopup')).toBe('menu');
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  const menu = page.getByRole('menu', { name: say('More actions') });
  const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
  await button.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  expect(await focused(menu.getByRole('menuitem').first()), 'its first item focused when the menu opens').toBe(true);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await focused(button), 'focus back on ⋯ after Escape').toBe(true);
  expect(await button.getAttribute('aria-expanded')).toBe('false');

  await page.keyboard.press('Enter');
  await menu.waitFor();
  // The menu lies over the page, inside the screen (the width check measures it at 360 px too).
  const menuBox = await boxOf(menu);
  expectWithin(menuBox, { x: 0, y: 0, ...page.viewportSize()! }, `the ⋯ menu of ${screen}`);
  await checker.check(screen);
  // The report may follow other items (a service card's menu opens on Ask a question): arrows reach it.
  const target = menu.getByRole('menuitem', { name: item });
  for (let moves = 0; moves < 5 && !(await focused(target)); moves++) await page.keyboard.press('ArrowDown');
  expect(await focused(target), `${item} reached with the arrows`).toBe(true);
  await page.keyboard.press('Enter');
  const dialogName = item;
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await expectFocusTrapped(page, dialogName);
  await checker.check(`${screen}-report`);
  await closeWithEscape(page, dialogName, button);
}

/** Every word of `locator`'s text on one line (a tab's label is never split). */
async function expectOneLine(locator: Locator, what: string) {
  const lines = await locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  });
  expect.soft(lines, `${what} runs to ${lines} lines`).toBe(1);
}

/**
 * A tab strip's box and its tabs', measured in one frame: the panel a click opens may still be
 * settling (a dialog whose content changes height moves its strip between two separate reads).
 */
function tabStripBoxes(tablist: Locator): Promise<{ list: Box; tabs: Box[] }> {
  return tablist.evaluate((el) => {
    const box = (node: Element) => {
      const r = node.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    return { list: box(el), tabs: Array.from(el.querySelectorAll('[role="tab"]'), box) };
  });
}

/**
 * A tab strip: labels on one line each; where the strip is narrower than its tabs (a phone) it
 * scrolls inside itself with the hint at the end that shows more, and the last tab, chosen,
 * comes into view (with the hint then at the start); where it is wide enough, all are in sight.
 */
async function expectTabStrip(tablist: Locator, viewport: ViewportName, expectScrolling: boolean) {
  const strip = tablist.locator('xpath=..');
  const tabs = await tablist.getByRole('tab').all();
  for (const tab of tabs) await expectOneLine(tab, `the tab "${await tab.textContent()}"`);
  const scrolls = await tablist.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect.soft(scrolls, `${viewport}: the tab strip scrolls`).toBe(expectScrolling);
  if (!expectScrolling) {
    const { list, tabs: boxes } = await tabStripBoxes(tablist);
    for (const [i, tab] of tabs.entries())
      expectWithin(boxes[i], list, `${viewport}: the tab "${await tab.textContent()}" in sight`);
    expect(await strip.getAttribute('data-more-after')).toBeNull();
    return;
  }
  expect(await strip.getAttribute('data-more-after'), 'the hint that more tabs follow').toBe('true');
  expect(await strip.getAttribute('data-more-before')).toBeNull();
  const last = tabs[tabs.length - 1];
  await last.click();
  await expect
    .poll(() => strip.getAttribute('data-more-before'), { message: 'the hint that tabs lie before' })
    .toBe('true');
  const { list, tabs: boxes } = await tabStripBoxes(tablist);
  expectWithin(boxes[boxes.length - 1], list, `the last tab "${await last.textContent()}" scrolled into view`);
  await tabs[0].click();
  await expect.poll(() => strip.getAttribute('data-more-before')).toBeNull();
}

for (const viewport of journeyViewports()) {
  describe(`${viewport}`, () => {
    it('a new member: the onboarding modal, both steps', async () => {
      const email = `olga.${viewport}.${Date.now()}@example.com`;
      const res = await fetch(`${appUrl()}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...journeyHeaders() },
        body: JSON.stringify({
          email,
          password: 'secret1',
          full_name: 'Olga Onboarding',
          timezone: 'UTC',
          locale: LANGUAGE,
        }),
      });
      expect(res.status).toBe(201);
      const { access_token: token } = await res.json();
      const { page, checker } = await sessionFor(viewport, 'new-member', token);
      await page.goto(appUrl());
      const onboarding = page.getByRole('dialog', { name: say('Complete your profile') });
      await onboarding.waitFor();
      await expectFocusTrapped(page, say('Complete your profile'));
      await onboarding.getByLabel(t('onboarding.about.bio'), { exact: true }).fill('I coach first-time founders.');
      await onboarding.getByLabel(say('Location'), { exact: true }).fill('Porto');
      await onboarding.getByLabel(say('Years of experience'), { exact: true }).fill('3');
      await checker.check('onboarding-step-1');
      await onboarding.getByRole('button', { name: say('Next'), exact: true }).click();
      await onboarding.getByLabel(say('Add a skill'), { exact: true }).selectOption({ label: marketing });
      await onboarding
        .getByRole('list', { name: say('Selected skills') })
        .getByText(marketing)
        .waitFor();
      await checker.check('onboarding-step-2');
      // Mandatory: Escape does not close it.
      await page.keyboard.press('Escape');
      expect(await onboarding.count()).toBe(1);
      await onboarding.getByRole('button', { name: say('Complete Setup') }).click();
      await onboarding.waitFor({ state: 'detached' });
      await page
        .getByRole('group', { name: say('Energy Points balance') })
        .getByText(ep(1))
        .waitFor();

      // Olga leaves: the password is asked for at its field, in the error colour; once deleted,
      // the home page says so.
      const settings = await openModalByKeyboard(
        page,
        page.getByRole('button', { name: say('Settings'), exact: true }),
        say('Settings'),
      );
      await settings.getByRole('tab', { name: say('Account') }).click();
      await settings.getByRole('button', { name: say('Delete account') }).click();
      await settings.getByRole('button', { name: say('Delete my account for good') }).click();
      const passwordError = settings.getByText(say('Enter your password'), { exact: true });
      await passwordError.waitFor();
      const colours = await passwordError.evaluate((el) => ({
        text: getComputedStyle(el).color,
        danger: getComputedStyle(document.documentElement).getPropertyValue('--c-danger').trim(),
      }));
      const probe = await page.evaluate((danger) => {
        const el = document.createElement('span');
        el.style.color = danger;
        document.body.append(el);
        const c = getComputedStyle(el).color;
        el.remove();
        return c;
      }, colours.danger);
      expect(colours.text, '"Enter your password" in the error colour').toBe(probe);
      expect(await settings.getByLabel(say('Your password')).getAttribute('aria-invalid')).toBe('true');
      await checker.check('delete-account-password-required');
      await settings.getByLabel(say('Your password')).fill('secret1');
      await settings.getByRole('button', { name: say('Delete my account for good') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('app.signedOut.deleted') })
        .waitFor();
      await page.getByRole('button', { name: say('Start Free'), exact: true }).waitFor();
      await checker.check('landing-after-deletion');
    });

    it('a member suspended while their tab is open is told so on the home page', async () => {
      const sid = await memberViaApi(`Sid Suspended ${viewport}`, { locale: LANGUAGE });
      const { page, checker } = await sessionFor(viewport, 'suspended-member', sid.token);
      await page.goto(appUrl());
      await page.getByRole('group', { name: say('Energy Points balance') }).waitFor();
      const suspended = await api('POST', `/admin/users/${sid.id}/suspend`, world.admin.token, {
        reason: 'Off-platform payments',
      });
      expect(suspended.status, JSON.stringify(suspended.body)).toBeLessThan(300);
      await page
        .getByRole('status')
        .filter({ hasText: t('app.signedOut.suspended') })
        .waitFor({ timeout: 90_000 });
      await checker.check('landing-after-suspension');
    }, 120_000);

    it('a free member: every main view and every modal, with the error texts of failed actions', async () => {
      const { page, checker } = await sessionFor(viewport, 'free', world.free.token);
      await page.goto(appUrl());
      await page.getByRole('group', { name: say('Energy Points balance') }).waitFor();

      // Discover Services and its modals.
      await page.getByRole('heading', { level: 1, name: say('Discover Services') }).waitFor();
      // The search box's hint fits whole.
      const hint = await placeholderFit(page.getByRole('searchbox', { name: say('Search services') }));
      expect
        .soft(hint.needed, `placeholder "${hint.text}" needs ${hint.needed}px of ${hint.available}px`)
        .toBeLessThanOrEqual(hint.available);
      await page.getByRole('searchbox', { name: say('Search services') }).fill(world.services.cheap.split(' ').pop()!);
      const card = page.getByRole('article', { name: world.services.cheap });
      await card.waitFor();
      await checker.check('discover');
      await page.getByRole('button', { name: say('More'), exact: true }).click();
      await page.getByLabel(say('Min EP'), { exact: true }).waitFor();
      await checker.check('discover-more-filters');

      // A filter changed in the More panel: while the new page loads (held here), the cards keep
      // their colours under a moving bar; axe finds no contrast violation in that state.
      const release = await holdNextOperation(page, 'DiscoverServices');
      await page.getByLabel(say('Min EP'), { exact: true }).fill('1');
      const reloading = page.getByRole('progressbar', { name: say('Loading services…') });
      await reloading.waitFor();
      await card.waitFor();
      expect(
        await card.evaluate((el) => getComputedStyle(el.closest('ul')!).opacity),
        'the cards are not faded while loading',
      ).toBe('1');
      expect(
        (await axeViolations(page)).filter((v) => v.startsWith('color-contrast')),
        'contrast while Discover reloads',
      ).toEqual([]);
      await checker.check('discover-reloading', { transient: true });
      release();
      await reloading.waitFor({ state: 'detached' });
      await page.getByLabel(say('Min EP'), { exact: true }).fill('');
      await expect.poll(() => page.getByRole('progressbar', { name: say('Loading services…') }).count()).toBe(0);

      await modalScreen(
        page,
        checker,
        card.getByRole('button', { name: say('View Coach') }),
        say('Coach Profile'),
        'coach-modal',
        async (dialog) => {
          await dialog.getByText('Pia turned my messy notes into a brand story.').waitFor();
          await dialog.getByText(t('coaches.profile.moreServices', { count: 1 }), { exact: true }).waitFor();
          // The member report sits in the profile's ⋯ menu; Escape there closes the menu, not the profile.
          await reportFromCardMenu(page, checker, dialog, say('Report this member'), 'coach-modal-menu');
          expect(await dialog.isVisible(), 'the coach profile stays open').toBe(true);
        },
      );
      await modalScreen(
        page,
        checker,
        card.getByRole('button', { name: say('Request') }),
        say('Request Exchange'),
        'request-modal',
      );
      // Report is not a third button beside Request (it is in the card's ⋯ menu): the card's actions fit inside it.
      expect(await card.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
      expectWithin(await boxOf(card.locator('.service-card__actions')), await boxOf(card), "the card's actions");
      await reportFromCardMenu(page, checker, card, say('Report this service'), 'discover-card-menu');
      const expensive = page.getByRole('article', { name: world.services.expensive });
      await modalScreen(
        page,
        checker,
        expensive.getByRole('button', { name: say('Request') }),
        say('Request Exchange'),
        'request-modal-insufficient',
        async (dialog) => {
          await dialog
            .getByText(like({ id: 'exchanges.request.insufficient' }, { have: DIGITS, need: DIGITS }))
            .first()
            .waitFor();
        },
      );

      // View All Services: Discover with that coach's services only, and a visible way back.
      await card.getByRole('button', { name: say('View Coach') }).click();
      await page
        .getByRole('dialog', { name: say('Coach Profile') })
        .getByRole('button', { name: say('View All Services') })
        .click();
      await expectCoachFilter(page, 'Pia Premium', 4);
      await checker.check('discover-coach-services');
      await page
        .getByRole('group', { name: say('Coach filter') })
        .getByRole('button', { name: say('Show all services') })
        .click();
      await page.getByRole('group', { name: say('Coach filter') }).waitFor({ state: 'detached' });
      await expect
        .poll(() => page.locator('.tile-results__status').textContent())
        .not.toBe(t('discover.results.found', { count: 4 }));

      // Discover › Needs: my needs above the board of everyone's, and posting one.
      await page.getByRole('tab', { name: say('Needs') }).click();
      const myNeeds = page.getByRole('region', { name: say('My needs') });
      await myNeeds.getByRole('heading', { name: world.needs.fran }).waitFor();
      await page.getByRole('article', { name: world.needs.xavi }).waitFor();
      // The tab has its own title and subtitle, and says its count once ("2 needs found").
      await page.getByRole('heading', { level: 1, name: say('Discover Needs') }).waitFor();
      await page.getByText(t('needs.heading.summary'), { exact: true }).waitFor();
      expect(
        await page.getByText(say('Search services by category and cost, and request the ones you need.')).count(),
      ).toBe(0);
      const needsFound = anyCount('needs.board.found');
      expect(await page.getByRole('status').filter({ hasText: needsFound }).textContent()).toMatch(needsFound);
      await checker.check('discover-needs');
      await modalScreen(
        page,
        checker,
        myNeeds.getByRole('button', { name: say('Post a need') }),
        say('Post a need'),
        'post-need-modal',
        async (dialog) => {
          // Sent empty: the form's message at its top, in sight at once; the three required
          // fields marked, each with its message; the optional "Open until" not.
          await dialog.getByRole('button', { name: say('Post need') }).click();
          const alert = dialog
            .getByRole('alert')
            .filter({ hasText: say('Title, category and description are required.') });
          await alert.waitFor();
          const screen = page.viewportSize()!;
          expectWithin(
            await boxOf(alert),
            { x: 0, y: 0, width: screen.width, height: screen.height },
            'the required-fields message on screen',
          );
          expectWithin(await boxOf(alert), await boxOf(dialog), 'the required-fields message in the dialog');
          for (const [label, message] of [
            [say('What are you looking for?'), say('A title is required.')],
            [say('Category'), say('A category is required.')],
            [say('Description'), say('A description is required.')],
          ] as const) {
            const field = dialog.getByLabel(label, { exact: true });
            expect(await field.getAttribute('aria-invalid'), `${label} marked`).toBe('true');
            await expect
              .poll(() =>
                field.evaluate((el) =>
                  el
                    .getAttribute('aria-describedby')
                    ?.split(' ')
                    .map((id) => document.getElementById(id)?.textContent),
                ),
              )
              .toContain(message);
          }
          expect(
            await dialog.getByLabel(startsWith(say('Open until'))).getAttribute('aria-invalid'),
            'Open until is optional',
          ).toBeNull();
          expect(
            await dialog
              .getByLabel(say('What are you looking for?'), { exact: true })
              .evaluate((el) => el === document.activeElement),
            'focus on the first empty field',
          ).toBe(true);
          await checker.check('post-need-required');
        },
      );
      await page.getByRole('tab', { name: say('Services') }).click();
      await page.getByRole('heading', { level: 1, name: say('Discover Services') }).waitFor();

      // On a phone the sidebar is a drawer: a dialog over the page, closed by Escape.
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: say('Open menu') }).click();
        await page
          .getByRole('navigation', { name: say('Main') })
          .getByRole('button', { name: startsWith(say('Browse Coaches')) })
          .waitFor();
        await checker.check('navigation-drawer');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: say('Open menu') }).waitFor();
      }

      // Browse Coaches.
      await openView(page, say('Browse Coaches'));
      await page.getByRole('article').first().waitFor();
      await checker.check('coaches');
      await expectBadgesUnderNames(page);
      if (viewport === 'desktop') await expectSidebarSpansPage(page, 'Browse Coaches');
      // Always there, with 3 services or fewer too: Fran's own profile has 2.
      await page
        .getByRole('article', { name: 'Fran Free' })
        .getByRole('button', { name: say('View Profile') })
        .click();
      await page
        .getByRole('dialog', { name: say('Coach Profile') })
        .getByRole('button', { name: say('View All Services') })
        .click();
      await expectCoachFilter(page, 'Fran Free', 2);

      // My Sessions: accepting the session Xavi proposed, completing Fran's own: no answer.
      await openView(page, say('My Sessions'));
      const acceptSession = page.getByRole('button', { name: say('Accept'), exact: true }).first();
      await acceptSession.waitFor();
      await checker.check('sessions-upcoming');
      await failNextOperation(page, 'RespondToSession');
      await acceptSession.click();
      await seeText(page, say('Failed to accept session. Please try again.'));
      await failNextOperation(page, 'CompleteSession');
      await page
        .getByRole('button', { name: t('sessions.card.complete') })
        .first()
        .click();
      await seeText(page, say('Failed to complete session. Please try again.'));
      // Two toasts at once: a phone shows the newest only, not a stack over a third of the screen.
      if (viewport === 'mobile')
        expect(await page.locator('.toast').filter({ visible: true }).count(), 'toasts in sight on a phone').toBe(1);
      await clearToasts(page);
      await page.getByRole('tab', { name: startsWith(t('sessions.list.completed')) }).click();
      await page.getByText(world.services.completed).first().waitFor();
      await checker.check('sessions-completed');

      // Exchange Requests.
      await openView(page, say('Exchange Requests'));
      await page.getByRole('tab', { name: startsWith(t('exchanges.list.received')) }).click();
      const pending = page.getByRole('article').filter({ hasText: 'Please review my newsletter.' });
      // Sol's ring asks Fran for her service: answered with the ring in For you, not here.
      const ringRequest = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: say('Answer the ring') }) });
      await ringRequest.getByText(say('Part of a swap ring: answer it with the ring in For you.')).waitFor();
      expect(
        await ringRequest.getByRole('button', { name: say('Accept'), exact: true }).count(),
        'Accept on a ring request',
      ).toBe(0);
      expect(
        await ringRequest.getByRole('button', { name: say('Decline'), exact: true }).count(),
        'Decline on a ring request',
      ).toBe(0);
      // The threads' unread badge is styled before any thread has been opened (its CSS comes with the button).
      expect(
        await page.evaluate(() =>
          [...document.styleSheets].some((sheet) => {
            try {
              return [...sheet.cssRules].some(
                (rule) => rule instanceof CSSStyleRule && rule.selectorText === '.thread-badge',
              );
            } catch {
              return false;
            }
          }),
        ),
        'the thread badge styles loaded with the cards',
      ).toBe(true);
      await checker.check('requests-received');
      await failNextOperation(page, 'RespondToRequest');
      await pending.getByRole('button', { name: say('Accept'), exact: true }).click();
      await seeText(page, say('Failed to accept request. Please try again.'));
      await clearToasts(page);
      await page.getByRole('tab', { name: startsWith(t('exchanges.list.sent')) }).click();
      const toSchedule = page.getByRole('article', { name: world.services.cheap });
      await toSchedule.waitFor();
      // The agreed session's time as My Sessions shows it: its slot in the owner's timezone.
      const agreed = page
        .getByRole('article', { name: world.services.scheduled })
        .locator('dd')
        .filter({ hasText: '10:00 (UTC)' });
      const when = t('exchanges.card.sessionWhen', { day: calendarDay(world.scheduledOn), slot: '10:00 (UTC)' });
      if (LANGUAGE === 'en') expect(await agreed.textContent()).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, 10:00 \(UTC\)$/);
      expect(await agreed.textContent()).toBe(when);
      await checker.check('requests-sent');
      // An admin reverses Fran's dispute while the card is on screen: the outcome reaches it live
      // (no reload), with its amounts, and Write Testimonial goes (the server refuses it too).
      const reversal = world.reversals[viewport];
      const disputed = page.getByRole('article', { name: reversal.service });
      await disputed.getByText(say('Disputed: an admin will review it.')).waitFor();
      await disputed.getByRole('button', { name: say('Write Testimonial') }).waitFor();
      const resolved = await api('POST', `/admin/disputes/${reversal.disputeId}/resolve`, world.admin.token, {
        action: 'reverse',
        note: 'Gia confirmed the review never came.',
      });
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      await disputed
        .getByText(
          like({ id: 'disputes.status.reversed' }, { amounts: t('disputes.reversal.takenBack', { amount: 1 }) }),
        )
        .waitFor();
      await disputed.getByText(t('ui.status.reversed'), { exact: true }).waitFor();
      expect(
        await disputed.getByRole('button', { name: say('Write Testimonial') }).count(),
        'Write Testimonial on a reversed exchange',
      ).toBe(0);
      await disputed.scrollIntoViewIfNeeded();
      await clearToasts(page);
      await checker.check('requests-sent-reversed');
      await failNextOperation(page, 'CompleteRequest');
      await toSchedule.getByRole('button', { name: t('exchanges.card.complete') }).click();
      await seeText(page, say('Failed to complete request. Please try again.'));
      await clearToasts(page);
      await modalScreen(
        page,
        checker,
        toSchedule.getByRole('button', { name: say('Schedule Session') }),
        say('Schedule Session'),
        'schedule-session-modal',
      );
      await modalScreen(
        page,
        checker,
        toSchedule.getByRole('button', { name: startsWith(say('Messages')) }),
        like({ id: 'conversations.thread.messagesWith' }, { name: /.+/ }),
        'thread-dialog',
        async (dialog) => {
          // Pia's long link may wrap only after its separators (<wbr>), never inside a word.
          const link = dialog.getByRole('link', { name: world.threadLink });
          await link.waitFor();
          expect(await link.locator('wbr').count(), 'break points in the link').toBeGreaterThan(3);
          expect(await link.evaluate((el) => getComputedStyle(el.closest('.message')!).overflowWrap)).toBe(
            'break-word',
          );
        },
      );

      // For you: services that fit Fran's need, and Xavi's need that Fran's services fit.
      // Reached from the ring's request: its "Answer the ring".
      await page.getByRole('tab', { name: startsWith(t('exchanges.list.received')) }).click();
      await page
        .getByRole('button', { name: say('Answer the ring') })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: say('For you') }).waitFor();
      await page
        .getByRole('region', { name: say('Services for your needs') })
        .getByRole('listitem')
        .first()
        .waitFor();
      // Each viewport offers help for its own need of Xavi's (an offer is made once).
      const helpable = page
        .getByRole('region', { name: say('Needs you can help with') })
        .getByRole('article', { name: viewport === 'desktop' ? world.needs.xavi : world.needs.xaviMobile });
      await helpable.waitFor();
      await checker.check('for-you');
      // Fran has a need and services: "No swaps yet" does not ask her for them.
      expect(await page.getByText(t('matches.swaps.emptyNeedBoth')).count()).toBe(0);
      // An accepted swap and a ring: the status wraps inside the card, the swap icon keeps its
      // size, a title stops at three lines on a phone.
      const swap = page
        .getByRole('region', { name: say('My swaps') })
        .getByRole('article')
        .filter({ hasText: say('Accepted: schedule and complete both sides') });
      await swap.scrollIntoViewIfNeeded();
      const swapBox = await boxOf(swap);
      expectWithin(
        await boxOf(swap.getByText(say('Accepted: schedule and complete both sides'))),
        swapBox,
        'the swap status in its card',
      );
      expectWithin(swapBox, await boxOf(page.getByRole('main')), 'the swap card in the view');
      expect
        .soft((await boxOf(swap.locator('.swap-card__costs svg'))).width, 'the swap icon')
        .toBeGreaterThanOrEqual(15.5);
      await checker.check('for-you-swap-accepted');
      const ring = page
        .getByRole('region', { name: say('My rings') })
        .getByRole('article')
        .first();
      await ring.scrollIntoViewIfNeeded();
      const ringTitle = ring.getByRole('heading', { level: 3 });
      const lines = await ringTitle.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
      expect.soft(lines, "the ring title's lines").toBeLessThanOrEqual(3);
      expect(await ringTitle.getAttribute('title'), 'the whole ring title, clamped or not').toBe(
        await ringTitle.textContent(),
      );
      // Told to Fran, who has not accepted it yet: "you", never her own name.
      await ring
        .getByText(t('matches.ringCard.waiting', { members: list([t('matches.ringCard.you'), 'Rae Ringmaker']) }))
        .waitFor();
      expect(await ring.getByText(/Fran Free/).count(), 'the reader named in the third person').toBe(0);
      await checker.check('for-you-ring');
      await modalScreen(
        page,
        checker,
        helpable.getByRole('button', { name: say('I can help') }),
        say('I can help'),
        'help-modal',
      );
      // Offered once, the card says so and offers it no more.
      await helpable.getByRole('button', { name: say('I can help') }).click();
      const help = page.getByRole('dialog', { name: say('I can help') });
      await help.getByLabel(say('Your service')).selectOption({ index: 1 });
      await help.getByRole('button', { name: say('Offer this service') }).click();
      await help.waitFor({ state: 'detached' });
      await helpable.getByText(say('You offered help')).waitFor();
      expect(await helpable.getByRole('button', { name: say('I can help') }).count()).toBe(0);
      await clearToasts(page);
      await checker.check('for-you-helped');

      // Testimonials, and the two modals of writing one.
      await openView(page, t('shell.view.testimonials.label'));
      await page.getByText('Fran came prepared and left with a plan.').waitFor();
      await checker.check('testimonials-received');
      // What writing one earns is said once (the view's heading), not twice.
      // (Arabic says it in words: "one energy point".)
      const main = await page.getByRole('main').innerText();
      const summary = t('shell.view.testimonials.summary');
      expect(main.split(summary), 'the heading says what writing one earns').toHaveLength(2);
      const oneEp = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(ep(1))}(?![\\p{L}\\p{N}])`, 'gu');
      expect(main.replace(summary, '').match(oneEp), 'said again besides the heading').toBeNull();
      await page.getByRole('tab', { name: startsWith(t('testimonials.list.given')) }).click();
      await checker.check('testimonials-given');
      const write = page.getByRole('button', { name: say('Write a Testimonial') }).first();
      const select = await openModalByKeyboard(page, write, say('Select an Exchange to Review'));
      await select.getByRole('button', { name: new RegExp(escapeRegExp(world.services.completed)) }).waitFor();
      await checker.check('select-exchange-modal');
      await select.getByRole('button', { name: new RegExp(escapeRegExp(world.services.completed)) }).click();
      const review = page.getByRole('dialog', { name: say('Write a Testimonial') });
      await review.waitFor();
      await expectFocusTrapped(page, say('Write a Testimonial'));
      await checker.check('write-testimonial-modal');
      await page.keyboard.press('Escape');
      await review.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Refer & Earn.
      await modalScreen(
        page,
        checker,
        await sidebarOpener(page, say('Refer & Earn')),
        say('Refer & Earn'),
        'refer-earn-modal',
        async (dialog) => {
          await dialog.getByRole('button', { name: say('Copy Link'), exact: true }).click();
          await seeText(page, say('Link copied to clipboard!'));
          await dialog.getByRole('button', { name: startsWith(say('Copied!')) }).waitFor();
        },
      );
      await clearToasts(page);

      // My Profile: view and edit.
      await openView(page, say('My Profile'));
      await page.getByRole('button', { name: say('Edit Profile') }).waitFor();
      await checker.check('profile');
      await page.getByRole('button', { name: say('Edit Profile') }).click();
      await page.getByRole('button', { name: say('Save Changes') }).waitFor();
      await checker.check('profile-edit');
      await page.getByRole('button', { name: t('profile.edit.cancel'), exact: true }).click();
      // The calendar feed: the private address, made on first view.
      const feed = page.getByRole('region', { name: say('Calendar feed') });
      await feed.getByRole('textbox', { name: say('Your calendar address') }).waitFor();
      await feed.scrollIntoViewIfNeeded();
      // Nothing copied yet: no check mark; the buttons stand apart from the address.
      const copyAddress = feed.getByRole('button', { name: say('Copy address') });
      expect(await copyAddress.locator('svg path').first().getAttribute('d')).not.toBe('M20 6 9 17l-5-5');
      const address = await boxOf(feed.getByRole('textbox', { name: say('Your calendar address') }));
      expect
        .soft((await boxOf(copyAddress)).y - (address.y + address.height), 'space between the address and its buttons')
        .toBeGreaterThanOrEqual(8);
      await checker.check('profile-calendar-feed');
      await copyAddress.click();
      await feed.getByRole('button', { name: say('Copied') }).waitFor();
      await clearToasts(page);
      // The Energy Points statement.
      await page.getByRole('tab', { name: t('profile.tabs.energy') }).click();
      const entries = page.getByRole('region', { name: say('Energy Points entries') });
      await entries.getByText(say('Welcome bonus')).waitFor();
      // A hold whose exchange completed says it paid for it, not that it is still held.
      await entries
        .getByText(
          t('statement.request.paid', { title: t('statement.exchange.quoted', { title: world.services.completed }) }),
        )
        .first()
        .waitFor();
      expect(
        await entries
          .getByText(
            t('statement.request.held', { title: t('statement.exchange.quoted', { title: world.services.completed }) }),
          )
          .count(),
      ).toBe(0);
      // The CSV button downloads (not the upload arrow): its icon is the download one.
      expect(await page.getByRole('button', { name: /CSV/ }).locator('svg path').first().getAttribute('d')).toBe(
        'M12 4v11 M7 10l5 5 5-5 M5 20h14',
      );
      await checker.check('profile-energy-statement');
      // The table stays in its card; narrower than the table (a phone), it scrolls inside its
      // own box, and the Balance column is reached that way.
      const statement = page.getByRole('region', { name: say('Energy Points statement') });
      expectWithin(await boxOf(entries), await boxOf(statement), 'the statement table in its card');
      const balanceHeader = entries.getByRole('columnheader', { name: say('Balance') });
      if (viewport === 'mobile')
        expect(
          await entries.evaluate((el) => el.scrollWidth > el.clientWidth),
          'the statement scrolls inside its box',
        ).toBe(true);
      // To its end: leftwards in Arabic (scrollLeft runs from 0 down, right to left).
      await entries.evaluate((el) =>
        el.scrollTo(getComputedStyle(el).direction === 'rtl' ? -el.scrollWidth : el.scrollWidth, 0),
      );
      expectWithin(await boxOf(balanceHeader), await boxOf(entries), 'the Balance column reached');
      await checker.check('profile-energy-statement-balance');
      await entries.evaluate((el) => el.scrollTo(0, 0));
      await page.getByRole('tab', { name: say('Profile'), exact: true }).click();

      // Settings: both tabs and the service form.
      const gear = page.getByRole('button', { name: say('Settings'), exact: true });
      const settings = await openModalByKeyboard(page, gear, say('Settings'));
      // Its tab labels stay whole: on a phone the strip scrolls, with its hint.
      await expectTabStrip(
        settings.getByRole('tablist', { name: say('Settings sections') }),
        viewport,
        viewport === 'mobile',
      );
      await settings.getByRole('tab', { name: say('Calendar Availability') }).click();
      await settings
        .getByRole('button', { name: t('settings.availability.slot', { day: weekdayOf('2024-01-01'), time: '10:00' }) })
        .waitFor();
      await checker.check('settings-availability');
      await settings.getByRole('tab', { name: say('My Services') }).click();
      await settings
        .getByRole('button', { name: like({ id: 'settings.services.editLabel' }, { title: /Newsletter Clinic/ }) })
        .waitFor();
      await checker.check('settings-services');
      await settings.getByRole('tab', { name: say('Account') }).click();
      await settings.getByRole('button', { name: say('Download my data') }).waitFor();
      await checker.check('settings-account');
      await settings.getByRole('tab', { name: say('My Services') }).click();
      await settings
        .getByRole('button', { name: like({ id: 'settings.services.editLabel' }, { title: /Newsletter Clinic/ }) })
        .waitFor();
      // Notifications: every kind with its email choice (and push); a change is saved when made.
      await settings.getByRole('tab', { name: say('Notifications') }).click();
      const requestEmails = settings.getByRole('group', { name: say('Someone requests one of my services') });
      // Both viewports share this member: change whatever the other one left.
      const digest = requestEmails.getByRole('radio', { name: say('Daily digest') });
      await (
        (await digest.isChecked()) ? requestEmails.getByRole('radio', { name: say('Immediately') }) : digest
      ).check();
      await seeText(page, say('Email preferences saved'));
      await clearToasts(page);
      // The daily digest's own switch: off, a note says the kinds set to the digest are not mailed.
      const dailyDigest = settings.getByRole('group', { name: startsWith(t('settings.email.kind.dailyDigest')) });
      await dailyDigest.getByRole('radio', { name: say('Off') }).check();
      await seeText(page, say('Email preferences saved'));
      await clearToasts(page);
      await settings.getByText(t('settings.email.digestOff')).waitFor();
      await checker.check('settings-email');
      await dailyDigest.getByRole('radio', { name: say('On') }).check();
      await settings.getByText(t('settings.email.digestOff')).waitFor({ state: 'detached' });
      await seeText(page, say('Email preferences saved'));
      await clearToasts(page);
      await settings.getByRole('tab', { name: say('My Services') }).click();
      await settings
        .getByRole('button', { name: like({ id: 'settings.services.editLabel' }, { title: /Newsletter Clinic/ }) })
        .waitFor();
      const addService = await boxOf(settings.getByRole('button', { name: say('Add Service') }).first());
      const firstService = await boxOf(
        settings
          .getByRole('list', { name: say('My services') })
          .getByRole('listitem')
          .first(),
      );
      expect
        .soft(firstService.y - (addService.y + addService.height), 'space between Add Service and the first service')
        .toBeGreaterThanOrEqual(8);
      await settings
        .getByRole('button', { name: say('Add Service') })
        .first()
        .click();
      await settings.getByLabel(say('Title'), { exact: true }).waitFor();
      await expectFocusTrapped(page, say('Settings'));
      await checker.check('settings-service-form');
      await closeWithEscape(page, say('Settings'), gear);

      // Premium upgrade.
      await modalScreen(
        page,
        checker,
        page.getByRole('button', { name: t('shell.header.upgrade') }),
        t('premium.title'),
        'premium-modal',
        async (dialog) => {
          await dialog.getByRole('button', { name: say('Upgrade Now') }).waitFor();
        },
      );

      // Notifications: the dropdown (a non-modal popup: Escape closes it, focus back on the bell), then View all.
      const bell = page.getByRole('button', { name: startsWith(say('Notifications')) });
      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: say('Notifications') });
      await panel.getByRole('list', { name: say('Recent notifications') }).waitFor();
      await expectLiveToastBesideDropdown(page, panel, viewport);
      await checker.check('notifications-dropdown');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);
      await bell.click();
      await panel.getByRole('button', { name: say('View all') }).click();
      await page.getByRole('heading', { level: 1, name: say('Notifications') }).waitFor();
      await page.getByRole('list', { name: say('All notifications') }).waitFor();
      await checker.check('notifications-view');

      // How it works, from the sidebar: the three steps' icons are the same size.
      await modalScreen(
        page,
        checker,
        await sidebarOpener(page, say('How it works')),
        say('How It Works'),
        'how-it-works',
        async (dialog) => {
          const icons = await Promise.all((await dialog.locator('.how-step__title svg').all()).map(boxOf));
          expect(icons).toHaveLength(3);
          for (const icon of icons)
            expect.soft([icon.width, icon.height], 'a How It Works step icon').toEqual([18, 18]);
        },
      );
    }, 300_000); // every view and modal of the product: longer than the default 120 s on a loaded machine

    it('what a member and others do shows without a reload: an achievement, a coach testimonial, a referral reward', async () => {
      // The Apollo cache is the one store (docs/architecture.md). Wren publishes a service (My Profile's badge),
      // reviews Cora (Cora's profile, opened before), and is paid a referral reward that happens in
      // another browser (the header's EP); the page is never reloaded.
      const stamp = `${viewport} ${Date.now()}`;
      const [wren, cora] = await Promise.all([
        memberViaApi(`Wren Writer ${stamp}`, { locale: LANGUAGE }),
        memberViaApi(`Cora Coach ${stamp}`, { locale: LANGUAGE }),
      ]);
      await Promise.all([wren, cora].map(verifyEmailViaApi));
      const coraService = `Calm Start ${stamp}`;
      const created = await api('POST', '/services', cora.token, {
        title: coraService,
        description: 'A first calm session.',
        category: 'design',
        energy_cost: 1,
        duration_minutes: 60,
      });
      expect(created.status).toBe(201);
      const sent = await api('POST', '/requests', wren.token, { service_id: created.body.id, message: 'Hello!' });
      expect(sent.status).toBe(201);
      expect(
        (
          await api('POST', '/requests/respond', cora.token, {
            request_id: sent.body.id,
            action: 'accept',
            session_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          })
        ).status,
      ).toBe(200);
      expect((await api('POST', `/requests/${sent.body.id}/complete`, wren.token)).status).toBe(200);

      const { page } = await sessionFor(viewport, 'live', wren.token);
      await page.goto(appUrl());
      const balance = page.getByRole('group', { name: say('Energy Points balance') });
      await balance.waitFor();
      // Gone if the page is ever loaded again.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      // (1) My Profile says "Open for Business — Not earned yet"; publishing a service earns it there.
      await openView(page, say('My Profile'));
      const badge = page.getByRole('listitem').filter({ hasText: say('Open for Business') });
      await badge.getByText(say('Not earned yet'), { exact: true }).waitFor();
      const gear = page.getByRole('button', { name: say('Settings'), exact: true });
      const settings = await openModalByKeyboard(page, gear, say('Settings'));
      await settings.getByRole('tab', { name: say('My Services') }).click();
      await settings
        .getByRole('button', { name: say('Add Service') })
        .first()
        .click();
      await settings.getByLabel(say('Title'), { exact: true }).fill(`Wren's Review Hour ${stamp}`);
      await settings.getByLabel(say('Category'), { exact: true }).selectOption({ index: 1 });
      await settings.getByLabel(say('Description'), { exact: true }).fill('A careful read of your draft.');
      await settings.getByRole('button', { name: say('Create Service') }).click();
      await seeText(page, say('Service created successfully!'));
      await closeWithEscape(page, say('Settings'), gear);
      // "Earned 30 Nov 2026", or "Earned" where the day is not known.
      const earned = pattern({ id: 'profile.achievements.earnedOn' }, { date: /.+/ });
      await badge
        .getByText(new RegExp(`^(?:${earned}|${escapeRegExp(t('profile.achievements.earnedBadge'))}$)`, 'u'))
        .waitFor();
      expect(await badge.getByText(say('Not earned yet'), { exact: true }).count()).toBe(0);
      await clearToasts(page);

      // (2) Cora's profile, opened before the testimonial: none yet; after it is written, it is there.
      await openView(page, say('Discover Services'));
      await page.getByRole('searchbox', { name: say('Search services') }).fill(coraService);
      const coraCard = page.getByRole('article', { name: coraService });
      const coachModal = page.getByRole('dialog', { name: say('Coach Profile') });
      await coraCard.getByRole('button', { name: say('View Coach') }).click();
      await coachModal.getByText(say('No public testimonials yet.')).waitFor();
      await page.keyboard.press('Escape');
      await coachModal.waitFor({ state: 'detached' });
      await openView(page, t('shell.view.testimonials.label'));
      await page.getByRole('tab', { name: startsWith(t('testimonials.list.given')) }).click();
      await page
        .getByRole('button', { name: say('Write a Testimonial') })
        .first()
        .click();
      const select = page.getByRole('dialog', { name: say('Select an Exchange to Review') });
      await select.getByRole('button', { name: new RegExp(escapeRegExp(coraService)) }).click();
      const review = page.getByRole('dialog', { name: say('Write a Testimonial') });
      const words = `Cora made the first step easy (${stamp}).`;
      await review.getByLabel(say('Your testimonial'), { exact: true }).fill(words);
      await review.getByRole('button', { name: say('Submit Testimonial') }).click();
      await review.waitFor({ state: 'detached' });
      await clearToasts(page);
      await openView(page, say('Discover Services'));
      await page.getByRole('searchbox', { name: say('Search services') }).fill(coraService);
      await coraCard.getByRole('button', { name: say('View Coach') }).click();
      await coachModal.getByText(words).waitFor();
      expect(await coachModal.getByText(say('No public testimonials yet.')).count()).toBe(0);
      await page.keyboard.press('Escape');
      await coachModal.waitFor({ state: 'detached' });

      // (3) Someone signs up with Wren's code and completes onboarding in another browser: +5 EP here.
      const before = readNumber((await balance.textContent()) ?? '');
      const { body: info } = await api('GET', '/user/referral-info', wren.token);
      const email = `rory.${viewport}.${Date.now()}@example.com`;
      const signup = await fetch(`${appUrl()}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...journeyHeaders() },
        body: JSON.stringify({
          email,
          password: 'secret1',
          full_name: 'Rory Referred',
          timezone: 'UTC',
          referral_code: info.referral_code,
          locale: LANGUAGE,
        }),
      });
      expect(signup.status).toBe(201);
      const rory = { token: (await signup.json()).access_token as string, email };
      await verifyEmailViaApi(rory);
      const other = await browser.newContext({
        locale: LANGUAGE,
        extraHTTPHeaders: { ...journeyHeaders(), ...BROWSER_LANGUAGE.extraHTTPHeaders },
      });
      onTestFinished(() => other.close());
      await other.addInitScript((t) => window.localStorage.setItem('energy-exchange.accessToken', t), rory.token);
      const roryPage = await other.newPage();
      await roryPage.goto(appUrl());
      const onboarding = roryPage.getByRole('dialog', { name: say('Complete your profile') });
      await onboarding.getByLabel(t('onboarding.about.bio'), { exact: true }).fill('New here.');
      await onboarding.getByLabel(say('Location'), { exact: true }).fill('Braga');
      await onboarding.getByLabel(say('Years of experience'), { exact: true }).fill('1');
      await onboarding.getByRole('button', { name: say('Next'), exact: true }).click();
      await onboarding.getByLabel(say('Add a skill'), { exact: true }).selectOption({ label: marketing });
      await onboarding.getByRole('button', { name: say('Complete Setup') }).click();
      await onboarding.waitFor({ state: 'detached' });
      await balance.getByText(ep(before + 5), { exact: true }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
        'the page was reloaded',
      ).toBe(true);
    });

    it("a premium member: ∞ EP, the verified badge, no upgrade button, and the modal's 'Already Premium!'", async () => {
      const { page, checker } = await sessionFor(viewport, 'premium', world.premium.token);
      await page.goto(appUrl());
      const balance = page.getByRole('group', { name: say('Energy Points balance') });
      await balance.waitFor();
      expect(await balance.textContent()).toContain('∞');
      expect(await page.getByRole('button', { name: t('shell.header.upgrade') }).count()).toBe(0);
      await page.getByRole('article').first().waitFor();
      await checker.check('discover');
      // One header row on a phone too: the ∞ pill sits beside the menu, not alone on a second row.
      const pill = await boxOf(balance);
      const bell = await boxOf(page.getByRole('button', { name: startsWith(say('Notifications')) }));
      expect
        .soft(Math.abs(pill.y + pill.height / 2 - (bell.y + bell.height / 2)), 'the ∞ pill and the bell on one row')
        .toBeLessThanOrEqual(4);
      expect.soft((await boxOf(page.locator('header.shell-header'))).height, 'header height').toBeLessThanOrEqual(72);

      // The Premium modal, opened from the ∞ balance and from the verified badge.
      const alreadyPremium = async (dialog: Locator) => {
        await dialog.getByRole('list', { name: say('Premium benefits') }).waitFor();
        expect(await dialog.getByRole('button', { name: say('Already Premium!') }).isDisabled()).toBe(true);
        expect(await dialog.getByRole('button', { name: say('Upgrade Now') }).count()).toBe(0);
      };
      await modalScreen(
        page,
        checker,
        balance.getByRole('button', { name: say('Unlimited Energy Points') }),
        t('premium.title'),
        'premium-modal-from-balance',
        alreadyPremium,
      );
      const badge = page
        .getByRole('banner')
        .getByRole('button', { name: say('Verified premium member: your Premium membership') });
      await alreadyPremium(await openModalByKeyboard(page, badge, t('premium.title')));
      await closeWithEscape(page, t('premium.title'), badge);
      await openView(page, say('Exchange Requests'));
      await page.getByRole('tab', { name: startsWith(t('exchanges.list.received')) }).click();
      await page.getByRole('article', { name: world.services.scheduled }).waitFor();
      await checker.check('requests-received');
      await openView(page, t('shell.view.testimonials.label'));
      await page.getByText('Pia turned my messy notes into a brand story.').waitFor();
      await checker.check('testimonials-received');
      await openView(page, say('My Profile'));
      await page.getByTitle(say('Verified premium member')).filter({ visible: true }).first().waitFor();
      await checker.check('profile');
    });

    it('an admin: every tab of the dashboard and its dialogs', async () => {
      const removable = `helper.${viewport}.${Date.now()}@example.com`;
      expect(
        (await api('POST', '/admin/add-admin', world.admin.token, { email: removable, role: 'admin' })).status,
      ).toBeLessThan(300);
      const { page, checker } = await sessionFor(viewport, 'admin', world.admin.token);
      await page.goto(`${appUrl()}/?admin=true`);
      const adminTabs = page.getByRole('tablist', { name: say('Admin sections') });
      await adminTabs.waitFor();
      await page.getByRole('img', { name: say('Members over time') }).waitFor();
      await checker.check('admin-analytics');
      // Every section's tab in sight at once: one row at 1280 px, wrapped rows on a phone.
      await expectTabStrip(adminTabs, viewport, false);
      if (viewport === 'desktop') await expectSidebarSpansPage(page, 'Admin analytics');

      await page.getByRole('tab', { name: say('Members') }).click();
      const adjust = page
        .getByRole('button', { name: like({ id: 'admin.members.adjust' }, { name: 'Fran Free' }) })
        .first();
      await adjust.waitFor();
      await checker.check('admin-members');
      await expectMembersTableFits(page);
      // At 1280 px a row's actions are on screen without scrolling the table: the actions
      // column stays at its right edge like the names at its left.
      if (viewport === 'desktop') {
        const scroller = page.getByRole('region', { name: say('Members table') });
        for (const action of [
          adjust,
          page.getByRole('button', { name: like({ id: 'admin.members.suspend' }, { name: 'Fran Free' }) }).first(),
        ]) {
          expectWithin(await boxOf(action), await boxOf(scroller), `${await action.textContent()} in the table's view`);
        }
      }
      await modalScreen(page, checker, adjust, say('Adjust Energy Points'), 'admin-adjust-ep-modal');
      await modalScreen(
        page,
        checker,
        page.getByRole('button', { name: like({ id: 'admin.members.suspend' }, { name: 'Fran Free' }) }).first(),
        say('Suspend member'),
        'admin-suspend-modal',
      );

      await page.getByRole('tab', { name: say('Import & Export') }).click();
      await page.getByRole('button', { name: say('Export CSV') }).waitFor();
      await checker.check('admin-import-export');

      await page.getByRole('tab', { name: say('Admins') }).click();
      const remove = page
        .getByRole('table', { name: say('Admin users') })
        .getByRole('button', { name: t('admin.admins.remove', { email: removable }) });
      await remove.waitFor();
      await checker.check('admin-admins');
      await modalScreen(page, checker, remove, say('Remove admin?'), 'admin-remove-dialog');
      // And for real: the list is back to the super admin alone (admin.e2e.test.ts expects that too).
      await remove.click();
      const confirm = page.getByRole('dialog', { name: say('Remove admin?') });
      await confirm.getByRole('button', { name: say('Remove admin') }).click();
      // The open dialog hides the table from roles: only its closing says the removal answered.
      await confirm.waitFor({ state: 'detached' });
      await remove.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: say('Reports') }).click();
      await page.getByRole('combobox', { name: say('Show') }).waitFor();
      await expect.poll(() => page.getByTestId('list-skeleton').count()).toBe(0);
      // Dana's report about Cody: whom it is about (with their address) apart from who sent it,
      // and a way to the reported member.
      const reported = page.getByRole('listitem').filter({ hasText: world.report.reason });
      await reported
        .getByText(like({ id: 'admin.reports.reportedMember' }, { name: world.report.member, email: /.+/ }))
        .waitFor();
      expect(
        await reported
          .getByText(like({ id: 'admin.reports.reportedBy' }, { reporter: 'Dana Dispute', date: /.+/ }))
          .innerText(),
        'an address after "Reported by"',
      ).not.toMatch(/@/);
      await reported.getByRole('link', { name: /@example\.com$/ }).waitFor();
      await checker.check('admin-reports');
      await modalScreen(
        page,
        checker,
        reported.getByRole('button', { name: say('View the member') }),
        say('Coach Profile'),
        'admin-reported-member',
        async (dialog) => {
          await dialog.getByText(world.report.member).first().waitFor();
        },
      );
      await page.getByRole('tab', { name: t('admin.tabs.audit') }).click(); // the journey's admin is a super_admin
      await page.getByText(anyCount('admin.audit.count')).waitFor();
      // Read as words: labelled facts (no JSON), no bare ids, and the time of day with the date.
      const audit = page.getByRole('region', { name: t('admin.audit.title') });
      await audit.getByRole('listitem').first().waitFor();
      const auditText = await audit.innerText();
      expect(auditText, 'raw JSON in the audit log').not.toMatch(/[{}]/);
      expect(auditText, 'ids in the audit log').not.toMatch(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
      );
      expect(auditText, 'times in the audit log').toMatch(/\d{1,2}:\d{2}/);
      await checker.check('admin-audit-log');

      // Disputes: Dana's, open, with the Reverse dialog (not sent: both viewports see it).
      await page.getByRole('tab', { name: t('admin.tabs.disputes') }).click();
      const dispute = page.getByRole('listitem').filter({ hasText: world.dispute.service });
      await dispute.getByText(world.dispute.reason).waitFor();
      // Status labels start with a capital.
      await dispute.getByText(t('disputes.admin.status.open'), { exact: true }).waitFor();
      await checker.check('admin-disputes');
      // Its confirm is red, as Reverse is in the list.
      const reverseColour = await dispute
        .getByRole('button', { name: say('Reverse') })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      await modalScreen(
        page,
        checker,
        dispute.getByRole('button', { name: say('Reverse') }),
        t('disputes.resolve.reverseTitle'),
        'admin-reverse-dispute-dialog',
        async (dialog) => {
          expect(
            await dialog
              .getByRole('button', { name: t('disputes.resolve.reverseSubmit') })
              .evaluate((el) => getComputedStyle(el).backgroundColor),
            'the confirm button colour',
          ).toBe(reverseColour);
        },
      );
      // Fran's reversed dispute (reversed earlier in this viewport's free-member journey): who, when, and only what moved.
      await page.getByRole('tab', { name: say('Resolved') }).click();
      const reversedRow = page.getByRole('listitem').filter({ hasText: world.reversals[viewport].service });
      await reversedRow
        .getByText(
          like(
            { id: 'disputes.admin.resolved' },
            {
              outcome: 'reversed',
              hasName: 'yes',
              name: /.+/,
              hasWhen: 'yes',
              when: /.+/,
              amounts: t('disputes.reversal.takenBack', { amount: 1 }),
              hasNote: 'no',
              note: '',
            },
          ),
        )
        .waitFor();
      expect(await reversedRow.innerText(), 'a zero shortfall said').not.toMatch(/shortfall 0/);
      expect(await reversedRow.innerText(), 'a zero shortfall said').not.toContain(
        t('disputes.reversal.coveredShortfall', { amount: 0 }),
      );
      await reversedRow.getByText(t('disputes.admin.status.reversed'), { exact: true }).waitFor();
      await checker.check('admin-disputes-resolved');
      // Mail: the mails the outbox gave up on (none in this journey).
      await page.getByRole('tab', { name: say('Mail') }).click();
      await page.getByRole('heading', { name: say('Undelivered mail'), exact: true }).waitFor();
      await page.getByText(say('No undelivered mail')).waitFor();
      // The Mail tab says it lists undelivered mail only.
      await page.getByText(t('admin.mail.scope'), { exact: true }).waitFor();
      await checker.check('admin-mail');

      // Categories (super_admins): one added and retired, the tab updated from the answers.
      await page.getByRole('tab', { name: say('Categories') }).click();
      const label = `Journey ${viewport} ${Date.now()}`;
      await page.getByRole('textbox', { name: say('Label') }).fill(label);
      await page.getByRole('button', { name: say('Add category') }).click();
      await page
        .getByRole('list', { name: say('Categories') })
        .getByRole('button', { name: t('admin.categories.retire', { label }) })
        .waitFor();
      // The new category is brought into view at the end of the list.
      await expect
        .poll(
          async () => {
            const box = await boxOf(
              page
                .getByRole('list', { name: say('Categories') })
                .getByRole('button', { name: t('admin.categories.retire', { label }) }),
            );
            return box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
          },
          { message: 'the new category in view' },
        )
        .toBe(true);
      await clearToasts(page);
      await checker.check('admin-categories');
      // The same label again: refused at the Label field, not only in a toast.
      await page.evaluate(() => window.scrollTo(0, 0));
      const labelField = page.getByRole('textbox', { name: say('Label') });
      await labelField.fill(label);
      await page.getByRole('textbox', { name: say('Value') }).fill(`again_${Date.now()}`);
      await page.getByRole('button', { name: say('Add category') }).click();
      await expect.poll(() => labelField.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(say('A category with this label already exists')).waitFor();
      await checker.check('admin-categories-duplicate');
      await page.getByRole('button', { name: t('admin.categories.retire', { label }) }).click();
      await page.getByRole('button', { name: t('admin.categories.restore', { label }) }).waitFor();
    }, 240_000); // seven tabs and their dialogs: near the default 120 s on a loaded machine

    it('a visitor: landing, How It Works, sign-in and sign-up modals and pages, with their error texts', async () => {
      // Two accounts: a second code for the same address would have to wait out the 60 s cooldown
      // (made before the other journeys, so that their sign-up code's cooldown is over by now).
      const [member, pageMember] = world.visitors[viewport];
      const { page, checker } = await sessionFor(viewport, 'visitor');
      await page.goto(appUrl());
      await page.getByRole('button', { name: say('Start Free'), exact: true }).waitFor();
      await page.getByText(say('Creators, Coaches & Solopreneurs')).first().waitFor({ state: 'attached' });
      const banner = page.getByRole('complementary', { name: t('install.banner.region') });
      if (viewport === 'mobile') await banner.waitFor();
      // '{view} | Energy Exchange' like every other screen, in the served page and after hydration.
      const landingTitle = `${say('Skill swap for coaches and creators')} | Energy Exchange`;
      expect(await page.title()).toBe(landingTitle);
      const served = await (await fetch(appUrl(), { headers: BROWSER_LANGUAGE.extraHTTPHeaders })).text();
      expect(/<title>([^<]*)<\/title>/.exec(served)?.[1]).toBe(landingTitle);
      if (viewport === 'mobile') await expectSlimInstallBanner(page, banner);
      await checker.check('landing');
      // The banner stays over the bottom of every page (it covers "Sign up free" on the sign-in
      // page): a visitor dismisses it to get on.
      if (viewport === 'mobile') {
        await banner.getByRole('button', { name: t('install.banner.dismiss') }).click();
        await banner.waitFor({ state: 'detached' });
      }
      // The footer: each account page's link on the screen (they wrap on a phone) and a tap on it reaches it.
      const footerLinks = await page
        .getByRole('navigation', { name: say('Account pages') })
        .getByRole('button')
        .all();
      expect(footerLinks).toHaveLength(2);
      for (const link of footerLinks) {
        await link.scrollIntoViewIfNeeded();
        const box = await boxOf(link);
        const label = await link.textContent();
        expectWithin(
          box,
          { x: 0, y: box.y, width: page.viewportSize()!.width, height: box.height },
          `the footer link "${label}"`,
        );
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect.soft(hit, `what a tap on "${label}" reaches`).toBe(label);
      }
      await checker.check('landing-footer');
      await page.evaluate(() => window.scrollTo(0, 0));

      const howItWorks = page
        .getByRole('button', { name: say('How it works') })
        .filter({ visible: true })
        .first();
      await modalScreen(page, checker, howItWorks, say('How It Works'), 'how-it-works');

      // Sign-in modal: wrong password, then no answer at all.
      const signIn = page
        .getByRole('button', { name: say('Sign In'), exact: true })
        .filter({ visible: true })
        .first();
      const modal = await openModalByKeyboard(page, signIn, say('Sign In'));
      await modal.getByLabel(t('auth.field.email'), { exact: true }).fill(member.email);
      await modal.getByLabel(say('Password'), { exact: true }).fill('wrong-password');
      await checker.check('sign-in-modal-password');
      await modal.getByRole('button', { name: say('Sign In'), exact: true }).click();
      await seeText(page, t('auth.signIn.invalidCredentials'));
      await failNextOperation(page, 'Login');
      await modal.getByRole('button', { name: say('Sign In'), exact: true }).click();
      await seeText(page, say('Login failed'));
      await clearToasts(page);

      await modal.getByRole('tab', { name: say('Email Code') }).click();
      await modal.getByLabel(t('auth.field.email'), { exact: true }).fill(member.email);
      await checker.check('sign-in-modal-code');
      await failNextOperation(page, 'SendCode');
      await modal.getByRole('button', { name: say('Send Login Code') }).click();
      await seeText(page, say('Failed to send OTP'));
      // The code mailed at sign-up starts no resend cooldown: the first code asked for is sent at once.
      await modal.getByRole('button', { name: say('Send Login Code') }).click();
      await seeText(page, say('Login code sent to your email!'));
      await modal.getByLabel(say('Verification code'), { exact: true }).fill('000000');
      await failNextOperation(page, 'VerifyCode');
      await modal
        .getByRole('button', { name: startsWith(t('auth.code.verifyAndSignIn')) })
        .first()
        .click();
      await seeText(page, say('Invalid OTP'));
      await clearToasts(page);
      await checker.check('sign-in-modal-code-step');
      await closeWithEscape(page, say('Sign In'), signIn);

      // Create Account modal and its code step.
      const startFree = page
        .getByRole('button', { name: say('Start Free'), exact: true })
        .filter({ visible: true })
        .first();
      const create = await openModalByKeyboard(page, startFree, say('Create Account'));
      await create.getByLabel(say('Full name'), { exact: true }).fill('Nia Newcomer');
      await create.getByLabel(t('auth.field.email'), { exact: true }).fill(`nia.${viewport}.${Date.now()}@example.com`);
      // The referral line wraps inside the dialog instead of running off both sides.
      const referralLine = create.getByRole('button', { name: say('Have a referral code? Use the full sign-up page') });
      expectWithin(await boxOf(referralLine), await boxOf(create), 'the referral line in Create Account');
      expect.soft(await clippedText(referralLine), 'the referral line is cut').toBeNull();
      await checker.check('create-account-modal');
      await create.getByRole('button', { name: say('Send Verification Code') }).click();
      await seeText(page, say('Verification code sent to your email!'));
      await clearToasts(page);
      // Any number of seconds left, in the language's digits.
      const resendIn = escapeRegExp(t('auth.code.resendIn', { seconds: 59 })).replace(num(59), '\\p{Nd}+');
      await create.getByRole('button', { name: new RegExp(resendIn, 'u') }).waitFor();
      await checker.check('create-account-code-step');
      await closeWithEscape(page, say('Create Account'), startFree);

      // Full-page Sign In, reached from the modal.
      await (
        await openModalByKeyboard(page, signIn, say('Sign In'))
      )
        .getByRole('button', { name: say('Open the full sign-in page') })
        .click();
      await page.getByRole('heading', { name: say('Welcome back') }).waitFor();
      expect(await page.getByRole('tab', { name: say('Login with Code') }).getAttribute('aria-selected')).toBe('true');
      await page.getByLabel(t('auth.field.email'), { exact: true }).fill(member.email);
      await checker.check('sign-in-page-code');
      await failNextOperation(page, 'SendCode');
      await page.getByRole('button', { name: say('Send Login Code') }).click();
      await seeText(page, say('Failed to send login code'));
      await clearToasts(page);

      await page.getByRole('tab', { name: say('Login with Password') }).click();
      await page.getByLabel(t('auth.field.email'), { exact: true }).fill(member.email);
      await page.getByLabel(say('Password'), { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: say('Sign In'), exact: true }).click();
      await seeText(page, t('auth.signIn.invalidCredentials'));
      await clearToasts(page);
      await checker.check('sign-in-page-password');

      // Full-page Sign Up, with the live referral check.
      await page.getByRole('button', { name: tagged('auth.signInPage.signUpPrompt', 'link') }).click();
      await page.getByLabel(say('Full name'), { exact: true }).waitFor();
      await page.getByLabel(say('Full name'), { exact: true }).fill('Rui Referred');
      await page.getByLabel(t('auth.field.email'), { exact: true }).fill(`rui.${viewport}.${Date.now()}@example.com`);
      await page.getByLabel(new RegExp(pattern({ english: 'Referral code' }))).fill('NOPE-NOPE');
      await seeText(page, t('auth.referral.invalid'));
      await page.getByLabel(new RegExp(pattern({ english: 'Referral code' }))).fill(world.free.referralCode);
      await seeText(page, t('auth.referral.referredBy', { name: 'Fran Free' }));
      await checker.check('sign-up-page');
      await failNextOperation(page, 'SendCode');
      await page.getByRole('button', { name: say('Send Verification Code') }).click();
      await seeText(page, say('Failed to send verification code'));
      await page.getByRole('button', { name: say('Send Verification Code') }).click();
      await seeText(page, say('Verification code sent to your email!'));
      await page.getByLabel(say('Verification code'), { exact: true }).fill('000000');
      await failNextOperation(page, 'VerifyCode');
      await page.getByRole('button', { name: say('Verify & Create Account') }).click();
      await seeText(page, say('Verification failed'));
      await clearToasts(page);
      await checker.check('sign-up-page-code-step');

      // Back to the sign-in page: a code login that gets no answer, then a real one.
      await page.getByRole('button', { name: say('Change Email') }).waitFor();
      await page.getByRole('button', { name: new RegExp(pattern({ english: 'Back to home' })) }).click();
      await page.getByRole('button', { name: say('Start Free'), exact: true }).waitFor();
      await (
        await openModalByKeyboard(page, signIn, say('Sign In'))
      )
        .getByRole('button', { name: say('Open the full sign-in page') })
        .click();
      await page.getByLabel(t('auth.field.email'), { exact: true }).fill(pageMember.email);
      await page.getByRole('button', { name: say('Send Login Code') }).click();
      await seeText(page, say('Login code sent to your email!'));
      await page.getByLabel(say('Verification code'), { exact: true }).fill('000000');
      await failNextOperation(page, 'VerifyCode');
      await page
        .getByRole('button', { name: startsWith(t('auth.code.verifyAndSignIn')) })
        .first()
        .click();
      await seeText(page, t('auth.signInPage.verifyFailed'));
      await clearToasts(page);
      await checker.check('sign-in-page-code-step');
      await page.getByLabel(say('Verification code'), { exact: true }).fill(await codeFromMail(pageMember.email));
      await page
        .getByRole('button', { name: startsWith(t('auth.code.verifyAndSignIn')) })
        .first()
        .click();
      await page.getByRole('group', { name: say('Energy Points balance') }).waitFor();
    });
  });
}

// Registered only in a run that has the phone (not skipped elsewhere), so each half reports every
// test it registers as run.
if (journeyViewports().includes('mobile'))
  describe('the install banner of a signed-in member on a phone', () => {
    it('is a slim bar that hides nothing, on every view', async () => {
      const session = await openSession(browser, {
        ...VIEWPORTS.mobile,
        ...BROWSER_LANGUAGE,
        token: world.free.token,
      });
      onTestFinished(() => session.close());
      const { page } = session;
      const checker = new ScreenChecker(page, 'mobile', 'free-with-install-banner');
      await page.goto(appUrl());
      const banner = page.getByRole('complementary', { name: t('install.banner.region') });
      await banner.waitFor();
      await page.getByRole('article').first().waitFor();
      await expectSlimInstallBanner(page, banner);
      await checker.check('discover');
      await openView(page, say('Browse Coaches'));
      await page.getByRole('article').first().waitFor();
      await expectSlimInstallBanner(page, banner);
      await checker.check('coaches');
    });
  });

if (journeyViewports().includes('desktop'))
  describe('reduced motion', () => {
    it('shows the whole audience line at once instead of typing it', async () => {
      const { page } = await sessionFor('desktop', 'visitor', undefined, { reducedMotion: 'reduce' });
      await page.goto(appUrl());
      const hero = page.getByRole('heading', { level: 1 });
      await hero.getByText(say('Creators, Coaches & Solopreneurs')).waitFor();
      // The prerendered page is the one every visitor gets (typing); the app, once hydrated, reads
      // the preference and shows the whole line instead.
      await expect.poll(() => page.getByTestId('typed-audience').count(), { timeout: 10_000 }).toBe(0);
      // Nothing changes over a typing step (150 ms a character).
      const before = await hero.textContent();
      await page.waitForTimeout(400);
      expect(await hero.textContent()).toBe(before);

      // Without the preference the line is typed: it changes within a few characters' time.
      const animated = await sessionFor('desktop', 'visitor');
      await animated.page.goto(appUrl());
      const typed = animated.page.getByTestId('typed-audience');
      await typed.waitFor();
      const first = await typed.textContent();
      await expect.poll(() => typed.textContent(), { timeout: 3000 }).not.toBe(first);
    });
  });
