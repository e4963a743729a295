import type { Locator, Page } from 'playwright-core';
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
  return locator.evaluate((el) => (el.scrollWidth > el.clientWidth + 1 ? { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth } : null));
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
    return { pageHeight: root.scrollHeight, screenHeight: root.clientHeight, sidebarHeight: sidebar.height, sidebarTop: sidebar.top + root.scrollTop };
  });
  expect(measured.pageHeight, `${where} is not longer than the screen: nothing to check`).toBeGreaterThan(measured.screenHeight);
  expect.soft(measured.sidebarTop, `${where}: sidebar starts below the top`).toBeLessThanOrEqual(0.5);
  expect.soft(measured.sidebarHeight, `${where}: sidebar ${measured.sidebarHeight}px for a ${measured.pageHeight}px page`).toBeGreaterThanOrEqual(measured.pageHeight - 0.5);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const logout = await boxOf(page.getByRole('button', { name: 'Logout' }));
  expect.soft(logout.y + logout.height, `${where}: Logout out of view at the end of the page`).toBeLessThanOrEqual(measured.screenHeight + 0.5);
  expect.soft(logout.y, `${where}: Logout out of view at the end of the page`).toBeGreaterThanOrEqual(-0.5);
  await page.evaluate(() => window.scrollTo(0, 0));
}
