import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../../app/cachePolicies';
import { applyNotification } from './arrivals';

const arrival = (type: 'EXCHANGE_REQUEST' | 'TESTIMONIAL_RECEIVED') => ({
  id: `n-${type}`,
  type,
  title: 'New exchange request',
  message: 'Sam requested Guitar basics.',
  read: false,
  reference: 'r-1',
  url: '/?view=requests',
  createdAt: '2030-01-01T00:00:00.000Z',
});

/** A question the coach has open (its thread reads `question(id)`): not yet a request, so its bar offers to propose one. */
function cacheWithOpenQuestion() {
  const cache = new InMemoryCache({ typePolicies });
  cache.restore({
    'Question:q1': {
      __typename: 'Question',
      id: 'q1',
      title: 'Guitar basics',
      requestId: null,
      canPropose: true,
      canConfirm: false,
    },
    ROOT_QUERY: {
      __typename: 'Query',
      'question({"id":"q1"})': { __ref: 'Question:q1' },
      myQuestions: { __typename: 'QuestionConnection', totalCount: 1, nodes: [{ __ref: 'Question:q1' }] },
    },
  });
  return cache;
}

describe('applyNotification', () => {
  it('a new request reads the open questions again: the asker may just have confirmed one, which became it', () => {
    const cache = cacheWithOpenQuestion();
    applyNotification(cache, arrival('EXCHANGE_REQUEST'), 'coach');
    const question = cache.extract()['Question:q1'] as Record<string, unknown>;
    expect(question.title).toBe('Guitar basics');
    expect('requestId' in question).toBe(false);
    expect('canPropose' in question).toBe(false);
    expect((cache.extract().ROOT_QUERY as Record<string, unknown>).myQuestions).toBeUndefined();
  });

  it('another kind leaves the questions as they are', () => {
    const cache = cacheWithOpenQuestion();
    applyNotification(cache, arrival('TESTIMONIAL_RECEIVED'), 'coach');
    expect(cache.extract()['Question:q1']).toMatchObject({ requestId: null, canPropose: true });
  });

  describe("a booking of the coach's occurrence", () => {
    const booked = {
      ...arrival('EXCHANGE_REQUEST'),
      id: 'n-booked',
      type: 'GROUP_SESSION_BOOKED' as const,
      reference: 'g1',
      url: '/?view=sessions',
    };
    const cacheWithOccurrence = (roster: boolean) => {
      const cache = new InMemoryCache({ typePolicies });
      cache.restore({
        'GroupSession:g1': {
          __typename: 'GroupSession',
          id: 'g1',
          seatsTaken: 1,
          ...(roster
            ? { roster: [{ __typename: 'RosterSeat', memberId: 'm1', fullName: 'Sam', status: 'BOOKED' }] }
            : {}),
        },
        ROOT_QUERY: { __typename: 'Query', 'groupSession({"id":"g1"})': { __ref: 'GroupSession:g1' } },
      });
      return cache;
    };

    it('asks the roster read rather than dropping the roster (a dropped roster starts a read that may answer last)', () => {
      const cache = cacheWithOccurrence(true);
      const asked: string[] = [];
      applyNotification(cache, booked, 'coach', { roster: (id) => asked.push(id) });
      expect(asked).toEqual(['g1']);
      expect(cache.extract()['GroupSession:g1']).toHaveProperty('roster');
    });

    it('reads nothing for an occurrence whose roster no view shows', () => {
      const asked: string[] = [];
      applyNotification(cacheWithOccurrence(false), booked, 'coach', { roster: (id) => asked.push(id) });
      expect(asked).toEqual([]);
    });

    it('without a roster read, drops the roster so that a view of it reads it again', () => {
      const cache = cacheWithOccurrence(true);
      applyNotification(cache, booked, 'coach');
      expect(cache.extract()['GroupSession:g1']).not.toHaveProperty('roster');
      expect(cache.extract()['GroupSession:g1']).toMatchObject({ seatsTaken: 1 });
    });
  });
});
