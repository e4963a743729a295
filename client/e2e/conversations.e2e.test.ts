import { describe, expect, it } from 'vitest';
import { axeViolations, horizontalOverflow, smallTouchTargets, VIEWPORTS } from './a11y.js';
import { api, chromiumForFile, memberViaApi, openView, screenshot, serviceViaApi, withSessions } from './browser.js';

const chromium = chromiumForFile();

describe('conversations', () => {
  it('two members talk live about a request, each in their own browser (desktop and 390 px)', async () => {
    const coach = await memberViaApi('Cleo Coach');
    const member = await memberViaApi('Milo Member');
    const serviceId = await serviceViaApi(coach, {
      title: 'Portfolio Review',
      description: 'Thirty minutes on your portfolio.',
    });
    const request = await api('POST', '/requests', member.token, {
      service_id: serviceId,
      message: 'Could you look at my portfolio?',
    });
    expect(request.status).toBe(201);

    const phone390 = { ...VIEWPORTS.mobile, viewport: { width: 390, height: 844 } };
    const sessions = [
      { token: coach.token, ...VIEWPORTS.desktop },
      { token: member.token, ...phone390 },
    ] as const;
    await withSessions(chromium(), sessions, async ([desk, phone]) => {
      // The member, on a phone, opens the thread from their sent request and writes first.
      await openView(phone.page, 'Exchange Requests');
      await phone.page.getByRole('tab', { name: /^Sent/ }).click();
      await phone.page
        .getByRole('article', { name: 'Portfolio Review' })
        .getByRole('button', { name: 'Messages' })
        .click();
      const phoneThread = phone.page.getByRole('dialog', { name: 'Messages with Cleo Coach' });
      await phoneThread.getByRole('heading', { name: 'No messages yet' }).waitFor();

      // The coach watches their received request.
      await openView(desk.page, 'Exchange Requests');
      await desk.page.getByRole('tab', { name: /^Received/ }).click();
      const coachCard = desk.page.getByRole('article', { name: 'Portfolio Review' });
      await coachCard.getByRole('button', { name: 'Messages' }).waitFor();

      await phoneThread
        .getByRole('textbox', { name: 'Your message to Cleo Coach' })
        .fill('Hi! Here it is: https://example.com/portfolio <b>thanks</b>');
      await phoneThread.getByRole('button', { name: 'Send' }).click();
      await phoneThread.getByRole('log').getByText('<b>thanks</b>', { exact: false }).waitFor();

      // Live on the coach's card: the unread badge, without a reload.
      await coachCard.getByRole('button', { name: 'Messages, 1 unread' }).waitFor({ timeout: 10_000 });
      await desk.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor();
      await coachCard.getByRole('button', { name: 'Messages, 1 unread' }).click();
      const deskThread = desk.page.getByRole('dialog', { name: 'Messages with Milo Member' });
      const link = deskThread.getByRole('link', { name: 'https://example.com/portfolio' });
      await link.waitFor();
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
      expect(await deskThread.locator('.message b').count()).toBe(0);

      // The coach answers; the member's open thread shows it live.
      await deskThread
        .getByRole('textbox', { name: 'Your message to Milo Member' })
        .fill('Looks great, see you Tuesday.');
      await deskThread.getByRole('textbox', { name: 'Your message to Milo Member' }).press('Enter');
      await phoneThread.getByRole('log').getByText('Looks great, see you Tuesday.').waitFor({ timeout: 10_000 });
      await deskThread.getByRole('log').getByText('Looks great, see you Tuesday.').waitFor();
      expect(await deskThread.getByRole('listitem').count()).toBe(2);

      // Accessible and fitting on both screens.
      for (const { page } of [desk, phone]) {
        expect(await axeViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBeNull();
        expect(await smallTouchTargets(page)).toEqual([]);
      }
      await screenshot(desk.page, 'conversation-desktop');
      await screenshot(phone.page, 'conversation-390');
      // Opening the thread marked it read: the coach's card has no badge any more.
      await desk.page.keyboard.press('Escape');
      await coachCard.getByRole('button', { name: 'Messages', exact: true }).waitFor();

      // The server agrees: two messages, and both parties have read everything.
      const thread = await api('GET', `/requests/${request.body.id}/messages`, coach.token);
      expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual([
        'Looks great, see you Tuesday.',
        'Hi! Here it is: https://example.com/portfolio <b>thanks</b>',
      ]);
      expect(thread.body.unread_count).toBe(0);

      // Elsewhere in the app, the member hears of the next message in the bell; its click opens the
      // request's thread where it lives, with the message in it.
      await phone.page.keyboard.press('Escape');
      await openView(phone.page, 'Discover Services');
      await coachCard.getByRole('button', { name: 'Messages', exact: true }).click();
      await deskThread
        .getByRole('textbox', { name: 'Your message to Milo Member' })
        .fill('One more thing: bring notes.');
      await deskThread.getByRole('button', { name: 'Send' }).click();
      await phone.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
      await phone.page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('button', { name: /^New message from Cleo Coach: About "Portfolio Review": One more thing/ })
        .click();
      const reopened = phone.page.getByRole('dialog', { name: 'Messages with Cleo Coach' });
      await reopened.getByRole('log').getByText('One more thing: bring notes.').waitFor({ timeout: 10_000 });
      await phone.page.getByRole('heading', { level: 1, name: 'Exchange Requests', includeHidden: true }).waitFor({
        state: 'attached',
      });
      expect(await phone.page.getByRole('dialog', { name: 'Notifications' }).count()).toBe(0);
    });
  });
});
