import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, makeNotification, renderWithNotifications } from '../test/fakeServer';
import { NotificationsBell } from './NotificationsBell';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the notifications dropdown in Arabic', () => {
  it('counts the unread in Arabic, says how long ago in Arabic, and keeps the server’s own texts', async () => {
    const server = createFakeServer([
      makeNotification({ title: 'Nueva solicitud', message: 'Hola' }),
      makeNotification(),
      makeNotification(),
    ]);
    renderWithNotifications(<NotificationsBell onViewAll={() => {}} />, server, { locale: 'ar' });
    // Three: Arabic's "few" form.
    const bell = await screen.findByRole('button', { name: 'الإشعارات، 3 غير مقروءة' });
    expect(document.documentElement.dir).toBe('rtl');

    await userEvent.setup().click(bell);
    const panel = await screen.findByRole('dialog', { name: 'الإشعارات' });
    expect(within(panel).getByRole('heading', { name: 'الإشعارات' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'تحديد الكل كمقروء' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'عرض الكل' })).toBeTruthy();
    // The title and message are the server's; the rest of the name is Arabic.
    const item = within(panel).getByRole('button', { name: /^Nueva solicitud: Hola، .+ \(غير مقروء\)$/ });
    expect(item.textContent).not.toMatch(/\bago\b/);
    expect(panel.textContent).not.toMatch(/\b(Notifications|Mark all as read|View all|unread|ago)\b/);
  });
});
