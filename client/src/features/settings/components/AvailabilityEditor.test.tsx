import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MyAvailabilityQuery, SetAvailabilityMutation } from '../operations';
import { AvailabilityEditor } from './AvailabilityEditor';

const week = {
  __typename: 'Availability',
  monday: ['09:00'],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
  timezone: 'Europe/Lisbon',
};

const availabilityMock = { request: { query: MyAvailabilityQuery }, result: { data: { myAvailability: week } } };

describe('AvailabilityEditor', () => {
  it('shows a 7 × 13 grid of toggles from the saved week and the timezone, and saves the whole week', async () => {
    const user = userEvent.setup();
    const inputs: unknown[] = [];
    renderWithProviders(<AvailabilityEditor />, [
      availabilityMock,
      {
        request: {
          query: SetAvailabilityMutation,
          variables: (vars: { input: unknown }) => {
            inputs.push(vars.input);
            return true;
          },
        },
        result: {
          data: { setAvailability: { ...week, monday: [], wednesday: ['07:00', '19:00'] } },
        },
      },
    ]);

    const grid = await screen.findByRole('table', { name: /Weekly availability/ });
    const slots = within(grid).getAllByRole('button');
    expect(slots).toHaveLength(91);
    expect(screen.getByText('Europe/Lisbon')).not.toBeNull();

    const monday9 = screen.getByRole('button', { name: 'Monday 09:00' });
    expect(monday9.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sunday 19:00' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(monday9);
    expect(monday9.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Wednesday 19:00' }));
    await user.click(screen.getByRole('button', { name: 'Wednesday 07:00' }));
    expect(screen.getByRole('button', { name: 'Wednesday 07:00' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/2 hours selected/)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Availability updated successfully!')).not.toBeNull();
    expect(inputs).toEqual([
      { monday: [], tuesday: [], wednesday: ['07:00', '19:00'], thursday: [], friday: [], saturday: [], sunday: [] },
    ]);
    await waitFor(() => expect(screen.getByText('2 hours selected')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Wednesday 07:00' }).getAttribute('aria-pressed')).toBe('true');
    // Each role query names all 91 toggles in jsdom: seconds of CPU on a busy 2-core machine.
  }, 20_000);

  it('keeps the edits and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AvailabilityEditor />, [
      availabilityMock,
      { request: { query: SetAvailabilityMutation, variables: () => true }, error: new Error('offline') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Friday 12:00' }));
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update availability. Please try again.');
    expect(screen.getByRole('button', { name: 'Friday 12:00' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no grid (so nothing can be overwritten) when the week cannot be loaded', async () => {
    renderWithProviders(<AvailabilityEditor />, [
      { request: { query: MyAvailabilityQuery }, error: new Error('offline') },
    ]);
    expect(await screen.findByText('Your availability could not be loaded.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Availability' })).toBeNull();
  });
});
