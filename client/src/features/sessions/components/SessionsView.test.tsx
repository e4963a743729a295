import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApolloClient } from '@apollo/client/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionForTests, saveSession } from '../../../shared/viewer/session';
import { makeSession, makeTestimonial } from '../../../test/exchangeFixtures';
import { makeUser, makeViewerChanges, TEST_TOKEN } from '../../../test/fixtures';
import {
  OpenGroupSessionDisputeDocument as OpenGroupSessionDisputeMutation,
  WriteGroupSessionTestimonialDocument as WriteGroupSessionTestimonialMutation,
} from '../../../gql/graphql';
import { answerAlways, capture, renderWithProviders } from '../../../test/render';
import { makeGroupSession } from '../../../test/groupSessionFixtures';
import { CompleteSessionMutation, MySessionsQuery, RespondToSessionMutation } from '../operations';
import { GROUP_SESSIONS_SHOWN, SessionsView } from './SessionsView';
import { CompleteGroupSessionMutation, MyGroupSessionsQuery } from '../../group-sessions';
import { applyNotification } from '../../notifications';
import type { NotificationKind } from '../../../gql/graphql';

const sessions = [
  makeSession({
    id: 'a',
    serviceTitle: 'Proposed To Me',
    status: 'PENDING',
    awaitingMyResponse: true,
    role: 'COACH',
    proposedDate: '2030-01-09',
    proposedTimeSlot: '10:00',
    timezone: 'Europe/Paris',
    startsAt: '2030-01-09T09:00:00.000Z',
    notes: 'Bring your brief',
    otherUser: { fullName: 'Sam Student' },
  }),
  makeSession({
    id: 'b',
    serviceTitle: 'Agreed Session',
    status: 'ACCEPTED',
    role: 'REQUESTER',
    proposedDate: '2030-01-07',
    startsAt: '2030-01-07T09:00:00.000Z',
    otherUser: { fullName: 'Maya Coach' },
  }),
  makeSession({
    id: 'c',
    serviceTitle: 'Waiting Session',
    status: 'PENDING',
    role: 'REQUESTER',
    startsAt: '2030-01-08T09:00:00.000Z',
  }),
  makeSession({ id: 'd', serviceTitle: 'Past Session', status: 'COMPLETED', role: 'COACH' }),
  makeSession({ id: 'e', serviceTitle: 'Rejected Session', status: 'REJECTED', role: 'COACH' }),
];

const listMock = {
  request: { query: MySessionsQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { mySessions: sessions } },
};

type GroupSession = ReturnType<typeof makeGroupSession>;
const page = (nodes: GroupSession[]) => ({ __typename: 'GroupSessionConnection', nodes, totalCount: nodes.length });
/** My group sessions as coach and as attendee (none unless given). */
const groupsMock = (coaching: GroupSession[] = [], attending: GroupSession[] = []) =>
  answerAlways(MyGroupSessionsQuery, { data: { coaching: page(coaching), attending: page(attending) } });

beforeEach(() => {
  resetSessionForTests();
  saveSession(TEST_TOKEN, makeUser({ timezone: 'UTC' }));
});

