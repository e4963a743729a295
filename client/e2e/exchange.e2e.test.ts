import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, memberViaApi, openBrowser, openSignedIn, screenshot } from './browser.js';

let a: Awaited<ReturnType<typeof openBrowser>>;
let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  [a, b] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

/** What the header shows, and what the ledger says: they must agree at every step. */
async function expectBalance(page: Page, token: string, available: number, onHold: number) {
  const group = page.getByRole('group', { name: 'Energy Points balance' });
  await group.getByText(`${available} EP`, { exact: true }).waitFor({ timeout: 10_000 });
  if (onHold > 0) await group.getByText(`${onHold} EP on hold`).waitFor({ timeout: 10_000 });
  else await group.getByText(/on hold/).waitFor({ state: 'detached', timeout: 10_000 });
  const { body } = await api('GET', '/dashboard', token);
  expect({ available: body.user.energy_points, onHold: body.user.energy_on_hold }).toEqual({ available, onHold });
}

function dayInZone(daysAhead: number, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

describe('an exchange between two members', () => {
  it('request → accept → schedule from availability → accept session → complete → testimonials, balances matching the ledger', async () => {
    const coach = await memberViaApi('Bea Coach', { skills: ['Design & Branding'] });
    await api('PUT', '/user/availability', coach.token, {
      availability: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          ['10:00', '11:00'],
        ]),
      ),
      timezone: 'Europe/Paris',
    });
    await api('POST', '/services', coach.token, {
      title: 'Logo Critique Deluxe',
      description: 'Honest feedback on your logo.',
      category: 'design',
      energy_cost: 1,
    });
    const member = await memberViaApi('Ari Asker');

    await Promise.all([openSignedIn(a.page, member.token), openSignedIn(b.page, coach.token)]);
    await expectBalance(a.page, member.token, 1, 0);

    // A requests B's service from Discover.
    await a.page.getByRole('searchbox', { name: 'Search services' }).fill('logo critique');
    const card = a.page.getByRole('article', { name: 'Logo Critique Deluxe' });
    await card.getByRole('button', { name: 'Request' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Request Exchange' });
    await dialog.getByLabel('Message').fill('Would love your eyes on my new logo!');
    await screenshot(a.page, '20-request-modal');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await a.page.getByText('Exchange request sent successfully!').waitFor();
    await expectBalance(a.page, member.token, 0, 1);

    // B accepts.
    await b.page.getByRole('button', { name: 'Exchange Requests' }).click();
    await b.page.getByRole('tab', { name: /^Received/ }).click();
    const received = b.page.getByRole('article', { name: 'Logo Critique Deluxe' });
    await received.getByText('Would love your eyes on my new logo!').waitFor();
    await received.getByRole('button', { name: 'Accept' }).click();
    await received.getByText(member.email).waitFor(); // the contact appears once accepted
    await screenshot(b.page, '21-request-accepted');

    // A schedules from B's availability (times are B's, in Europe/Paris).
    await a.page.getByRole('button', { name: 'Exchange Requests' }).click();
    await a.page.getByRole('tab', { name: /^Sent/ }).click();
    const sent = a.page.getByRole('article', { name: 'Logo Critique Deluxe' });
    await sent.getByText(coach.email).waitFor();
    await sent.getByRole('button', { name: 'Schedule Session' }).click();
    const schedule = a.page.getByRole('dialog', { name: 'Schedule Session' });
    await schedule.getByLabel('Date').fill(dayInZone(3, 'Europe/Paris'));
    const time = schedule.getByLabel('Time');
    await time.locator('option', { hasText: '10:00' }).waitFor({ state: 'attached' });
    await time.selectOption({ label: '10:00' });
    await schedule.getByLabel('Notes').fill('Google Meet link to follow');
    await screenshot(a.page, '22-schedule-session');
    await schedule.getByRole('button', { name: 'Schedule Session' }).click();
    await schedule.waitFor({ state: 'detached' });

    // B accepts the session.
    await b.page.getByRole('button', { name: 'My Sessions' }).click();
    await b.page.getByText('Google Meet link to follow').waitFor();
    await b.page.getByText('Coach', { exact: true }).first().waitFor();
    await b.page.getByRole('button', { name: 'Accept' }).click();
    await b.page.getByRole('button', { name: 'Mark Complete' }).waitFor();
    await screenshot(b.page, '23-session-accepted');

    // A completes it: B is paid from escrow.
    await a.page.getByRole('button', { name: 'My Sessions' }).click();
    await a.page.getByText('Student', { exact: true }).first().waitFor();
    await a.page.getByRole('button', { name: 'Mark Complete' }).click();
    await a.page.getByRole('tab', { name: /^Completed \(1\)/ }).waitFor();
    await expectBalance(a.page, member.token, 0, 0);
    await b.page.reload();
    await expectBalance(b.page, coach.token, 2, 0);

    // Both write a testimonial: +1 EP each.
    for (const [page, token, text, after] of [
      [a.page, member.token, 'Sharp, kind and practical feedback.', 1],
      [b.page, coach.token, 'A pleasure to work with Ari.', 3],
    ] as const) {
      await page.getByRole('button', { name: 'Testimonials' }).click();
      await page.getByRole('button', { name: 'Write a Testimonial' }).click();
      await page
        .getByRole('dialog', { name: 'Select an Exchange to Review' })
        .getByRole('button', { name: /Logo Critique Deluxe/ })
        .click();
      const write = page.getByRole('dialog', { name: 'Write a Testimonial' });
      await write.getByRole('radio', { name: '4 stars' }).check();
      await write.getByLabel('Your testimonial').fill(text);
      await write.getByRole('button', { name: 'Submit Testimonial' }).click();
      await write.waitFor({ state: 'detached' });
      await expectBalance(page, token, after, 0);
    }
    await b.page.getByRole('tab', { name: /^Received/ }).click();
    await b.page.getByText('Sharp, kind and practical feedback.').waitFor();
    await screenshot(b.page, '24-testimonials');
    const ledger = await api('GET', '/dashboard', coach.token);
    expect(
      ledger.body.achievements.filter((x: { earned: boolean }) => x.earned).map((x: { key: string }) => x.key),
    ).toEqual(expect.arrayContaining(['first_service', 'first_exchange', 'first_testimonial']));
  }, 120_000);
});
