import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { capture, makeSession } from '../../../test/exchangeFixtures';
import { renderWithProviders } from '../../../test/render';
import { ProposeSessionMutation } from '../../sessions';
import { AvailabilityOfQuery } from '../operations';
import { ScheduleSessionModal, type SchedulableExchange } from './ScheduleSessionModal';

const exchange: SchedulableExchange = {
  requestId: 'r1',
  serviceTitle: 'Logo Design',
  otherParty: { id: 'p1', fullName: 'Maya Coach' },
};

const availabilityMock = {
  request: { query: AvailabilityOfQuery, variables: { userId: 'p1' } },
  result: {
    data: {
      availabilityOf: {
        __typename: 'Availability',
        monday: ['14:00', '09:00'],
        tuesday: [],
        wednesday: [],
        thursday: ['18:00'],
        friday: [],
        saturday: [],
        sunday: [],
        timezone: 'Europe/Paris',
      },
    },
  },
};

// Tuesday 2030-01-01, 10:00 in Paris.
const now = () => new Date('2030-01-01T09:00:00Z');

function options(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('ScheduleSessionModal', () => {
  it("offers the other party's slots for the chosen weekday, in their timezone, and says when there are none", async () => {
    renderWithProviders(<ScheduleSessionModal exchange={exchange} onClose={vi.fn()} now={now} />, [availabilityMock]);
    const dialog = screen.getByRole('dialog', { name: 'Schedule Session' });
    const date = await within(dialog).findByLabelText<HTMLInputElement>('Date');
    expect(date.type).toBe('date');
    expect(date.min).toBe('2030-01-01');
    expect(within(dialog).getByText('Times in Europe/Paris')).not.toBeNull();
    expect(within(dialog).getByText('Available on Mon, Thu')).not.toBeNull();

    const time = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Time' });
    expect(time.disabled).toBe(true);

    fireEvent.change(date, { target: { value: '2030-01-07' } }); // a Monday
    expect(time.disabled).toBe(false);
    expect(options(time)).toEqual(['Select a time', '09:00', '14:00']);

    fireEvent.change(date, { target: { value: '2030-01-09' } }); // a Wednesday
    expect(within(dialog).getByText('No available time slots for this date')).not.toBeNull();
    expect(options(time)).toEqual(['Select a time']);

    fireEvent.change(date, { target: { value: '2030-01-03' } }); // a Thursday
    expect(within(dialog).queryByText('No available time slots for this date')).toBeNull();
    expect(options(time)).toEqual(['Select a time', '18:00']);
  });

  it('requires a date and a time, then proposes the session and toasts', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const onClose = vi.fn();
    renderWithProviders(<ScheduleSessionModal exchange={exchange} onClose={onClose} now={now} />, [
      availabilityMock,
      {
        request: { query: ProposeSessionMutation, variables: capture(sent) },
        result: { data: { proposeSession: makeSession() } },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Schedule Session' });
    await within(dialog).findByLabelText('Date');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    expect(within(dialog).getByText('Date is required')).not.toBeNull();
    expect(within(dialog).getByText('Time is required')).not.toBeNull();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2030-01-07' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '14:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Bring your brief');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));

    expect((await screen.findByRole('status')).textContent).toBe('Session proposed! They will be asked to confirm it.');
    expect(sent).toEqual([
      {
        input: {
          exchangeRequestId: 'r1',
          proposedDate: '2030-01-07',
          proposedTimeSlot: '14:00',
          notes: 'Bring your brief',
        },
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("refuses a date before today and reports the server's refusal", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScheduleSessionModal exchange={exchange} onClose={vi.fn()} now={now} />, [
      availabilityMock,
      {
        request: { query: ProposeSessionMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('One of you already has a session at that time', { extensions: { code: 'CONFLICT' } }),
          ],
        },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Schedule Session' });
    const date = await within(dialog).findByLabelText('Date');
    fireEvent.change(date, { target: { value: '2029-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    expect(within(dialog).getByText('The date cannot be before today')).not.toBeNull();

    fireEvent.change(date, { target: { value: '2030-01-03' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Session' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to schedule session. Please try again.');
    expect(within(dialog).getByText('One of you already has a session at that time')).not.toBeNull();
  });
});
