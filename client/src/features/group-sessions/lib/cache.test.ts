import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { applySeatCounts, type SeatCounts } from './cache';

/** An occurrence as its coach's card caches it: counts, its coach, its roster of one booked seat. */
function coachCache() {
  const cache = new InMemoryCache();
  cache.restore({
    'GroupSession:g1': {
      __typename: 'GroupSession',
      id: 'g1',
      status: 'SCHEDULED',
      coachId: 'coach',
      seatsTaken: 1,
      seatsLeft: 2,
      waitlisted: 0,
      roster: [
        { __typename: 'GroupSessionSeat', memberId: 'ann', fullName: 'Ann', status: 'BOOKED', waitlistRank: null },
      ],
    },
  });
  return cache;
}

const secondSeat: SeatCounts = {
  groupSessionId: 'g1',
  serviceId: 's1',
  status: 'SCHEDULED',
  seatsTaken: 2,
  seatsLeft: 1,
  waitlisted: 0,
};

describe('applySeatCounts', () => {
  it('takes the counts in place and says the roster is shown when the cache holds it', () => {
    const cache = coachCache();
    expect(applySeatCounts(cache, secondSeat)).toEqual({ rosterShown: true });
    expect(cache.extract()['GroupSession:g1']).toMatchObject({ seatsTaken: 2, seatsLeft: 1 });
  });

  it("still says so to its coach when the booking's notification evicted the roster first", () => {
    const cache = coachCache();
    // What the coach's notification of the same booking does (notifications' arrivals).
    cache.evict({ id: 'GroupSession:g1', fieldName: 'roster' });
    expect(applySeatCounts(cache, secondSeat, 'coach')).toEqual({ rosterShown: true });
    // Anyone else sees no roster: nothing to read again.
    expect(applySeatCounts(cache, secondSeat, 'ann')).toEqual({ rosterShown: false });
    expect(applySeatCounts(cache, secondSeat)).toEqual({ rosterShown: false });
  });
});
