import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, saveSession } from '../../../shared/viewer/session';
import { makeUser, makeViewerChanges, TEST_TOKEN } from '../../../test/fixtures';
import { capture, makeRequest, makeSession } from '../../../test/exchangeFixtures';
import { renderWithProviders } from '../../../test/render';
import {
  CancelRequestMutation,
  ReceivedRequestsQuery,
  RequestSessionsQuery,
  RespondToRequestMutation,
  SentRequestsQuery,
} from '../operations';
import { ExchangeRequestsView } from './ExchangeRequestsView';

const received = [
  makeRequest({
    id: 'r1',
    serviceTitle: 'Pending Logo',
    otherParty: { id: 'p1', fullName: 'Sam Student', userType: 'PREMIUM' },
  }),
  makeRequest({
    id: 'r2',
    serviceTitle: 'Accepted No Slots',
    status: 'ACCEPTED',
    sessionDate: '2030-01-08T10:00:00.000Z',
    respondedAt: '2030-01-01T11:00:00.000Z',
    canComplete: true,
    otherParty: { id: 'p2', fullName: 'Nora Busy', hasAvailability: false, email: 'nora@example.com' },
  }),
  makeRequest({
    id: 'r3',
    serviceTitle: 'Accepted With Slots',
    status: 'ACCEPTED',
    sessionDate: '2030-01-08T10:00:00.000Z',
    canComplete: true,
    otherParty: { id: 'p3', fullName: 'Ola Free', hasAvailability: true, email: 'ola@example.com' },
  }),
  makeRequest({
    id: 'r4',
    serviceTitle: 'Done Deal',
    status: 'COMPLETED',
    completedAt: '2030-01-09T10:00:00.000Z',
    canReview: true,
  }),
];
const sent = [
  makeRequest({
    id: 'r5',
    serviceTitle: 'Sent Pending',
    myRole: 'REQUESTER',
    otherParty: { id: 'c1', fullName: 'Maya Coach' },
  }),
  makeRequest({
    id: 'r6',
    serviceTitle: 'Sent Scheduled',
    status: 'ACCEPTED',
    myRole: 'REQUESTER',
    otherParty: { id: 'c2', fullName: 'Lee Coach', hasAvailability: true, email: 'lee@example.com' },
  }),
  makeRequest({
    id: 'r7',
    serviceTitle: 'Sent Declined',
    status: 'DECLINED',
    myRole: 'REQUESTER',
    respondedAt: '2030-01-02T10:00:00.000Z',
  }),
];

// Reloaded after failures (the request may have moved on): answer every time.
const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const lists = [
  { request: { query: ReceivedRequestsQuery }, ...always, result: { data: { receivedRequests: received } } },
  { request: { query: SentRequestsQuery }, ...always, result: { data: { sentRequests: sent } } },
  // r6 already has a proposed session: 'View Sessions' instead of 'Schedule Session'.
  {
    request: { query: RequestSessionsQuery },
    ...always,
    result: { data: { mySessions: [makeSession({ id: 'ss1', exchangeRequestId: 'r6' })] } },
  },
];

function card(title: string) {
  return screen.getByRole('article', { name: title });
}
/** Every card starts with "Messages" (its thread), then the buttons its status and role allow. */
function buttonNames(title: string) {
  return within(card(title))
    .queryAllByRole('button')
    .map((b) => b.textContent);
}

