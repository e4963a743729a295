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
});
