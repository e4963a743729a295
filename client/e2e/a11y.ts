import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.js';
import { widthProblems } from './geometry.js';
import { IN_ENGLISH, LANGUAGE } from './language.js';

/** The two viewports every screen is checked at (the issue's "desktop and mobile"). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  mobile: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The viewports this run's journeys visit: both, unless the runner gave this group one of them
 * (`E2E_VIEWPORT`, scripts/browser-tests.mjs), so that two groups side by side share a long
 * journey's two halves.
 */
export function journeyViewports(): ViewportName[] {
  const only = process.env.E2E_VIEWPORT;
  return only && only in VIEWPORTS ? [only as ViewportName] : (Object.keys(VIEWPORTS) as ViewportName[]);
}

/** WCAG 2.0 and 2.1, A and AA, plus axe's best practices: zero violations of any impact. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** WCAG 2.5.5 (AAA) size, which the issue asks for on phones. */
const MIN_TARGET_PX = 44;

/**
 * Where a screen's checks go: its screenshot lands in
 * test-artifacts/screenshots/<viewport>/<role>/<NN-screen>.png, numbered in visiting order (under
 * screenshots/<language>/ in a run in another language than English, E2E_LANGUAGE).
 */
export class ScreenChecker {
  private seq = 0;

  /** Under the viewport's folder; a run in another language has a folder of its own above it. */
  private readonly folder: string;

  constructor(
    readonly page: Page,
    readonly viewport: ViewportName,
    readonly role: string,
  ) {
    this.folder = IN_ENGLISH ? `${viewport}/${role}` : `${LANGUAGE}/${viewport}/${role}`;
    mkdirSync(path.resolve(import.meta.dirname, '../../test-artifacts/screenshots', this.folder), { recursive: true });
  }

  /**
   * Screenshot + axe + the width check (nothing past the screen or its card unless that scrolls,
   * no label broken inside a word) + (on the phone) no sideways scrolling and big enough targets.
   * Failures are soft: the journey goes on, so that one run lists every screen's problems, and
   * the test fails. `transient`: the screen is a passing state (a list loading), checked without
   * waiting for the page to settle.
   */
  async check(screen: string, { transient = false }: { transient?: boolean } = {}) {
    const name = `${String(++this.seq).padStart(2, '0')}-${screen}`;
    const where = `${this.folder}/${name}`;
    await screenshot(this.page, where);
    // A transient state (a list loading its new results) is checked as it is, not once it is over.
    if (!transient) await settled(this.page);
    expect.soft(await axeViolations(this.page), `axe violations on ${where}`).toEqual([]);
    expect.soft(await widthProblems(this.page), `width problems on ${where}`).toEqual([]);
    if (this.viewport === 'mobile') {
      expect.soft(await horizontalOverflow(this.page), `horizontal scrolling on ${where}`).toBeNull();
      expect
        .soft(
          await smallTouchTargets(this.page),
          `touch targets under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px on ${where}`,
        )
        .toEqual([]);
    }
  }
}

/** Waits for finite animations (cards fading in, a modal sliding up): axe must see final colours. */
export async function settled(page: Page) {
  // Lists show a skeleton (aria-busy) until their data arrives, then fade their rows in: check the
  // screen a member ends up looking at, not a frame of that transition (axe would measure blended
  // colours).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  for (let round = 0; round < 5; round++) {
    const running = await page.evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return finite.length;
    });
    if (running === 0) return;
  }
}

/**
 * One line per violated rule and node: "rule (impact) target: summary". Legacy mode runs axe in
 * the page itself: the app has no iframes, and the default mode opens a blank page for every run
 * (half the time of a check). Only violations are computed in full.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact ?? 'n/a'}) ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ').trim()}`,
    ),
  );
}

/** null when the page does not scroll sideways, else "scrollWidth > clientWidth" and the widest culprits. */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${culprits.join(', ')}`;
  });
}

/**
 * Visible, enabled controls whose target is smaller than 44×44 px. A control's target includes
 * its <label>s (a click there works too). Exceptions, as in WCAG 2.5.8: an inline link or
 * link-styled button inside a sentence (its height is set by the line of text around it), and
 * controls that are visually hidden (1 px "sr-only" inputs whose visible label is the target) or
 * made inert by an open modal (nobody can hit them).
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=checkbox]';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue; // not rendered (inside display:none)

      // The target: the control plus its labels.
      let { left, top, right, bottom } = rect;
      for (const label of Array.from((el as HTMLInputElement).labels ?? [])) {
        const r = label.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        left = Math.min(left, r.left);
        top = Math.min(top, r.top);
        right = Math.max(right, r.right);
        bottom = Math.max(bottom, r.bottom);
      }
      const width = right - left;
      const height = bottom - top;
      if (width >= min - 0.5 && height >= min - 0.5) continue;
      if (width <= 1 && height <= 1) continue; // visually hidden

      // Inline exception: a link in running text, e.g. "New here? Create an account".
      if (style.display === 'inline') {
        const block = el.parentElement;
        const own = (el.textContent ?? '').trim().length;
        const around = (block?.textContent ?? '').trim().length;
        if (block && around > own) continue;
      }
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      small.push(
        `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${name}" ${Math.round(width)}×${Math.round(height)}`,
      );
    }
    return small;
  }, MIN_TARGET_PX);
}

/**
 * Opens a modal dialog from the keyboard (focus the opener, press Enter: proves the opener is
 * keyboard-usable), then asserts that Tab and Shift+Tab stay inside it. Answers the dialog.
 */
export async function openModalByKeyboard(page: Page, opener: Locator, dialogName: string | RegExp): Promise<Locator> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await expectFocusTrapped(page, dialogName);
  return dialog;
}

/**
 * Focus stays inside: from the first tab stop, Shift+Tab wraps to the last and Tab wraps back;
 * then Tab walks on (up to 12 stops, enough to cross every dialog's body) without leaving.
 */
export async function expectFocusTrapped(page: Page, dialogName: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const stops = await dialog.evaluate((d) => {
    const items = Array.from(
      d.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ).filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
    items[0]?.focus();
    return items.length;
  });
  expect(stops, `tab stops in ${dialogName}`).toBeGreaterThan(0);
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d);
  await page.keyboard.press('Shift+Tab');
  expect(await inside(), `Shift+Tab from the first stop left ${dialogName}`).toBe(true);
  await page.keyboard.press('Tab');
  expect(await inside(), `Tab from the last stop left ${dialogName}`).toBe(true);
  for (let i = 0; i < Math.min(stops, 12); i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus left ${dialogName} after ${i + 1} Tab(s)`).toBe(true);
  }
}

/**
 * Escape closes the dialog and focus goes back to what opened it; when the opener went away
 * meanwhile (a phone's drawer closes once an entry is chosen), to `whenOpenerHidden`, the
 * control that brings it back.
 */
export async function closeWithEscape(
  page: Page,
  dialogName: string | RegExp,
  opener: Locator,
  whenOpenerHidden?: Locator,
) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: dialogName }).waitFor({ state: 'detached' });
  // Resolved only now: while the dialog is open, everything behind it is inert and aria-hidden.
  const target = whenOpenerHidden && !(await opener.isVisible()) ? whenOpenerHidden : opener;
  await expect
    .poll(() => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 }), {
      message: `focus back on the opener of ${dialogName}`,
      timeout: 3000,
    })
    .toBe(true);
}
