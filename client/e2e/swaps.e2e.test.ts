import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, memberViaApi, openBrowser, openSignedIn, screenshot } from './browser.js';
import { axeViolations, horizontalOverflow, smallTouchTargets, VIEWPORTS } from './a11y.js';

let a: Awaited<ReturnType<typeof openBrowser>>;
let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  [a, b] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

async function balance(page: Page, available: number) {
  await page.getByRole('group', { name: 'Energy Points balance' }).getByText(`${available} EP`, { exact: true }).waitFor({ timeout: 10_000 });
}

describe('a reciprocal swap (issue 19)', () => {
  it('two members who each need what the other offers see the swap, propose, accept and complete it; only the difference moves', async () => {
    const maya = await memberViaApi('Maya Pricing');
    const sam = await memberViaApi('Sam Logos');
    await api('POST', '/services', maya.token, { title: 'Pricing Session', description: 'Price your offer with confidence.', category: 'business_coaching', energy_cost: 2 });
    await api('POST', '/services', sam.token, { title: 'Logo Review', description: 'Honest feedback on your logo.', category: 'marketing', energy_cost: 1 });
    await api('POST', '/needs', sam.token, { title: 'Pricing advice', description: 'How much should I charge?', category: 'business_coaching', max_energy: 5 });
    await Promise.all([openSignedIn(a.page, maya.token), openSignedIn(b.page, sam.token)]);

    // Maya posts her need from Discover's Needs tab.
    await a.page.getByRole('tab', { name: 'Needs' }).click();
    await a.page.getByRole('button', { name: 'Post a need' }).click();
    const form = a.page.getByRole('dialog', { name: 'Post a need' });
    await form.getByLabel('What are you looking for?').fill('A logo for my studio');
    await form.getByLabel('Category').selectOption({ label: 'Marketing' });
    await form.getByLabel('Description').fill('Something simple and bold.');
    await form.getByRole('button', { name: 'Post need' }).click();
    await a.page.getByText('Your need is posted.').waitFor();
    await a.page.getByRole('heading', { name: 'A logo for my studio' }).first().waitFor();
    await screenshot(a.page, '60-needs-tab');
    expect(await axeViolations(a.page)).toEqual([]);

    // Sam sees the swap in For you and proposes it: he receives the dearer service, so 1 EP is held.
    await b.page.getByRole('button', { name: 'For you' }).click();
    const suggestion = b.page.getByRole('article', { name: 'Swap with Maya Pricing: your Logo Review for their Pricing Session' });
    await suggestion.getByText('Logo Review 1 EP · Pricing Session 2 EP').waitFor();
    await screenshot(b.page, '61-for-you');
    expect(await axeViolations(b.page)).toEqual([]);
    await suggestion.getByRole('button', { name: 'Propose swap' }).click();
    const mine = b.page.getByRole('article', { name: 'Swap with Maya Pricing: your Logo Review for their Pricing Session' }).filter({ hasText: 'Waiting for an answer' });
    await mine.getByRole('button', { name: 'Withdraw' }).waitFor();
    await balance(b.page, 0);

    // Maya accepts both requests at once.
    await a.page.getByRole('button', { name: 'For you' }).click();
    const offered = a.page.getByRole('article', { name: 'Swap with Sam Logos: your Pricing Session for their Logo Review' });
    await offered.getByRole('button', { name: 'Accept swap' }).click();
    await offered.getByText('Accepted: schedule and complete both sides').waitFor();

    // Each completes the service they received; the second completion settles the difference.
    for (const [page, title] of [[a.page, 'Logo Review'], [b.page, 'Pricing Session']] as const) {
      await page.getByRole('button', { name: 'Exchange Requests' }).click();
      await page.getByRole('tab', { name: /^Sent/ }).click();
      await page.getByRole('article', { name: title }).getByRole('button', { name: 'Mark Complete' }).click();
      await page.getByRole('article', { name: title }).getByText(/completed/i).first().waitFor();
    }
    await balance(a.page, 2); // 1 from sign-up + the difference
    const { body } = await api('GET', '/swaps', sam.token);
    expect(body[0]).toMatchObject({ status: 'completed', difference: 1, i_pay: 1 });
    expect((await api('GET', '/dashboard', sam.token)).body.user).toMatchObject({ energy_points: 0, energy_on_hold: 0 });
  });

  it('the Needs tab and For you work at 360 px: no sideways scroll, 44 px targets, no axe violation', async () => {
    const phone = await openBrowser(VIEWPORTS.mobile.viewport);
    try {
      const member = await memberViaApi('Pia Phone');
      await api('POST', '/services', member.token, { title: 'Copy Polish', description: 'Tighter words.', category: 'copywriting', energy_cost: 1 });
      await api('POST', '/needs', member.token, { title: 'Brand colours', description: 'A palette for my shop.', category: 'marketing', max_energy: 3 });
      await openSignedIn(phone.page, member.token);
      await phone.page.getByRole('tab', { name: 'Needs' }).click();
      await phone.page.getByRole('heading', { name: 'Brand colours' }).first().waitFor();
      for (const screen of ['62-needs-mobile', '63-for-you-mobile']) {
        if (screen === '63-for-you-mobile') {
          await phone.page.getByRole('button', { name: /menu/i }).first().click();
          await phone.page.getByRole('button', { name: 'For you' }).click();
          await phone.page.getByRole('heading', { name: 'Swaps for you' }).waitFor();
        }
        await screenshot(phone.page, screen);
        expect(await horizontalOverflow(phone.page)).toBeNull();
        expect(await smallTouchTargets(phone.page)).toEqual([]);
        expect(await axeViolations(phone.page)).toEqual([]);
      }
    } finally {
      await phone.close();
    }
  });
});
