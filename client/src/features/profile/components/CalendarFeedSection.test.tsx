import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CalendarFeedQuery, ResetCalendarFeedMutation } from '../operations';
import { CalendarFeedSection } from './CalendarFeedSection';

const OLD = 'webcal://exchange.example/calendar/OLDTOKENOLDTOKENOLDTOKENOLDTOKENOLDTOKEN123.ics';
const NEW = 'webcal://exchange.example/calendar/NEWTOKENNEWTOKENNEWTOKENNEWTOKENNEWTOKEN123.ics';
const feed = (url: string) => ({ calendarFeed: { __typename: 'CalendarFeedType' as const, url } });

describe('CalendarFeedSection', () => {
  it('shows the private address, copies it, and replaces it after a confirmation', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<CalendarFeedSection />, [
      { request: { query: CalendarFeedQuery }, result: { data: feed(OLD) } },
      {
        request: { query: ResetCalendarFeedMutation },
        result: { data: { resetCalendarFeed: { __typename: 'CalendarFeedType', url: NEW } } },
      },
    ]);
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
    expect((address as HTMLInputElement).value).toBe(OLD);
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(OLD);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
    expect(await screen.findByText('Calendar address copied')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Replace address' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your calendar address' }).value).toBe(OLD);
    await user.click(screen.getByRole('button', { name: 'Replace address' }));
    await user.click(screen.getByRole('button', { name: 'Replace it' }));
    expect(await screen.findByText('New calendar address ready: the old one no longer works.')).not.toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your calendar address' }).value).toBe(NEW);
  });

  it('says when the address could not be loaded, with a retry', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection />, [
      { request: { query: CalendarFeedQuery }, error: new Error('Network down') },
      { request: { query: CalendarFeedQuery }, result: { data: feed(OLD) } },
    ]);
    expect(await screen.findByText('Your calendar address could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar address' })).not.toBeNull();
  });
});
