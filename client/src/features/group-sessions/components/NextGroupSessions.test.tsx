import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApolloClient } from '@apollo/client/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionForTests, saveSession } from '../../../shared/viewer/session';
import {
  CATEGORIES,
  makeConnection,
  makeService,
  makeUser,
  makeViewerChanges,
  TEST_TOKEN,
} from '../../../test/fixtures';
import { makeGroupSession } from '../../../test/groupSessionFixtures';
import { answerAlways, renderWithProviders } from '../../../test/render';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { DiscoverServicesQuery, DiscoverView } from '../../discover';
import { applySeatCounts, type SeatCounts } from '../lib/cache';
import { GroupSessionQuery, GroupSessionSeatEventsSubscription, JoinGroupSessionMutation } from '../operations';

const categoriesMock = answerAlways(CategoriesQuery, { data: { categories: CATEGORIES } });

const workshop = makeGroupSession({ id: 'g1', seatsTaken: 1, seatsLeft: 2 });
const full = makeGroupSession({
  id: 'g2',
  startsAt: '2031-12-09T10:00:00.000Z',
  sessionDate: '2031-12-09',
  seats: 2,
  seatsTaken: 2,
  seatsLeft: 0,
  waitlisted: 1,
  viewerAction: 'JOIN_WAITLIST',
});
const services = [
  makeService({
    id: 's1',
    title: 'Instagram Growth Workshop',
    maxParticipants: 3,
    nextGroupSessions: [workshop, full],
  }),
  makeService({
    id: 's2',
    title: 'My Own Workshop',
    maxParticipants: 3,
    coach: { id: 'me', fullName: 'Jane Doe' },
    nextGroupSessions: [makeGroupSession({ id: 'g3', viewerAction: 'OWN', coachId: 'me' })],
  }),
  makeService({
    id: 's3',
    title: 'Booked Workshop',
    maxParticipants: 3,
    nextGroupSessions: [
      makeGroupSession({ id: 'g4', myStatus: 'BOOKED', viewerAction: 'LEAVE', canLeave: true, seatsLeft: 2 }),
    ],
  }),
  makeService({ id: 's4', title: 'One To One' }),
];
const servicesMock = answerAlways(DiscoverServicesQuery, {
  data: { services: { __typename: 'ServiceConnection', totalCountIsCapped: false, ...makeConnection(services) } },
});

/** Discover, with a button for each seat count event that may reach this client. */
function Harness({ events = [] }: { events?: SeatCounts[] }) {
  const client = useApolloClient();
  return (
    <>
      {events.map((event, i) => (
        <button key={i} type="button" onClick={() => applySeatCounts(client.cache, event)}>
          {`Seat event ${i + 1}`}
        </button>
      ))}
      <DiscoverView viewerId="me" />
    </>
  );
}

const line = (card: HTMLElement, when: string) => within(card).getByText(when).closest('li') as HTMLElement;

beforeEach(() => {
  resetSessionForTests();
  saveSession(TEST_TOKEN, makeUser({ id: 'me', timezone: 'UTC' }));
});

