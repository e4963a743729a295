import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, horizontalOverflow, VIEWPORTS, type ViewportName } from './a11y.js';
import { api, chromiumForFile, memberViaApi, openView, screenshot, serviceViaApi, withSessions } from './browser.js';

const chromium = chromiumForFile();

async function accessibleAndFitting(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeNull();
}

describe('questions before an exchange', () => {
  for (const size of ['desktop', 'mobile'] as ViewportName[]) {
    it(`a member asks on Discover, the coach answers live and turns it into a request, the member confirms (${VIEWPORTS[size].viewport.width} px)`, async () => {
      const coach = await memberViaApi('Quinn Coach');
      const member = await memberViaApi('Asha Asker');
      const title = `Guitar Basics ${size} ${Date.now()}`;
      await serviceViaApi(coach, { title, description: 'Chords and strumming for beginners.' });

      const sessions = [
        { token: member.token, ...VIEWPORTS[size] },
        { token: coach.token, ...VIEWPORTS[size] },
      ] as const;
      await withSessions(chromium(), sessions, async ([asker, answerer]) => {
        // The member finds the service on Discover and asks from its card's menu.
        await asker.page.getByRole('searchbox', { name: 'Search services' }).fill(title);
        const card = asker.page.getByRole('article', { name: title });
        await card.getByRole('button', { name: 'More actions' }).click();
        await asker.page.getByRole('menuitem', { name: 'Ask a question' }).click();
        const askerThread = asker.page.getByRole('dialog', { name: 'Questions with Quinn Coach' });
        await askerThread.getByRole('heading', { name: 'Ask a question' }).waitFor();
        await accessibleAndFitting(asker.page);
        await askerThread.getByRole('textbox', { name: 'Your message to Quinn Coach' }).fill('Can we do it online?');
        await askerThread.getByRole('button', { name: 'Send' }).click();
        await askerThread.getByRole('log').getByText('Can we do it online?').waitFor();

        // The coach finds it under Exchange Requests › Questions, with its unread count.
        await openView(answerer.page, 'Exchange Requests');
        const questions = answerer.page.getByRole('region', { name: 'Questions' });
        await questions.getByRole('button', { name: 'Open, 1 unread' }).click();
        const coachThread = answerer.page.getByRole('dialog', { name: 'Questions with Asha Asker' });
        await coachThread.getByRole('log').getByText('Can we do it online?').waitFor();
        await accessibleAndFitting(answerer.page);
        await screenshot(answerer.page, `question-coach-${size}`);

        // The coach answers: live in the member's open thread.
        await coachThread.getByRole('textbox', { name: 'Your message to Asha Asker' }).fill('Yes, on video.');
        await coachThread.getByRole('button', { name: 'Send' }).click();
        await askerThread.getByRole('log').getByText('Yes, on video.').waitFor({ timeout: 10_000 });

        // One click turns it into a request; the member's thread offers to confirm it, live.
        await coachThread.getByRole('button', { name: 'Turn into a request' }).click();
        await coachThread
          .getByRole('log')
          .getByText(/I can offer this as an exchange/)
          .waitFor();
        const confirm = askerThread.getByRole('button', { name: 'Confirm request · 1 EP' });
        await confirm.waitFor({ timeout: 10_000 });
        await accessibleAndFitting(asker.page);
        await screenshot(asker.page, `question-member-${size}`);
        await confirm.click();

        // The cost is confirmed as in Request Exchange: the default message, the balance, Send Request.
        const confirmDialog = asker.page.getByRole('dialog', { name: 'Confirm Request' });
        await confirmDialog.getByText(title).waitFor();
        await accessibleAndFitting(asker.page);
        await confirmDialog.getByRole('button', { name: 'Send Request' }).click();
        await asker.page.getByText('Exchange request sent successfully!').waitFor();

        // The server agrees: the question became a request and its thread carries the history.
        const mine = await api('GET', '/questions', member.token);
        const question = (mine.body as Array<{ title: string; request_id: string | null }>).find(
          (q) => q.title === title,
        )!;
        expect(question.request_id).toEqual(expect.any(String));
        const thread = await api('GET', `/requests/${question.request_id}/messages`, coach.token);
        expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual([
          expect.stringMatching(/^I can offer this as an exchange/),
          'Yes, on video.',
          'Can we do it online?',
        ]);
      });
    });
  }

  it('a member blocks another from a question, finds them in Settings and unblocks them (1280 and 360 px)', async () => {
    const coach = await memberViaApi('Bea Blocker');
    const member = await memberViaApi('Nico Nuisance');
    const asked = await api('POST', '/questions', member.token, { member_id: coach.id, body: 'Hello again?' });
    expect(asked.status).toBe(201);
    for (const size of ['desktop', 'mobile'] as ViewportName[]) {
      await withSessions(chromium(), [{ token: coach.token, ...VIEWPORTS[size] }], async ([{ page }]) => {
        await openView(page, 'Exchange Requests');
        await page.getByRole('region', { name: 'Questions' }).getByRole('button', { name: /^Open/ }).click();
        const thread = page.getByRole('dialog', { name: 'Questions with Nico Nuisance' });
        await thread.getByRole('button', { name: 'Block…' }).click();
        await thread.getByRole('button', { name: 'Block Nico Nuisance' }).click();
        await page.getByText('Nico Nuisance is blocked').waitFor();
        const refused = await api('POST', `/questions/${asked.body.id}/messages`, member.token, { body: 'Hi?' });
        expect(refused).toMatchObject({ status: 403 });
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Settings', exact: true }).click();
        const settings = page.getByRole('dialog', { name: 'Settings' });
        await settings.getByRole('tab', { name: 'Account' }).click();
        await settings.getByRole('heading', { name: 'Blocked members' }).waitFor();
        await settings.getByText('Nico Nuisance').waitFor();
        await accessibleAndFitting(page);
        await screenshot(page, `blocked-members-${size}`);
        await settings.getByRole('button', { name: 'Unblock Nico Nuisance' }).click();
        await settings.getByText(/^Nobody is blocked\./).waitFor();
        expect((await api('POST', `/questions/${asked.body.id}/messages`, member.token, { body: 'Hi?' })).status).toBe(
          201,
        );
      });
    }
  });
});
