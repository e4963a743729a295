import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  NotificationPreferencesQuery,
  PushDevicesQuery,
  PushPublicKeyQuery,
  UpdateNotificationPreferencesMutation,
} from '../operations';
import { EmailNotificationsPanel } from './EmailNotificationsPanel';

const pref = (kind: string, delivery: string, push = kind === 'EXCHANGE_REQUEST') => ({
  __typename: 'NotificationPreference',
  kind,
  delivery,
  push,
});
/** The push section above the kinds: push on this server, no device yet. */
const pushMocks = [
  { request: { query: PushPublicKeyQuery }, result: { data: { pushPublicKey: 'BKey' } } },
  {
    request: { query: PushDevicesQuery },
    result: { data: { pushDevices: { __typename: 'PushDeviceConnection', totalCount: 0, nodes: [] } } },
  },
];
const saved = [
  pref('DAILY_DIGEST', 'IMMEDIATELY'),
  pref('EXCHANGE_REQUEST', 'IMMEDIATELY'),
  pref('EXCHANGE_DECLINED', 'DIGEST'),
  pref('SOME_FUTURE_KIND', 'DIGEST'),
  pref('SESSION_REMINDER', 'IMMEDIATELY'),
  pref('NEW_SERVICES_WEEKLY', 'OFF'),
];

/** The panel over the saved preferences; the one update it accepts turns `kind` off. Answers what was sent. */
function renderSaving(kind: string, answer = pref(kind, 'OFF')): unknown[] {
  const sent: unknown[] = [];
  renderWithProviders(<EmailNotificationsPanel />, [
    ...pushMocks,
    { request: { query: NotificationPreferencesQuery }, result: { data: { notificationPreferences: saved } } },
    {
      request: {
        query: UpdateNotificationPreferencesMutation,
        variables: (vars: { preferences: unknown }) => {
          sent.push(vars.preferences);
          return true;
        },
      },
      result: { data: { updateNotificationPreferences: saved.map((p) => (p.kind === kind ? answer : p)) } },
    },
  ]);
  return sent;
}

describe('EmailNotificationsPanel', () => {
  it('shows every kind with its choice, saves a change and shows the answer without a reload', async () => {
    const user = userEvent.setup();
    const sent = renderSaving('EXCHANGE_REQUEST');

    const row = await screen.findByRole('group', { name: 'Someone requests one of my services' });
    expect(within(row).getByRole<HTMLInputElement>('radio', { name: 'Immediately' }).checked).toBe(true);
    // A kind the client does not know yet still gets a readable row and the three choices.
    const future = screen.getByRole('group', { name: 'Some future kind' });
    expect(within(future).getAllByRole('radio')).toHaveLength(3);
    // Reminders and the weekly mail are on or off only.
    expect(
      within(screen.getByRole('group', { name: 'Weekly: new services for my skills' }))
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['IMMEDIATELY', 'OFF']);
    expect(screen.getByRole('heading', { name: 'Reminders' })).not.toBeNull();

    await user.click(within(row).getByRole('radio', { name: 'Off' }));
    expect(await screen.findByText('Email preferences saved')).not.toBeNull();
    expect(sent).toEqual([[{ kind: 'EXCHANGE_REQUEST', delivery: 'OFF' }]]);
    await waitFor(() => expect(within(row).getByRole<HTMLInputElement>('radio', { name: 'Off' }).checked).toBe(true));
  });

  it('turns the daily digest off with its own switch, keeping the kinds set to the digest and saying they are not mailed', async () => {
    const user = userEvent.setup();
    const sent = renderSaving('DAILY_DIGEST');

    expect(await screen.findByRole('heading', { name: 'Daily digest' })).not.toBeNull();
    const digest = screen.getByRole('group', { name: /One email a day/ });
    expect(
      within(digest)
        .getAllByRole<HTMLInputElement>('radio')
        .map((r) => [r.value, r.checked]),
    ).toEqual([
      ['IMMEDIATELY', true],
      ['OFF', false],
    ]);
    expect(screen.queryByText(/The daily digest is off/)).toBeNull();

    await user.click(within(digest).getByRole('radio', { name: 'Off' }));
    expect(sent).toEqual([[{ kind: 'DAILY_DIGEST', delivery: 'OFF' }]]);
    expect(
      await screen.findByText(/The daily digest is off: notifications set to “Daily digest” are not emailed/),
    ).not.toBeNull();
    // The per-kind choice stays as it was.
    const declined = screen.getByRole('group', { name: 'My request is declined' });
    expect(within(declined).getByRole<HTMLInputElement>('radio', { name: 'Daily digest' }).checked).toBe(true);
  });

  it('pushes a notification kind or not with its own switch, leaving its email as it is; reminders have none', async () => {
    const user = userEvent.setup();
    const sent = renderSaving('EXCHANGE_DECLINED', pref('EXCHANGE_DECLINED', 'DIGEST', true));

    const declined = await screen.findByRole('group', { name: 'My request is declined' });
    const push = within(declined).getByRole<HTMLInputElement>('checkbox', { name: 'Push' });
    expect(push.checked).toBe(false);
    expect(
      within(screen.getByRole('group', { name: 'Someone requests one of my services' })).getByRole<HTMLInputElement>(
        'checkbox',
        { name: 'Push' },
      ).checked,
    ).toBe(true);
    expect(
      within(screen.getByRole('group', { name: 'Weekly: new services for my skills' })).queryByRole('checkbox'),
    ).toBeNull();

    await user.click(push);
    expect(await screen.findByText('Push preferences saved')).not.toBeNull();
    expect(sent).toEqual([[{ kind: 'EXCHANGE_DECLINED', push: true }]]);
    await waitFor(() => expect(push.checked).toBe(true));
    expect(within(declined).getByRole<HTMLInputElement>('radio', { name: 'Daily digest' }).checked).toBe(true);
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    renderWithProviders(<EmailNotificationsPanel />, [
      ...pushMocks,
      { request: { query: NotificationPreferencesQuery }, error: new Error('down') },
    ]);
    expect(await screen.findByText('Your email preferences could not be loaded.')).not.toBeNull();
    expect(screen.getByRole('button', { name: /try again/i })).not.toBeNull();
  });
});
