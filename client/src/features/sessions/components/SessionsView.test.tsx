import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApolloClient } from '@apollo/client/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionForTests, saveSession } from '../../../shared/viewer/session';
import { makeSession } from '../../../test/exchangeFixtures';
import { makeUser, TEST_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CompleteSessionMutation, MySessionsQuery, RespondToSessionMutation } from '../operations';
import { SessionsView } from './SessionsView';
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

beforeEach(() => {
  resetSessionForTests();
  saveSession(TEST_TOKEN, makeUser({ timezone: 'UTC' }));
});

describe('SessionsView', () => {
  it('counts Upcoming (pending or accepted, soonest first) and Completed, with the Coach / Student label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SessionsView />, [listMock]);

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
});