describe('ExchangeRequestsView', () => {
  it('shows Received and Sent with counts, and the buttons each status and role allow', async () => {
    const user = userEvent.setup();
    const onViewSessions = vi.fn();
    renderWithProviders(<ExchangeRequestsView onViewSessions={onViewSessions} onOpenSwaps={vi.fn()} />, lists);

    expect(await screen.findByRole('tab', { name: 'Received (4)' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Sent (3)' })).not.toBeNull();

    // Pending, received: Accept and Decline; the requester's name, premium badge, message, cost.
    const pending = card('Pending Logo');
    expect(buttonNames('Pending Logo')).toEqual(['Messages', 'Accept', 'Decline']);
    expect(within(pending).getByText('Sam Student')).not.toBeNull();
    expect(within(pending).getByText('Verified')).not.toBeNull();
    expect(within(pending).getByText("Hi! I'd like to exchange 5 EP for your Logo Design service.")).not.toBeNull();
    expect(within(pending).getByText('5 EP')).not.toBeNull();
    expect(within(pending).getByText('Pending')).not.toBeNull();
    expect(within(pending).queryByText(/@example.com/)).toBeNull();

    // Accepted, the other party has no availability: no scheduling, but the contact and Mark Complete.
    expect(buttonNames('Accepted No Slots')).toEqual(['Messages', 'Mark Complete']);
    expect(within(card('Accepted No Slots')).getByText('No Availability Set')).not.toBeNull();
    expect(within(card('Accepted No Slots')).getByRole('link', { name: 'nora@example.com' }).getAttribute('href')).toBe(
      'mailto:nora@example.com',
    );

    expect(buttonNames('Accepted With Slots')).toEqual(['Messages', 'Schedule Session', 'Mark Complete']);
    expect(within(card('Accepted With Slots')).queryByText('No Availability Set')).toBeNull();
    expect(buttonNames('Done Deal')).toEqual(['Messages', 'Write Testimonial']);

    await user.click(screen.getByRole('tab', { name: 'Sent (3)' }));
    expect(buttonNames('Sent Pending')).toEqual(['Messages', 'Cancel']);
    expect(within(card('Sent Pending')).getByText('(on hold)', { exact: false })).not.toBeNull();
    expect(buttonNames('Sent Scheduled')).toEqual(['Messages', 'View Sessions']);
    expect(buttonNames('Sent Declined')).toEqual(['Messages']);
    expect(within(card('Sent Declined')).getByText('Declined', { selector: '.status-badge' })).not.toBeNull();

    await user.click(within(card('Sent Scheduled')).getByRole('button', { name: 'View Sessions' }));
    expect(onViewSessions).toHaveBeenCalledTimes(1);
  });

  it('accepts with a session date about 7 days ahead and shows the new state', async () => {
    const user = userEvent.setup();
    const calls: Array<{ input: { requestId: string; action: string; sessionDate: string } }> = [];
    const accepted = {
      ...received[0],
      status: 'ACCEPTED',
      sessionDate: '2030-01-08T10:00:00.000Z',
      contactEmail: 'sam@example.com',
      viewer: makeViewerChanges(),
    };
    renderWithProviders(<ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={vi.fn()} />, [
      ...lists,
      {
        request: { query: RespondToRequestMutation, variables: capture(calls) },
        result: { data: { respondToRequest: accepted } },
      },
    ]);
    await user.click(
      await within(await screen.findByRole('article', { name: 'Pending Logo' })).findByRole('button', {
        name: 'Accept',
      }),
    );

    expect((await screen.findByRole('status')).textContent).toBe('Exchange request accepted!');
    expect(calls).toHaveLength(1);
    expect(calls[0].input.requestId).toBe('r1');
    expect(calls[0].input.action).toBe('ACCEPT');
    const days = (new Date(calls[0].input.sessionDate).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    await waitFor(() => expect(buttonNames('Pending Logo')).toEqual(['Messages', 'Schedule Session']));
    expect(within(card('Pending Logo')).getByText('sam@example.com')).not.toBeNull();
  });

  it("toasts the server's reason when it refuses, and 'Failed to cancel request…' when no answer came", async () => {
    const user = userEvent.setup();
    const declines: Array<{ input: { action: string; sessionDate: string | null } }> = [];
    renderWithProviders(<ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={vi.fn()} />, [
      ...lists,
      {
        request: { query: RespondToRequestMutation, variables: capture(declines) },
        result: { errors: [new GraphQLError('This request is no longer pending')] },
      },
      { request: { query: CancelRequestMutation, variables: { requestId: 'r5' } }, error: new Error('offline') },
    ]);
    await user.click(
      await within(await screen.findByRole('article', { name: 'Pending Logo' })).findByRole('button', {
        name: 'Decline',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This request is no longer pending');
    expect(declines[0].input).toEqual({ requestId: 'r1', action: 'DECLINE', sessionDate: null });

    await user.click(await screen.findByRole('tab', { name: 'Sent (3)' }));
    await user.click(
      await within(await screen.findByRole('article', { name: 'Sent Pending' })).findByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Failed to cancel request. Please try again.',
      ),
    );
  });

  it("offers a swap's or ring's pending request no Accept or Decline: it sends the member to For you", async () => {
    const user = userEvent.setup();
    const onOpenSwaps = vi.fn();
    const swapRequests = [
      makeRequest({ id: 'w1', serviceTitle: 'Swapped Logo', swapId: 's1', swapKind: 'pair' }),
      makeRequest({ id: 'w2', serviceTitle: 'Ringed Copy', swapId: 's2', swapKind: 'ring' }),
    ];
    renderWithProviders(<ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={onOpenSwaps} />, [
      { request: { query: ReceivedRequestsQuery }, result: { data: { receivedRequests: swapRequests } } },
      { request: { query: SentRequestsQuery }, result: { data: { sentRequests: [] } } },
      { request: { query: RequestSessionsQuery }, result: { data: { mySessions: [] } } },
    ]);
    await screen.findByRole('article', { name: 'Swapped Logo' });
    expect(buttonNames('Swapped Logo')).toEqual(['Messages', 'Answer the swap']);
    expect(
      within(card('Swapped Logo')).getByText('Part of a swap: answer it with the swap in For you.'),
    ).not.toBeNull();
    expect(buttonNames('Ringed Copy')).toEqual(['Messages', 'Answer the ring']);
    await user.click(within(card('Ringed Copy')).getByRole('button', { name: 'Answer the ring' }));
    expect(onOpenSwaps).toHaveBeenCalledTimes(1);
  });

  it('says so when a list is empty', async () => {
    renderWithProviders(<ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={vi.fn()} />, [
      { request: { query: ReceivedRequestsQuery }, result: { data: { receivedRequests: [] } } },
      { request: { query: SentRequestsQuery }, result: { data: { sentRequests: [] } } },
      { request: { query: RequestSessionsQuery }, result: { data: { mySessions: [] } } },
    ]);
    expect(await screen.findByText('No requests received yet')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Received (0)' })).not.toBeNull();
  });

  describe('the session time', () => {
    beforeEach(() => {
      resetSessionForTests();
      // The member lives in New York; the browser running the tests is on UTC.
      saveSession(TEST_TOKEN, makeUser({ timezone: 'America/New_York' }));
    });

    it("shows it like My Sessions: the slot in its owner's timezone and the reader's own time, never the browser's zone", async () => {
      const requests = [
        makeRequest({
          id: 'r1',
          serviceTitle: 'Agreed In Tokyo',
          status: 'ACCEPTED',
          sessionDate: '2030-01-08T01:00:00.000Z',
          canComplete: true,
          otherParty: { id: 'p1', fullName: 'Kei Coach', hasAvailability: true, email: 'kei@example.com' },
        }),
        makeRequest({
          id: 'r2',
          serviceTitle: 'Accepted Not Scheduled',
          status: 'ACCEPTED',
          sessionDate: '2030-01-08T02:00:00.000Z',
          canComplete: true,
          otherParty: { id: 'p2', fullName: 'Nora Busy', hasAvailability: true, email: 'nora@example.com' },
        }),
      ];
      const agreed = makeSession({
        id: 'ss1',
        exchangeRequestId: 'r1',
        status: 'ACCEPTED',
        proposedDate: '2030-01-08',
        proposedTimeSlot: '10:00',
        timezone: 'Asia/Tokyo',
        startsAt: '2030-01-08T01:00:00.000Z',
      });
      renderWithProviders(<ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={vi.fn()} />, [
        { request: { query: ReceivedRequestsQuery }, ...always, result: { data: { receivedRequests: requests } } },
        { request: { query: SentRequestsQuery }, ...always, result: { data: { sentRequests: [] } } },
        {
          request: { query: RequestSessionsQuery },
          ...always,
          result: {
            data: {
              mySessions: [
                agreed,
                makeSession({ id: 'old', exchangeRequestId: 'r1', status: 'REJECTED', proposedTimeSlot: '15:00' }),
              ],
            },
          },
        },
      ]);

      const session = (title: string) => {
        const fact = within(card(title)).getByText('Session').parentElement!;
        return fact.querySelector('dd')!.textContent;
      };
      await screen.findByRole('article', { name: 'Agreed In Tokyo' });
      await waitFor(() => expect(session('Agreed In Tokyo')).toContain('(Asia/Tokyo)'));
      expect(session('Agreed In Tokyo')).toBe('Tue, Jan 8, 2030, 10:00 (Asia/Tokyo) · your time: Jan 7, 2030, 8:00 PM');
      // No session agreed yet: the day the acceptance set, in the member's timezone (Jan 7 in New York, Jan 8 in UTC).
      expect(session('Accepted Not Scheduled')).toBe('Jan 7, 2030');
    });
  });
});
