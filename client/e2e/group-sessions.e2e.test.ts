import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { journeyViewports, ScreenChecker, VIEWPORTS, type ViewportName } from './a11y.js';
import { api, chromiumForFile, memberViaApi, openView, signedInSession } from './browser.js';
import { adminViaApi } from './journey-data.js';

/**
 * Group sessions, end to end, at 1280 and 360 px: a coach schedules a workshop of 3 seats from My
 * Services; member A books it and a second browser (member D) shows "2 of 3 seats left" live; B
 * and C book, a member short of EP is refused with the server's words, D joins the waitlist; C
 * leaves and D gets the seat, live; the workshop's hour comes; the coach completes it from My
 * Sessions with B absent; D writes a testimonial of it (+1 EP) from their card, and the coach and
 * D talk in the workshop's thread, live in both browsers. Then every balance and statement: the
 * coach earned two seats, A and D paid, B and C got their holds back. axe, the width check and (on the phone) 44 px targets on
 * every screen.
 */
const browser = chromiumForFile();

const COST = 2;

async function ok(call: Promise<{ status: number; body: any }>, what: string) {
  const { status, body } = await call;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

type Member = Awaited<ReturnType<typeof memberViaApi>>;

/** A member's wallet and their statement's words, newest first, through the API. */
async function statementOf(member: Member) {
  const ledger = await ok(api('GET', '/user/ledger?limit=50', member.token), 'ledger');
  const entries = ledger.entries as Array<{
    amount: number;
    balance: number;
    description: string;
    other_party: { full_name: string } | null;
  }>;
  return {
    balance: entries[0].balance,
    entries: entries.map((e) => ({
      amount: e.amount,
      description: e.description,
      other: e.other_party?.full_name ?? null,
    })),
  };
}

/** A signed-in browser of `member` at `viewport`, on Discover, with its screen checker. */
async function signedIn(viewport: ViewportName, member: Member, role: string) {
  const session = await signedInSession(browser(), { ...VIEWPORTS[viewport], token: member.token });
  return { ...session, checker: new ScreenChecker(session.page, viewport, `group-${role}`) };
}

/** Discover narrowed to the workshop by a search: its card. */
async function findWorkshop(page: Page, title: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search services' }).fill(title);
  const card = page.getByRole('article', { name: title });
  await card.getByText('Group sessions').waitFor({ timeout: 15_000 });
  return card;
}

/** The date `days` ahead in UTC (the coach's timezone), as the date field takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const viewport of journeyViewports()) {
  describe(`group sessions (${viewport})`, () => {
    it('a workshop: scheduled, booked live to the waitlist and back, completed with an absentee, reviewed and talked over in its thread, every balance right', async () => {
      const place = viewport === 'desktop' ? 'Lisbon' : 'Porto';
      const title = `Reels Workshop ${place}`;
      // The cast: a coach with hourly slots every day, four members with 5 EP, one with the 1 EP of signing up.
      const admin = await adminViaApi();
      const coach = await memberViaApi(`Carla ${place}`);
      await ok(
        api('PUT', '/user/availability', coach.token, {
          availability: Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
              d,
              ['10:00', '11:00'],
            ]),
          ),
          timezone: 'UTC',
        }),
        'availability',
      );
      const service = await ok(
        api('POST', '/services', coach.token, {
          title,
          description: 'Plan, shoot and edit a week of Reels together, in a small group.',
          category: 'design',
          duration_minutes: 60,
          energy_cost: COST,
          max_participants: 3,
        }),
        'service',
      );
      const [ann, ben, cleo, dan, eve] = await Promise.all(
        ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve'].map((name) => memberViaApi(`${name} ${place}`)),
      );
      for (const m of [ann, ben, cleo, dan])
        await ok(
          api('POST', '/admin/ep-adjustments', admin.token, { email: m.email, amount: 4, reason: 'Workshop budget' }),
          'ep adjustment',
        );
      const coachBefore = (await statementOf(coach)).balance;

      const coachB = await signedIn(viewport, coach, 'coach');
      const danB = await signedIn(viewport, dan, 'member-d');
      const annB = await signedIn(viewport, ann, 'member-a');
      try {
        // (1) The coach schedules the workshop from Settings › My Services.
        const { page } = coachB;
        await page.getByRole('button', { name: 'Settings', exact: true }).click();
        const settings = page.getByRole('dialog', { name: 'Settings' });
        await settings.getByRole('tab', { name: 'My Services' }).click();
        const serviceRow = settings.getByRole('listitem').filter({ hasText: title });
        await serviceRow.getByRole('button', { name: 'Group sessions' }).click();
        const panel = serviceRow.getByRole('region', { name: `Group sessions of ${title}` });
        await panel.getByText('No group sessions scheduled yet.').waitFor();
        await coachB.checker.check('my-services-group-sessions');
        await panel.getByRole('button', { name: 'Schedule' }).click();
        const schedule = page.getByRole('dialog', { name: 'Schedule a group session' });
        await schedule.getByText('Times in UTC (your timezone)').waitFor();
        await schedule.getByLabel('Date').fill(daysAhead(3));
        await schedule.getByLabel('Time').selectOption('10:00');
        expect(await schedule.getByLabel('Seats').inputValue()).toBe('3');
        await schedule.getByLabel('Notes').fill('Bring a phone with some space on it.');
        await coachB.checker.check('schedule-dialog');
        await schedule.getByRole('button', { name: 'Schedule' }).click();
        await schedule.waitFor({ state: 'detached' });
        const occurrence = panel.getByRole('article', { name: title });
        await occurrence.getByText('3 of 3 seats left').waitFor();
        await occurrence.getByText('No bookings yet.').waitFor();
        await occurrence.scrollIntoViewIfNeeded();
        const [scheduled] = await ok(api('GET', `/services/${service.id}/group-sessions`, coach.token), 'list');
        expect(scheduled).toMatchObject({ seats: 3, seats_left: 3, energy_cost: COST, time_slot: '10:00' });
        const id = scheduled.id as string;

        // (2) D watches the workshop's card in Discover; A books a seat in their own browser.
        const danCard = await findWorkshop(danB.page, title);
        await danCard.getByText('3 of 3 seats left').waitFor();
        await danCard.scrollIntoViewIfNeeded();
        await danB.checker.check('discover-group-session');
        const annCard = await findWorkshop(annB.page, title);
        await annCard.getByRole('button', { name: /^Join:/ }).click();
        await annB.page.getByText('You booked a seat!').waitFor();
        await annCard.getByText('Booked', { exact: true }).waitFor();
        await annCard.getByRole('button', { name: /^Leave:/ }).waitFor();
        await annB.page.getByText(`${COST} EP on hold`).waitFor();
        // Live in D's browser: no reload.
        await danCard.getByText('2 of 3 seats left').waitFor({ timeout: 10_000 });
        await danB.checker.check('discover-seat-taken-live');

        // (3) B and C book (through the API); the card is full for D: Join becomes Join waitlist.
        await ok(api('POST', `/group-sessions/${id}/join`, ben.token), 'Ben joins');
        await ok(api('POST', `/group-sessions/${id}/join`, cleo.token), 'Cleo joins');
        await danCard.getByText('Full', { exact: true }).waitFor({ timeout: 10_000 });
        const waitlist = danCard.getByRole('button', { name: /^Join waitlist:/ });
        await waitlist.waitFor();
        // The coach's roster follows, live, with the Settings dialog still open.
        await occurrence.getByText('Seats (3)').waitFor({ timeout: 20_000 });
        for (const name of ['Ann', 'Ben', 'Cleo']) await occurrence.getByText(`${name} ${place}`).waitFor();
        await occurrence.getByText(`Cleo ${place}`).scrollIntoViewIfNeeded();
        await coachB.checker.check('my-services-roster-live');

        // (4) A member short of EP is refused, in the server's words; D joins the waitlist.
        const eveB = await signedIn(viewport, eve, 'member-e');
        try {
          const eveCard = await findWorkshop(eveB.page, title);
          await eveCard.getByRole('button', { name: /^Join waitlist:/ }).click();
          await eveB.page
            .getByRole('alert')
            .filter({ hasText: "You don't have enough Energy Points for this exchange!" })
            .waitFor();
          await eveCard.scrollIntoViewIfNeeded();
          await eveB.checker.check('refused-short-of-ep');
        } finally {
          await eveB.close();
        }
        await waitlist.click();
        await danB.page.getByText('You joined the waitlist.').waitFor();
        await danCard.getByText('Waitlist #1').waitFor();
        await danCard.getByRole('button', { name: /^Leave:/ }).waitFor();
        await danB.checker.check('discover-waitlisted');

        // (5) C leaves: the seat goes to D, live in D's browser (their card, and their EP on hold).
        await ok(api('POST', `/group-sessions/${id}/leave`, cleo.token), 'Cleo leaves');
        await danCard.getByText('Booked', { exact: true }).waitFor({ timeout: 10_000 });
        await danB.page.getByText(`${COST} EP on hold`).waitFor();
        await openView(danB.page, 'My Sessions');
        const danSession = danB.page.getByRole('article', { name: title });
        await danSession.getByText('Booked', { exact: true }).waitFor();
        await danSession.getByText(`with Carla ${place}`).waitFor();
        await danSession.getByRole('button', { name: 'Leave' }).waitFor();
        await danB.checker.check('my-sessions-booked');
        // The coach's roster: A, B and D booked, nobody waiting.
        await occurrence.getByText(`Dan ${place}`).waitFor({ timeout: 10_000 });
        await occurrence.getByText(`Cleo ${place}`).waitFor({ state: 'detached' });
        expect(await occurrence.getByText(/^Waitlist/).count()).toBe(0);
        await page.keyboard.press('Escape');
        await settings.waitFor({ state: 'detached' });

        // (6) The workshop's hour comes (time moves on in the database); the coach takes the
        // attendance in My Sessions: B did not come.
        const db = new pg.Client({ connectionString: inject('databaseUrl') });
        await db.connect();
        try {
          await db.query(`UPDATE group_sessions SET starts_at = now() - interval '5 minutes' WHERE id = $1`, [id]);
        } finally {
          await db.end();
        }
        await openView(page, 'My Sessions');
        const coachCard = page.getByRole('article', { name: title });
        const attendance = coachCard.getByRole('group', { name: 'Who attended?' });
        await attendance.waitFor();
        for (const name of ['Ann', 'Ben', 'Dan'])
          expect(await attendance.getByLabel(`${name} ${place}`).isChecked()).toBe(true);
        await attendance.getByLabel(`Ben ${place}`).uncheck();
        await coachB.checker.check('my-sessions-attendance');
        await coachCard.getByRole('button', { name: 'Complete' }).click();
        await page.getByText('Group session completed!').waitFor();
        await page.getByRole('tab', { name: /^Completed/ }).click();
        const done = page.getByRole('tabpanel').getByRole('article', { name: title });
        await done.getByText('Completed', { exact: true }).waitFor();
        expect(await done.getByText('Attended', { exact: true }).count()).toBe(2);
        expect(await done.getByText('Absent', { exact: true }).count()).toBe(1);
        await coachB.checker.check('my-sessions-completed');
        // D's My Sessions follows (the completion notice), without a reload.
        await danB.page.getByRole('tab', { name: /^Completed/ }).click();
        const danDone = danB.page.getByRole('tabpanel').getByRole('article', { name: title });
        await danDone.getByText('Attended', { exact: true }).waitFor();

        // (7) D, who attended, writes a testimonial of the workshop from their card: +1 EP, and
        // the button goes (the answer updates the card).
        const danBalance = danB.page.getByRole('group', { name: 'Energy Points balance' });
        await danBalance.getByText(`${5 - COST} EP`, { exact: true }).waitFor({ timeout: 10_000 });
        await danDone.getByRole('button', { name: 'Write testimonial' }).click();
        const write = danB.page.getByRole('dialog', { name: 'Write a Testimonial' });
        await write.getByText(`with Carla ${place}`, { exact: false }).waitFor();
        await write.getByRole('radio', { name: '4 stars' }).check();
        await write.getByLabel('Your testimonial').fill('A lively workshop: I left with a week of Reels planned.');
        await danB.checker.check('group-testimonial-form');
        await write.getByRole('button', { name: 'Submit Testimonial' }).click();
        await write.waitFor({ state: 'detached' });
        await danBalance.getByText(`${5 - COST + 1} EP`, { exact: true }).waitFor({ timeout: 10_000 });
        await danDone.getByRole('button', { name: 'Write testimonial' }).waitFor({ state: 'detached' });
        await danDone.getByRole('button', { name: 'Open a dispute' }).waitFor();
        await danB.checker.check('my-sessions-reviewed');

        // (8) The workshop's thread: the coach writes from their card; D's card shows the unread
        // message live, D opens the thread and answers, and the coach's open thread shows it live.
        await done.getByRole('button', { name: 'Messages' }).click();
        const coachThread = page.getByRole('dialog', { name: new RegExp(`^${title} · `) });
        await coachThread.getByRole('heading', { name: 'No messages yet' }).waitFor();
        await coachThread
          .getByRole('textbox', { name: 'Your message to the group' })
          .fill('Thank you all! The slides: https://example.com/reels');
        await coachThread.getByRole('button', { name: 'Send' }).click();
        await coachThread.getByRole('log').getByText('The slides:', { exact: false }).waitFor();
        await danDone.getByRole('button', { name: 'Messages, 1 unread' }).waitFor({ timeout: 10_000 });
        await danDone.getByRole('button', { name: 'Messages, 1 unread' }).click();
        const danThread = danB.page.getByRole('dialog', { name: new RegExp(`^${title} · `) });
        await danThread.getByRole('link', { name: 'https://example.com/reels' }).waitFor();
        await danThread.getByRole('textbox', { name: 'Your message to the group' }).fill('Thanks, see you next time.');
        await danThread.getByRole('textbox', { name: 'Your message to the group' }).press('Enter');
        await coachThread.getByRole('log').getByText('Thanks, see you next time.').waitFor({ timeout: 10_000 });
        await danThread.getByRole('log').getByText('Thanks, see you next time.').waitFor();
        expect(await coachThread.getByRole('listitem').count()).toBe(2);
        await coachB.checker.check('group-thread-coach');
        await danB.checker.check('group-thread-member');
        // Opening it marked it read: D's card has no badge any more.
        await danB.page.keyboard.press('Escape');
        await danDone.getByRole('button', { name: 'Messages', exact: true }).waitFor({ timeout: 10_000 });
      } finally {
        await Promise.all([coachB.close(), danB.close(), annB.close()]);
      }

      // (9) The money: two seats paid to the coach, A and D paid (D then earned +1 EP for the
      // testimonial), B and C got their holds back, E untouched.
      const seat = `“${title}”`;
      const coachAfter = await statementOf(coach);
      expect(coachAfter.balance).toBe(coachBefore + 2 * COST);
      expect(coachAfter.entries.slice(0, 2)).toEqual(
        expect.arrayContaining([
          { amount: COST, description: `Group session completed: a seat in ${seat}`, other: `Ann ${place}` },
          { amount: COST, description: `Group session completed: a seat in ${seat}`, other: `Dan ${place}` },
        ]),
      );
      for (const paid of [ann, dan]) {
        const s = await statementOf(paid);
        const reviewed = paid === dan;
        expect(s.balance, `${paid.email} paid for the seat`).toBe(5 - COST + (reviewed ? 1 : 0));
        if (reviewed) expect(s.entries[0].amount).toBe(1);
        expect(s.entries[reviewed ? 1 : 0]).toEqual({
          amount: -COST,
          description: `Paid for your seat in the group session ${seat} (held until it took place)`,
          other: `Carla ${place}`,
        });
      }
      for (const back of [ben, cleo]) {
        const s = await statementOf(back);
        expect(s.balance, `${back.email} got the hold back`).toBe(5);
        expect(s.entries.slice(0, 2)).toEqual([
          {
            amount: COST,
            description: `Hold released: your seat in the group session ${seat} was not used`,
            other: `Carla ${place}`,
          },
          { amount: -COST, description: `Held for your seat in the group session ${seat}`, other: `Carla ${place}` },
        ]);
      }
      expect((await statementOf(eve)).balance).toBe(1);
    }, 240_000); // four members in four browsers, beside the other half of the suite: twice the default
  });
}
