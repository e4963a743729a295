import type { Locator, Page } from 'playwright-core';
import { say } from './language.js';
import { expect } from 'vitest';

/**
 * Layout checks measured in the browser (bounding boxes in CSS pixels), for defects that axe and
 * a screenshot do not catch by themselves: overlaps, clipped text, elements outside their card.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box on screen (it must be rendered). */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} has no box on screen`).not.toBeNull();
  return box!;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** `inner` lies within `outer` (half a pixel of rounding allowed). */
export function expectWithin(inner: Box, outer: Box, what: string) {
  expect.soft(inner.x, `${what}: left edge outside`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect.soft(inner.y, `${what}: top edge outside`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect.soft(inner.x + inner.width, `${what}: right edge outside`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect.soft(inner.y + inner.height, `${what}: bottom edge outside`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

/** Text cut off inside the element itself: its content is wider than its box. */
export async function clippedText(locator: Locator): Promise<{ scrollWidth: number; clientWidth: number } | null> {
  return locator.evaluate((el) =>
    el.scrollWidth > el.clientWidth + 1 ? { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth } : null,
  );
}

/** The width an input's placeholder needs and the width its box leaves for text. */
export async function placeholderFit(input: Locator): Promise<{ needed: number; available: number; text: string }> {
  return input.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      text: field.placeholder,
      needed: Math.ceil(context.measureText(field.placeholder).width),
      available: Math.floor(field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)),
    };
  });
}

/**
 * The sidebar on a page longer than the screen: its column spans the whole page (no bare page
 * background below it), and its links stay in view once the page is scrolled to its end.
 */
export async function expectSidebarSpansPage(page: Page, where: string) {
  const measured = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const sidebar = document.querySelector('aside.sidebar')!.getBoundingClientRect();
    return {
      pageHeight: root.scrollHeight,
      screenHeight: root.clientHeight,
      sidebarHeight: sidebar.height,
      sidebarTop: sidebar.top + root.scrollTop,
    };
  });
  expect(measured.pageHeight, `${where} is not longer than the screen: nothing to check`).toBeGreaterThan(
    measured.screenHeight,
  );
  expect.soft(measured.sidebarTop, `${where}: sidebar starts below the top`).toBeLessThanOrEqual(0.5);
  expect
    .soft(measured.sidebarHeight, `${where}: sidebar ${measured.sidebarHeight}px for a ${measured.pageHeight}px page`)
    .toBeGreaterThanOrEqual(measured.pageHeight - 0.5);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const logout = await boxOf(page.getByRole('button', { name: say('Logout') }));
  expect
    .soft(logout.y + logout.height, `${where}: Logout out of view at the end of the page`)
    .toBeLessThanOrEqual(measured.screenHeight + 0.5);
  expect.soft(logout.y, `${where}: Logout out of view at the end of the page`).toBeGreaterThanOrEqual(-0.5);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The width check, run on every screen of the whole journey at both viewports. It lists:
 *
 * - elements that reach past the edge of what clips them — their nearest ancestor whose
 *   `overflow-x` is not `visible` (for positioned elements, the one their containing block
 *   sits in), or the viewport — unless that ancestor really scrolls sideways (`overflow-x` auto
 *   or scroll and `scrollWidth > clientWidth`, and nothing hangs off its left end, which no
 *   scrolling reaches). Hidden or clipped overflow does not count as fitting: the page's
 *   `overflow-x: clip` hides a footer link past the screen edge, it does not make it reachable;
 * - elements whose own content is wider than their box while they hide the overflow
 *   (`scrollWidth > clientWidth` under `overflow: hidden` or `clip`; a form control's value is
 *   not cut, the caret scrolls it);
 * - words of a label (a button, tab, menu item, form label, heading, header cell, tag) broken
 *   across two lines where there is no hyphen or slash to break at ("Calen|dar"), found from
 *   the lines each word's characters land on (Range.getClientRects). A word wider than all the
 *   room its scroll container (or the screen) has can only break, and is not listed.
 *
 * Only what a member can see counts: nothing `visibility: hidden` (a closed drawer), inside a
 * closed panel, or visually hidden for screen readers (1 px clipped text). One line per culprit
 * and what it was measured against; an element inside a culprit that overflows the same way is
 * not listed again.
 */
export async function widthProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => {
      let s = styles.get(el);
      if (!s) styles.set(el, (s = getComputedStyle(el)));
      return s;
    };
    const describe = (el: Element | null) => {
      if (!el) return 'the viewport';
      const classes = Array.from(el.classList).slice(0, 3).join('.');
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const isPageRoot = (el: Element) => el === document.body || el === root;

    // Visually hidden (the sr-only pattern: a 1 px box that clips its content), or inside such a box.
    const hiddenMemo = new Map<Element, boolean>();
    const visuallyHidden = (el: Element | null): boolean => {
      if (!el || isPageRoot(el)) return false;
      const known = hiddenMemo.get(el);
      if (known !== undefined) return known;
      const s = style(el);
      const rect = el.getBoundingClientRect();
      const own =
        (s.clip !== 'auto' && s.position === 'absolute') ||
        (rect.width <= 1 && rect.height <= 1 && s.overflow !== 'visible');
      const hidden = own || visuallyHidden(el.parentElement);
      hiddenMemo.set(el, hidden);
      return hidden;
    };
    const seen = (el: Element) =>
      el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true }) && !visuallyHidden(el);

    /** What clips `el` sideways: its nearest ancestor with overflow-x other than visible; null for the viewport. */
    const clipperOf = (el: Element): Element | null => {
      let position = style(el).position;
      if (position === 'fixed') return null;
      let waitingForContainingBlock = position === 'absolute';
      for (let a = el.parentElement; a && !isPageRoot(a); a = a.parentElement) {
        const s = style(a);
        const containsAbsolute =
          s.position !== 'static' ||
          s.transform !== 'none' ||
          s.filter !== 'none' ||
          /paint|layout|strict|content/.test(s.contain);
        if (waitingForContainingBlock && !containsAbsolute) continue;
        waitingForContainingBlock = false;
        if (s.overflowX !== 'visible') return a;
        position = s.position;
        if (position === 'fixed') return null;
        if (position === 'absolute') waitingForContainingBlock = true;
      }
      return null;
    };
    /**
     * The left and right edges of what `clipper` shows: its padding box. Under a transform (the
     * landing's tilted preview) the box on screen is the transformed one, which holds the
     * transformed children of everything that fits.
     */
    const roomOf = (clipper: Element): [number, number] => {
      const box = clipper.getBoundingClientRect();
      for (let a: Element | null = clipper; a && a !== root; a = a.parentElement) {
        if (style(a).transform !== 'none') return [box.left, box.right];
      }
      const left = box.left + clipper.clientLeft;
      return [left, left + clipper.clientWidth];
    };
    const FORM_CONTROLS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
    const scrollsSideways = (el: Element) => /auto|scroll/.test(style(el).overflowX) && el.scrollWidth > el.clientWidth;

    const culprits = new Map<Element, Element | null>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue; // an icon's parts: the icon is checked
      if (!seen(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) continue;

      // Its own content, cut by its own hidden overflow.
      const s = style(el);
      if (/hidden|clip/.test(s.overflowX) && !FORM_CONTROLS.has(el.tagName) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(
          `${describe(el)} hides its overflow: content ${el.scrollWidth}px wide in a ${el.clientWidth}px box`,
        );
      }

      const clipper = clipperOf(el);
      const [left, right] = clipper ? roomOf(clipper) : [0, viewportWidth];
      // Scrolling reaches everything past a scroller's end side (its right, or its left right to
      // left); nothing scrolls to what hangs off its start side.
      if (clipper && scrollsSideways(clipper)) {
        const rtl = style(clipper).direction === 'rtl';
        if (!rtl && rect.left + clipper.scrollLeft >= left - 0.5) continue;
        if (rtl && rect.right + clipper.scrollLeft <= right + 0.5) continue;
      }
      if (rect.left >= left - 0.5 && rect.right <= right + 0.5) continue;
      culprits.set(el, clipper);
      const parent = el.parentElement;
      if (parent && culprits.has(parent) && culprits.get(parent) === clipper) continue; // its parent is listed already
      const room = `${Math.round(left)}–${Math.round(right)}px`;
      const past = clipper
        ? `${describe(clipper)} (${room}, overflow-x ${style(clipper).overflowX}${scrollsSideways(clipper) ? ', off its start' : ''})`
        : `the screen edge (${room})`;
      problems.push(`${describe(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}px, past ${past}`);
    }

    // Words of labels broken where no hyphen allows it.
    // A link in running text (an address, a URL) is content, not a label; a link styled as a button is one.
    const LABELS =
      'button, a.btn, label, legend, th, h1, h2, h3, h4, h5, h6, summary, [role="tab"], [role="menuitem"], [role="button"], .tag, .ui-pill';
    const BREAKABLE_AFTER = /[-\u00ad\u2010\u2011\u2013\u2014/]/;
    const range = document.createRange();
    const lineOf = (node: Text, start: number, end: number) => {
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      return rects.length ? Math.round(rects[0].top + rects[0].height / 2) : null;
    };
    const broken = new Set<string>();
    for (const label of Array.from(document.querySelectorAll(LABELS))) {
      if (!seen(label) || label.closest('svg')) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.parentElement || !seen(node.parentElement)) continue;
        for (const match of node.data.matchAll(/\S+/g)) {
          const word = match[0];
          const start = match.index;
          if (word.length < 2) continue;
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size < 2) continue;
          // Where each character lands: a break right after a hyphen or slash is a proper one.
          const pieces: string[] = [];
          let piece = word[0];
          let line = lineOf(node, start, start + 1);
          let improper = false;
          let wordWidth = 0;
          for (let i = 0; i < word.length; i++) {
            range.setStart(node, start + i);
            range.setEnd(node, start + i + 1);
            wordWidth += range.getBoundingClientRect().width;
          }
          const clipper = clipperOf(label);
          const [roomLeft, roomRight] = clipper ? roomOf(clipper) : [0, viewportWidth];
          if (wordWidth > roomRight - roomLeft) continue; // no layout could keep it whole
          for (let i = 1; i < word.length; i++) {
            const next = lineOf(node, start + i, start + i + 1);
            if (next !== null && line !== null && Math.abs(next - line) > 2) {
              if (!BREAKABLE_AFTER.test(word[i - 1])) improper = true;
              pieces.push(piece);
              piece = '';
            }
            if (next !== null) line = next;
            piece += word[i];
          }
          pieces.push(piece);
          const report = `"${pieces.join('|')}" broken inside a word in ${describe(label)}`;
          if (improper && !broken.has(report)) {
            broken.add(report);
            problems.push(report);
          }
        }
      }
    }
    return problems;
  });
}