describe('a service’s next group sessions (Discover)', () => {
  it('shows when, the seats left, and Join, Join waitlist or Leave — nothing to book on one’s own', async () => {
    renderWithProviders(<Harness />, [categoriesMock, servicesMock]);
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    const first = line(card, 'Tue 2 Dec, 10:00');
    expect(first.textContent).toContain('Tue 2 Dec, 10:00 · 2 of 3 seats left');
    expect(within(first).getByRole('button', { name: /^Join:/ }).textContent).toBe('Join');
    const second = line(card, 'Tue 9 Dec, 10:00');
    expect(within(second).getByText('Full · 1 waiting')).not.toBeNull();
    expect(within(second).getByRole('button').textContent).toBe('Join waitlist');

    const own = screen.getByRole('article', { name: 'My Own Workshop' });
    expect(within(own).getByText('You coach it')).not.toBeNull();
    expect(within(own).queryByRole('button', { name: /Join/ })).toBeNull();

    const booked = screen.getByRole('article', { name: 'Booked Workshop' });
    expect(within(booked).getByText('Booked')).not.toBeNull();
    expect(within(booked).getByRole('button', { name: /^Leave:/ }).textContent).toBe('Leave');

    // A service without group sessions shows none.
    expect(within(screen.getByRole('article', { name: 'One To One' })).queryByText('Group sessions')).toBeNull();
  });

  it("books a seat, and says the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, [
      categoriesMock,
      servicesMock,
      {
        request: { query: JoinGroupSessionMutation, variables: { id: 'g2' } },
        result: { errors: [new GraphQLError("You don't have enough Energy Points for this exchange!")] },
      },
      // After a refusal the occurrence is read again (it may have changed meanwhile).
      { request: { query: GroupSessionQuery, variables: { id: 'g2' } }, result: { data: { groupSession: full } } },
      {
        request: { query: JoinGroupSessionMutation, variables: { id: 'g1' } },
        result: {
          data: {
            joinGroupSession: {
              ...workshop,
              serviceId: 's1',
              myStatus: 'BOOKED',
              viewerAction: 'LEAVE',
              canLeave: true,
              seatsTaken: 2,
              seatsLeft: 1,
              viewer: makeViewerChanges({ id: 'me' }),
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    await user.click(within(line(card, 'Tue 9 Dec, 10:00')).getByRole('button', { name: /^Join waitlist:/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You don't have enough Energy Points for this exchange!",
    );

    await user.click(within(line(card, 'Tue 2 Dec, 10:00')).getByRole('button', { name: /^Join:/ }));
    expect(await screen.findByText('You booked a seat!')).not.toBeNull();
    const booked = line(card, 'Tue 2 Dec, 10:00');
    await waitFor(() => expect(booked.textContent).toContain('1 of 3 seats left'));
    expect(within(booked).getByText('Booked')).not.toBeNull();
    expect(within(booked).getByRole('button').textContent).toBe('Leave');
  });

  it('follows seat counts live: the last seat taken turns Join into Join waitlist, a freed one back', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        events={[
          { groupSessionId: 'g1', serviceId: 's1', status: 'SCHEDULED', seatsTaken: 3, seatsLeft: 0, waitlisted: 0 },
          { groupSessionId: 'g1', serviceId: 's1', status: 'SCHEDULED', seatsTaken: 2, seatsLeft: 1, waitlisted: 0 },
        ]}
      />,
      [categoriesMock, servicesMock],
    );
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    await user.click(screen.getByRole('button', { name: 'Seat event 1' }));
    const first = line(card, 'Tue 2 Dec, 10:00');
    await waitFor(() => expect(first.textContent).toContain('Full'));
    expect(within(first).getByRole('button').textContent).toBe('Join waitlist');

    await user.click(screen.getByRole('button', { name: 'Seat event 2' }));
    await waitFor(() => expect(line(card, 'Tue 2 Dec, 10:00').textContent).toContain('1 of 3 seats left'));
    expect(within(line(card, 'Tue 2 Dec, 10:00')).getByRole('button').textContent).toBe('Join');
  });

  it('drops an occurrence its coach cancelled from the card, live, and keeps the others', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        events={[
          { groupSessionId: 'g1', serviceId: 's1', status: 'CANCELLED', seatsTaken: 0, seatsLeft: 3, waitlisted: 0 },
        ]}
      />,
      [categoriesMock, servicesMock],
    );
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    expect(card.textContent).toContain('Tue 2 Dec, 10:00');
    expect(card.textContent).toContain('Tue 9 Dec, 10:00');
    await user.click(screen.getByRole('button', { name: 'Seat event 1' }));
    await waitFor(() => expect(card.textContent).not.toContain('Tue 2 Dec, 10:00'));
    expect(card.textContent).toContain('Tue 9 Dec, 10:00');
  });

  it('hears the seat events over the subscription while Discover is open', async () => {
    renderWithProviders(<Harness />, [
      categoriesMock,
      servicesMock,
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
              waitlisted: 0,
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Instagram Growth Workshop' });
    await act(async () => {});
    await waitFor(() => expect(line(card, 'Tue 2 Dec, 10:00').textContent).toContain('1 of 3 seats left'));
  });
});
