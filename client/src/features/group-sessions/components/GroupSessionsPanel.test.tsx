import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionForTests, saveSession } from '../../../shared/viewer/session';
import { makeUser, makeViewerChanges, TEST_TOKEN } from '../../../test/fixtures';
import { makeGroupSession } from '../../../test/groupSessionFixtures';
import { answerAlways, capture, renderWithProviders } from '../../../test/render';
import {
  CancelGroupSessionMutation,
  GroupSessionQuery,
  GroupSessionSeatEventsSubscription,
  MyGroupSessionSlotsQuery,
  ScheduleGroupSessionMutation,
  ServiceGroupSessionsQuery,
} from '../operations';
import { GroupSessionsPanel } from './GroupSessionsPanel';

const service = { id: 's1', title: 'Instagram Growth Workshop', maxParticipants: 3 };
const booked = makeGroupSession({
  id: 'g1',
  viewerAction: 'OWN',
  canCancel: true,
  seatsTaken: 1,
  seatsLeft: 2,
  waitlisted: 1,
  notes: 'Bring your phone',
  roster: [
    { memberId: 'ann', fullName: 'Ann', status: 'BOOKED' },
    { memberId: 'dan', fullName: 'Dan', status: 'WAITLISTED', waitlistRank: 1 },
  ],
});
const listMock = answerAlways(ServiceGroupSessionsQuery, { data: { groupSessions: [{ ...booked }] } });
const availabilityMock = answerAlways(MyGroupSessionSlotsQuery, {
  data: {
    myAvailability: {
      __typename: 'Availability',
      monday: ['10:00', '09:00'],
      tuesday: [],
      wednesday: ['14:00'],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
      timezone: 'UTC',
    },
  },
});

beforeEach(() => {
  resetSessionForTests();
  saveSession(TEST_TOKEN, makeUser({ id: 'coach1', timezone: 'UTC' }));
});

describe('GroupSessionsPanel (Settings › My Services)', () => {
  it('shows each upcoming group session with who booked and who waits, its notes, Edit notes and Cancel', async () => {
    renderWithProviders(<GroupSessionsPanel service={service} />, [listMock]);
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    expect(within(card).getByText('Tue 2 Dec, 10:00')).not.toBeNull();
    expect(within(card).getByText('2 of 3 seats left')).not.toBeNull();
    expect(within(card).getByText('Seats (1)')).not.toBeNull();
    expect(within(card).getByText('Ann')).not.toBeNull();
    expect(within(card).getByText('Waitlist (1)')).not.toBeNull();
    expect(within(card).getByText('1. Dan')).not.toBeNull();
    expect(within(card).getByText('Bring your phone')).not.toBeNull();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Messages', 'Edit notes', 'Cancel']);
  });

  it('schedules in one of the coach’s own slots, 1 to max participants seats, and the list gains it', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    const created = makeGroupSession({
      id: 'g2',
      startsAt: '2031-12-01T10:00:00.000Z',
      sessionDate: '2031-12-01',
      seats: 2,
      seatsLeft: 2,
      viewerAction: 'OWN',
      canCancel: true,
      notes: 'Laptops welcome',
      roster: [],
    });
    renderWithProviders(<GroupSessionsPanel service={service} />, [
      listMock,
      availabilityMock,
      {
        request: { query: ScheduleGroupSessionMutation, variables: capture(sent) },
        result: {
          data: { scheduleGroupSession: { ...created, serviceId: 's1', viewer: makeViewerChanges({ id: 'coach1' }) } },
        },
      },
    ]);
    await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a group session' });
    await within(dialog).findByText('Times in UTC (your timezone)');
    expect(within(dialog).getByText('Your slots are on Mon, Wed')).not.toBeNull();
    // Nothing is sent without a date and a time.
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText('Date is required')).not.toBeNull();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Date'), '2031-12-01'); // a Monday
    const time = within(dialog).getByLabelText('Time');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a time', '09:00', '10:00']);
    await user.selectOptions(time, '10:00');
    const seats = within(dialog).getByLabelText<HTMLSelectElement>('Seats');
    expect(seats.value).toBe('3');
    expect(
      within(seats)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);
    await user.selectOptions(seats, '2');
    await user.type(within(dialog).getByLabelText('Notes'), 'Laptops welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Group session scheduled!')).not.toBeNull();
    expect(sent).toEqual([
      { input: { serviceId: 's1', date: '2031-12-01', timeSlot: '10:00', seats: 2, notes: 'Laptops welcome' } },
    ]);
    // In place, soonest first.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article')[0].textContent).toContain('Mon 1 Dec, 10:00');
  });

  it('cancels a group session: it leaves the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GroupSessionsPanel service={service} />, [
      listMock,
      {
        request: { query: CancelGroupSessionMutation, variables: { id: 'g1' } },
        result: {
          data: {
            cancelGroupSession: {
              ...booked,
              serviceId: 's1',
              status: 'CANCELLED',
              canCancel: false,
              seatsTaken: 0,
              seatsLeft: 3,
              waitlisted: 0,
              roster: [],
              viewer: makeViewerChanges({ id: 'coach1' }),
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel group session?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel group session' }));
    expect(await screen.findByText('Group session cancelled.')).not.toBeNull();
    expect(await screen.findByText('No group sessions scheduled yet.')).not.toBeNull();
  });

  it('reads the roster again when a seat event arrives: who booked is not in the event', async () => {
    const withBen = {
      ...booked,
      seatsTaken: 2,
      seatsLeft: 1,
      roster: [booked.roster![0], { ...booked.roster![0], memberId: 'ben', fullName: 'Ben' }, booked.roster![1]],
    };
    renderWithProviders(<GroupSessionsPanel service={service} />, [
      listMock,
      {
        request: { query: GroupSessionSeatEventsSubscription },
        delay: 30,
        result: {
          data: {
            groupSessionSeatEvents: {
              __typename: 'GroupSessionSeatsEvent',
              groupSessionId: 'g1',
              serviceId: 's1',
              status: 'SCHEDULED',
              seatsTaken: 2,
              seatsLeft: 1,
              waitlisted: 1,
            },
          },
        },
      },
      { request: { query: GroupSessionQuery, variables: { id: 'g1' } }, result: { data: { groupSession: withBen } } },
    ]);
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    expect(within(card).getByText('Seats (1)')).not.toBeNull();
    expect(await within(card).findByText('Ben')).not.toBeNull();
    expect(within(card).getByText('Seats (2)')).not.toBeNull();
    expect(within(card).getByText('1 of 3 seats left')).not.toBeNull();
  });
});