describe('SessionsView', () => {
  it('counts Upcoming (pending or accepted, soonest first) and Completed, with the Coach / Student label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsView />, [listMock, groupsMock()]);

    expect(await screen.findByRole('tab', { name: 'Upcoming (3)' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).not.toBeNull();
    const titles = screen.getAllByRole('article').map((a) => a.querySelector('.session-card__title')?.textContent);
    expect(titles).toEqual(['Agreed Session', 'Waiting Session', 'Proposed To Me']);
    expect(screen.queryByText('Rejected Session')).toBeNull();

    const proposed = screen.getByRole('article', { name: 'Proposed To Me' });
    expect(within(proposed).getByText('Coach')).not.toBeNull();
    expect(within(proposed).getByText('with Sam Student')).not.toBeNull();
    expect(within(proposed).getByText(/^10:00 \(Europe\/Paris\)/)).not.toBeNull();
    expect(within(proposed).getByText(/your time:/)).not.toBeNull(); // the viewer is on UTC
    expect(within(proposed).getByText('Bring your brief')).not.toBeNull();
    expect(
      within(proposed)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Messages', 'Accept', 'Reject']);

    const agreed = screen.getByRole('article', { name: 'Agreed Session' });
    expect(within(agreed).getByText('Student')).not.toBeNull();
    expect(within(agreed).getByText('Accepted')).not.toBeNull();
    expect(within(agreed).queryByText(/your time:/)).toBeNull();
    expect(
      within(agreed)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Messages', 'Mark Complete']);

    const waiting = screen.getByRole('article', { name: 'Waiting Session' });
    expect(
      within(waiting)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Messages']); // the thread only
    expect(within(waiting).getByText('Waiting for Maya Coach to accept or reject.')).not.toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    const past = screen.getByRole('article', { name: 'Past Session' });
    expect(within(past).getByText('Completed')).not.toBeNull();
    expect(
      within(past)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Messages']);
  });

  it('accepts a proposed session and completes an accepted one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsView />, [
      listMock,
      groupsMock(),
      {
        request: { query: RespondToSessionMutation, variables: { sessionId: 'a', action: 'ACCEPT' } },
        result: { data: { respondToSession: { ...sessions[0], status: 'ACCEPTED', awaitingMyResponse: false } } },
      },
      {
        request: { query: CompleteSessionMutation, variables: { sessionId: 'b' } },
        result: { data: { completeSession: { ...sessions[1], status: 'COMPLETED' } } },
      },
    ]);
    const proposed = await screen.findByRole('article', { name: 'Proposed To Me' });
    await user.click(within(proposed).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByText('Session accepted!')).getAttribute('class')).toContain('toast__message');
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Proposed To Me' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Messages', 'Mark Complete']),
    );

    await user.click(
      within(screen.getByRole('article', { name: 'Agreed Session' })).getByRole('button', { name: 'Mark Complete' }),
    );
    expect(await screen.findByText('Session marked as complete!')).not.toBeNull();
    expect(await screen.findByRole('tab', { name: 'Completed (2)' })).not.toBeNull();
  });

  it("toasts 'Failed to reject session. Please try again.'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsView />, [
      listMock,
      groupsMock(),
      {
        request: { query: RespondToSessionMutation, variables: { sessionId: 'a', action: 'REJECT' } },
        error: new Error('offline'),
      },
    ]);
    await user.click(
      within(await screen.findByRole('article', { name: 'Proposed To Me' })).getByRole('button', { name: 'Reject' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to reject session. Please try again.');
  });

  it('reloads only when a notification says a session was proposed (not on a timer, not on any notification)', async () => {
    const user = userEvent.setup();
    function Harness() {
      const client = useApolloClient();
      const arrive = (type: NotificationKind) =>
        applyNotification(
          client.cache,
          {
            id: `n-${type}`,
            type,
            title: 't',
            message: 'm',
            read: false,
            reference: 'r-1',
            url: '/?view=sessions',
            createdAt: '2026-01-01T00:00:00Z',
          },
          undefined,
        );
      return (
        <>
          <button type="button" onClick={() => arrive('TESTIMONIAL_RECEIVED')}>
            Testimonial arrived
          </button>
          <button type="button" onClick={() => arrive('SESSION_PROPOSAL')}>
            Session proposed
          </button>
          <SessionsView />
        </>
      );
    }
    renderWithProviders(<Harness />, [
      groupsMock(),
      { request: { query: MySessionsQuery }, result: { data: { mySessions: [] } } },
      { request: { query: MySessionsQuery }, result: { data: { mySessions: [sessions[0]] } } },
    ]);
    expect(await screen.findByText('No upcoming sessions')).not.toBeNull();
    // Not about sessions: My Sessions keeps what it has (a second load would use the second answer).
    await user.click(screen.getByRole('button', { name: 'Testimonial arrived' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('No upcoming sessions')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Session proposed' }));
    expect(await screen.findByRole('article', { name: 'Proposed To Me' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).not.toBeNull();
  });

  it("lists group sessions among the others: a seat with Leave in Upcoming, the coach's completed one in Completed", async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    renderWithProviders(<SessionsView />, [
      listMock,
      answerAlways(
        MyGroupSessionsQuery,
        {
          data: {
            coaching: page([
              makeGroupSession({
                id: 'g-done',
                serviceTitle: 'Done Workshop',
                status: 'COMPLETED',
                viewerAction: 'OWN',
                seatsTaken: 2,
                seatsLeft: 1,
                roster: [
                  { fullName: 'Ann', status: 'ATTENDED' },
                  { fullName: 'Ben', status: 'ABSENT' },
                ],
              }),
            ]),
            attending: page([
              makeGroupSession({
                id: 'g-seat',
                serviceTitle: 'Booked Workshop',
                startsAt: '2030-01-07T12:00:00.000Z',
                myStatus: 'BOOKED',
                canLeave: true,
                viewerAction: 'LEAVE',
                seatsTaken: 1,
                seatsLeft: 2,
              }),
            ]),
          },
        },
        sent,
      ),
    ]);
    expect(await screen.findByRole('tab', { name: 'Upcoming (4)' })).not.toBeNull();
    expect(sent).toEqual([{ first: GROUP_SESSIONS_SHOWN }]);
    // Soonest first, the group session among the one-to-one sessions.
    const titles = screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
    expect(titles).toEqual(['Agreed Session', 'Booked Workshop', 'Waiting Session', 'Proposed To Me']);
    const seat = screen.getByRole('article', { name: 'Booked Workshop' });
    expect(within(seat).getByText('with Carla Coach')).not.toBeNull();
    expect(within(seat).getByText('Booked')).not.toBeNull();
    expect(within(seat).getByText('2 of 3 seats left')).not.toBeNull();
    expect(within(seat).getByText('Mon 7 Jan, 12:00')).not.toBeNull(); // the viewer is on UTC
    expect(
      within(seat)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Messages', 'Leave']);

    await user.click(screen.getByRole('tab', { name: 'Completed (2)' }));
    const done = screen.getByRole('article', { name: 'Done Workshop' });
    expect(within(done).getByText('You coach it')).not.toBeNull();
    expect(within(done).getByText('Attended')).not.toBeNull();
    expect(within(done).getByText('Absent')).not.toBeNull();
    // The coach has the thread, nothing to review or dispute.
    expect(
      within(done)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Messages']);
  });

  it('takes the attendance from the start on: the coach unticks who did not come, and Complete pays the others', async () => {
    const user = userEvent.setup();
    const started = makeGroupSession({
      id: 'g-now',
      serviceTitle: 'Live Workshop',
      viewerAction: 'OWN',
      canCancel: true,
      canComplete: true,
      seatsTaken: 2,
      seatsLeft: 1,
      roster: [
        { memberId: 'ann', fullName: 'Ann', status: 'BOOKED' },
        { memberId: 'ben', fullName: 'Ben', status: 'BOOKED' },
        { memberId: 'dan', fullName: 'Dan', status: 'WAITLISTED', waitlistRank: 1 },
      ],
    });
    const attended: Array<Record<string, unknown>> = [];
    renderWithProviders(<SessionsView />, [
      { request: { query: MySessionsQuery }, result: { data: { mySessions: [] } } },
      groupsMock([started]),
      {
        request: { query: CompleteGroupSessionMutation, variables: capture(attended) },
        result: {
          data: {
            completeGroupSession: {
              ...started,
              status: 'COMPLETED',
              canCancel: false,
              canComplete: false,
              serviceId: 'svc',
              roster: [
                { ...started.roster![0], status: 'ATTENDED' },
                { ...started.roster![1], status: 'ABSENT' },
              ],
              viewer: null,
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Live Workshop' });
    const step = within(card).getByRole('group', { name: 'Who attended?' });
    // Everyone booked is ticked at first; the waiting member is not offered.
    expect(
      within(step)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true]);
    expect(within(step).queryByLabelText('Dan')).toBeNull();
    await user.click(within(step).getByLabelText('Ben'));
    await user.click(within(card).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Group session completed!')).not.toBeNull();
    expect(attended).toEqual([{ id: 'g-now', attended: ['ann'] }]);
    expect(await screen.findByRole('tab', { name: 'Completed (1)' })).not.toBeNull();
  });

  it('gives an attendee of a completed group session its thread, Write testimonial and a dispute, each once', async () => {
    const user = userEvent.setup();
    const attended = makeGroupSession({
      id: 'g-went',
      serviceTitle: 'Went Workshop',
      status: 'COMPLETED',
      myStatus: 'ATTENDED',
      viewerAction: 'NONE',
      canReview: true,
      canDispute: true,
      unreadCount: 2,
    });
    const waiting = makeGroupSession({
      id: 'g-wait',
      serviceTitle: 'Waiting Workshop',
      myStatus: 'WAITLISTED',
      myWaitlistRank: 1,
      viewerAction: 'NONE',
    });
    const reviews: Array<Record<string, unknown>> = [];
    const disputes: Array<Record<string, unknown>> = [];
    renderWithProviders(<SessionsView />, [
      { request: { query: MySessionsQuery }, result: { data: { mySessions: [] } } },
      groupsMock([], [attended, waiting]),
      {
        request: { query: WriteGroupSessionTestimonialMutation, variables: capture(reviews) },
        result: {
          data: {
            writeGroupSessionTestimonial: {
              ...makeTestimonial({
                id: 't-g',
                exchangeRequestId: null,
                groupSessionId: 'g-went',
                reviewee: 'Carla Coach',
              }),
              viewer: makeViewerChanges({ energyPoints: 11 }),
            },
          },
        },
      },
      {
        request: { query: OpenGroupSessionDisputeMutation, variables: capture(disputes) },
        result: { data: { openGroupSessionDispute: { __typename: 'Dispute', id: 'd-g', status: 'OPEN' } } },
      },
    ]);

    // Who only waits has no seat, so no thread (the server would answer NOT_FOUND).
    const wait = await screen.findByRole('article', { name: 'Waiting Workshop' });
    expect(within(wait).queryByRole('button', { name: /Messages/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    const card = screen.getByRole('article', { name: 'Went Workshop' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Messages, 2 unread', 'Write testimonial', 'Open a dispute']);

    await user.click(within(card).getByRole('button', { name: 'Write testimonial' }));
    const form = await screen.findByRole('dialog', { name: 'Write a Testimonial' }); // its chunk loads on first open
    expect(within(form).getByText('Went Workshop · Tue 2 Dec, 10:00 with Carla Coach')).not.toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Your testimonial' }), 'Great workshop.');
    await user.click(within(form).getByRole('button', { name: 'Submit Testimonial' }));
    expect(await screen.findByText('Testimonial submitted successfully! You earned +1 EP.')).not.toBeNull();
    expect(reviews).toEqual([
      { groupSessionId: 'g-went', input: { rating: 5, content: 'Great workshop.', isPublic: true } },
    ]);
    // The answer set canReview to false in the cache: the button goes, nothing read again.
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Write testimonial' })).toBeNull());

    await user.click(within(card).getByRole('button', { name: 'Open a dispute' }));
    const dispute = screen.getByRole('dialog', { name: 'Open a dispute' });
    expect(within(dispute).getByText(/You can dispute your seat once/)).not.toBeNull();
    await user.type(
      within(dispute).getByRole('textbox', { name: /What went wrong/ }),
      'The coach never showed up at the venue.',
    );
    await user.click(within(dispute).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Your dispute was sent. An admin will review it.')).not.toBeNull();
    expect(disputes).toEqual([{ groupSessionId: 'g-went', reason: 'The coach never showed up at the venue.' }]);
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Open a dispute' })).toBeNull());
    expect(within(card).getByRole('button', { name: 'Messages, 2 unread' })).not.toBeNull();
  });
});
