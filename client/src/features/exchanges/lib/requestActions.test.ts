import { describe, expect, it } from 'vitest';
import { requestActions } from './requestActions';

const base = { canComplete: false, canReview: false, otherParty: { hasAvailability: true } };

describe('requestActions', () => {
  it('offers Accept and Decline to the coach of a pending request, Cancel to its requester', () => {
    expect(requestActions({ ...base, status: 'PENDING', myRole: 'COACH' }, false)).toEqual(['accept', 'decline']);
    expect(requestActions({ ...base, status: 'PENDING', myRole: 'REQUESTER' }, false)).toEqual(['cancel']);
  });

  it('offers no Accept, Decline or Cancel on a pending request of a swap or ring: it is answered there', () => {
    expect(requestActions({ ...base, status: 'PENDING', myRole: 'COACH', swapId: 'w1' }, false)).toEqual([
      'answerSwap',
    ]);
    expect(requestActions({ ...base, status: 'PENDING', myRole: 'REQUESTER', swapId: 'w1' }, false)).toEqual([
      'answerSwap',
    ]);
    // Once accepted it is an exchange like any other: scheduled and completed on its own.
    expect(requestActions({ ...base, status: 'ACCEPTED', myRole: 'COACH', swapId: 'w1' }, false)).toEqual(['schedule']);
  });

  it('schedules an accepted request only when the other party set availability', () => {
    expect(requestActions({ ...base, status: 'ACCEPTED', myRole: 'REQUESTER' }, false)).toEqual(['schedule']);
    expect(requestActions({ ...base, status: 'ACCEPTED', myRole: 'COACH' }, true)).toEqual(['viewSessions']);
    expect(
      requestActions(
        { ...base, status: 'ACCEPTED', myRole: 'REQUESTER', otherParty: { hasAvailability: false } },
        true,
      ),
    ).toEqual(['noAvailability']);
  });

  it('adds Mark Complete when the server says it can be completed', () => {
    expect(requestActions({ ...base, status: 'ACCEPTED', myRole: 'COACH', canComplete: true }, false)).toEqual([
      'schedule',
      'complete',
    ]);
    expect(
      requestActions(
        { ...base, status: 'ACCEPTED', myRole: 'COACH', canComplete: true, otherParty: { hasAvailability: false } },
        false,
      ),
    ).toEqual(['noAvailability', 'complete']);
  });

  it('offers a testimonial for a completed request the viewer has not reviewed; nothing on closed ones', () => {
    expect(requestActions({ ...base, status: 'COMPLETED', myRole: 'COACH', canReview: true }, false)).toEqual([
      'review',
    ]);
    expect(requestActions({ ...base, status: 'COMPLETED', myRole: 'COACH', canReview: false }, false)).toEqual([]);
    for (const status of ['DECLINED', 'CANCELLED', 'EXPIRED'] as const) {
      expect(
        requestActions({ ...base, status, myRole: 'REQUESTER', canComplete: true, canReview: true }, true),
      ).toEqual([]);
    }
  });
});
