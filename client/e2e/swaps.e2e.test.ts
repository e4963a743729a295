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
  await page
    .getByRole('group', { name: 'Energy Points balance' })
    .getByText(`${available} EP`, { exact: true })
    .waitFor({ timeout: 10_000 });
}

describe('a reciprocal swap', () => {
  it('two members who each need what the other offers see the swap, propose, accept and complete it; only the difference moves', async () => {
    const maya = await memberViaApi('Maya Pricing');
    const sam = await memberViaApi('Sam Logos');
    await api('POST', '/services', maya.token, {
      title: 'Pricing Session',
      description: 'Price your offer with confidence.',
      category: 'business_coaching',
      energy_cost: 2,
    });
    await api('POST', '/services', sam.token, {
      title: 'Logo Review',
      description: 'Honest feedback on your logo.',
      category: 'marketing',
      energy_cost: 1,
    });
    await api('POST', '/needs', sam.token, {
      title: 'Pricing advice',
      description: 'How much should I charge?',
      category: 'business_coaching',
      max_energy: 5,
    });
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
    const suggestion = b.page.getByRole('article', {
      name: 'Swap with Maya Pricing: your Logo Review for their Pricing Session',
    });
    await suggestion.getByText('Logo Review 1 EP · Pricing Session 2 EP').waitFor();
    await screenshot(b.page, '61-for-you');
    expect(await axeViolations(b.page)).toEqual([]);
    await suggestion.getByRole('button', { name: 'Propose swap' }).click();
    const mine = b.page
      .getByRole('article', { name: 'Swap with Maya Pricing: your Logo Review for their Pricing Session' })
      .filter({ hasText: 'Waiting for an answer' });
    await mine.getByRole('button', { name: 'Withdraw' }).waitFor();
    await balance(b.page, 0);

    // Maya accepts both requests at once.
    await a.page.getByRole('button', { name: 'For you' }).click();
    const offered = a.page.getByRole('article', {
      name: 'Swap with Sam Logos: your Pricing Session for their Logo Review',
    });
    await offered.getByRole('button', { name: 'Accept swap' }).click();
    await offered.getByText('Accepted: schedule and complete both sides').waitFor();

    // Each completes the service they received; the second completion settles the difference.
    for (const [page, title] of [
      [a.page, 'Logo Review'],
      [b.page, 'Pricing Session'],
    ] as const) {
      await page.getByRole('button', { name: 'Exchange Requests' }).click();
      await page.getByRole('tab', { name: /^Sent/ }).click();
      await page.getByRole('article', { name: title }).getByRole('button', { name: 'Mark Complete' }).click();
      await page
        .getByRole('article', { name: title })
        .getByText(/completed/i)
        .first()
        .waitFor();
    }
    await balance(a.page, 2); // 1 from sign-up + the difference
    const { body } = await api('GET', '/swaps', sam.token);
    expect(body[0]).toMatchObject({ status: 'completed', difference: 1, i_pay: 1 });
    expect((await api('GET', '/dashboard', sam.token)).body.user).toMatchObject({
      energy_points: 0,
      energy_on_hold: 0,
    });
  });

  it('a ring of three: each needs what the next offers; the ring is found, proposed and accepted by all, and no EP moves', async () => {
    const ada = await memberViaApi('Ada Ring');
    const ben = await memberViaApi('Ben Ring');
    const cy = await memberViaApi('Cy Ring');
    // Ada helps Ben (photography), Ben helps Cy (public speaking), Cy helps Ada (finance); no two of them can swap.
    await api('POST', '/services', ada.token, {
      title: 'Portrait Shoot',
      description: 'Headshots in natural light.',
      category: 'photography',
      energy_cost: 3,
    });
    await api('POST', '/services', ben.token, {
      title: 'Talk Coaching',
      description: 'Rehearse your keynote.',
      category: 'public_speaking',
      energy_cost: 2,
    });
    await api('POST', '/services', cy.token, {
      title: 'Budget Review',
      description: 'A month of your numbers.',
      category: 'finance',
      energy_cost: 1,
    });
    await api('POST', '/needs', ben.token, {
      title: 'Headshots for my site',
      description: 'Two or three good ones.',
      category: 'photography',
      max_energy: 5,
    });
    await api('POST', '/needs', cy.token, {
      title: 'Help with a talk',
      description: 'My first conference talk.',
      category: 'public_speaking',
      max_energy: 5,
    });
    await api('POST', '/needs', ada.token, {
      title: 'Sort out my budget',
      description: 'Where does the money go?',
      category: 'finance',
      max_energy: 5,
    });
    await Promise.all([openSignedIn(a.page, ada.token), openSignedIn(b.page, ben.token)]);

    // Ada finds the ring in For you and proposes it.
    await a.page.getByRole('button', { name: 'For you' }).click();
    const adaTitle =
      'Ring with Ben Ring and Cy Ring: you give Portrait Shoot to Ben Ring, Ben Ring gives Talk Coaching to Cy Ring, Cy Ring gives Budget Review to you';
    const found = a.page.getByRole('article', { name: adaTitle }).filter({ hasText: 'Propose ring' });
    await found.getByText('Portrait Shoot 3 EP · Talk Coaching 2 EP · Budget Review 1 EP').waitFor();
    await found.getByText(/no EP move, whatever the prices/).waitFor();
    await screenshot(a.page, '64-ring-found');
    expect(await axeViolations(a.page)).toEqual([]);
    await found.getByRole('button', { name: 'Propose ring' }).click();
    const adasRing = a.page
      .getByRole('article', { name: adaTitle })
      .filter({ hasText: 'Waiting for Ben Ring and Cy Ring' });
    await adasRing.getByRole('button', { name: 'Withdraw' }).waitFor();

    // Ben accepts from his side of the ring; then Cy.
    await b.page.getByRole('button', { name: 'For you' }).click();
    const benTitle =
      'Ring with Cy Ring and Ada Ring: you give Talk Coaching to Cy Ring, Cy Ring gives Budget Review to Ada Ring, Ada Ring gives Portrait Shoot to you';
    await b.page.getByRole('article', { name: benTitle }).getByRole('button', { name: 'Accept ring' }).click();
    await b.page
      .getByRole('article', { name: benTitle })
      .getByText(/^Waiting for Cy Ring\./)
      .waitFor();
    await screenshot(b.page, '65-ring-accepted-by-one');
    expect(await axeViolations(b.page)).toEqual([]);
    await openSignedIn(b.page, cy.token);
    await b.page.getByRole('button', { name: 'For you' }).click();
    const cyTitle =
      'Ring with Ada Ring and Ben Ring: you give Budget Review to Ada Ring, Ada Ring gives Portrait Shoot to Ben Ring, Ben Ring gives Talk Coaching to you';
    await b.page.getByRole('article', { name: cyTitle }).getByRole('button', { name: 'Accept ring' }).click();
    await b.page
      .getByRole('article', { name: cyTitle })
      .getByText('Accepted: schedule and complete your sides')
      .waitFor();
    // Ada's open view hears it (the notification event), without a reload.
    await a.page
      .getByRole('article', { name: adaTitle })
      .getByText('Accepted: schedule and complete your sides')
      .waitFor({ timeout: 15_000 });

    const { body } = await api('GET', '/rings', ada.token);
    expect(body[0]).toMatchObject({
      status: 'accepted',
      members: [{ accepted: true }, { accepted: true }, { accepted: true }],
    });
    expect(body[0].sides.map((side: { request_status: string }) => side.request_status)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    for (const m of [ada, ben, cy])
      expect((await api('GET', '/dashboard', m.token)).body.user).toMatchObject({
        energy_points: 1,
        energy_on_hold: 0,
      });
  });

  it('the Needs tab and For you work at 360 px: no sideways scroll, 44 px targets, no axe violation', async () => {
    const phone = await openBrowser(VIEWPORTS.mobile.viewport);
    try {
      const member = await memberViaApi('Pia Phone');
      await api('POST', '/services', member.token, {
        title: 'Copy Polish',
        description: 'Tighter words.',
        category: 'copywriting',
        energy_cost: 1,
      });
      await api('POST', '/needs', member.token, {
        title: 'Brand colours',
        description: 'A palette for my shop.',
        category: 'marketing',
        max_energy: 3,
      });
      // A ring proposed to Pia, so For you shows a ring card with its answers at 360 px too.
      const [quin, rob] = await Promise.all([memberViaApi('Quin Phone'), memberViaApi('Rob Phone')]);
      const pias = (await api('GET', '/user/services', member.token)).body;
      const quins = (
        await api('POST', '/services', quin.token, {
          title: 'Budget Check',
          description: 'Numbers.',
          category: 'finance',
          energy_cost: 1,
        })
      ).body;
      const robs = (
        await api('POST', '/services', rob.token, {
          title: 'Stage Nerves',
          description: 'Calm.',
          category: 'public_speaking',
          energy_cost: 1,
        })
      ).body;
      const piaServiceId = pias[0].id;
      expect(
        (
          await api('POST', '/rings', quin.token, {
            my_service_id: quins.id,
            second_service_id: robs.id,
            third_service_id: piaServiceId,
          })
        ).status,
      ).toBe(201);
      await openSignedIn(phone.page, member.token);
      await phone.page.getByRole('tab', { name: 'Needs' }).click();
      await phone.page.getByRole('heading', { name: 'Brand colours' }).first().waitFor();
      for (const screen of ['62-needs-mobile', '63-for-you-mobile']) {
        if (screen === '63-for-you-mobile') {
          await phone.page.getByRole('button', { name: /menu/i }).first().click();
          await phone.page.getByRole('button', { name: 'For you' }).click();
          await phone.page.getByRole('heading', { name: 'Swaps for you' }).waitFor();
          await phone.page.getByRole('button', { name: 'Accept ring' }).waitFor();
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
