import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { evictEntityFields, evictRootFields } from '../../../shared/lib/cacheUpdates';
import { coachTestimonialsChanged } from '../../testimonials';
import type { NotificationItem } from './cache';

/** The fields of a request that the other party's answer, cancellation or completion changes. */
const REQUEST_STATE = [
  'status',
  'respondedAt',
  'sessionDate',
  'completedAt',
  'canComplete',
  'canReview',
  'contactEmail',
] as const;
/**
 * The fields of a group session that its coach's act (cancel, complete), a freed seat given from
 * the waitlist, or a new booking (the coach's roster) change for the member told of it.
 */
const GROUP_SESSION_STATE = [
  'status',
  'myStatus',
  'myWaitlistRank',
  'canJoin',
  'canLeave',
  'canCancel',
  'canComplete',
  'viewerAction',
  'seatsTaken',
  'seatsLeft',
  'waitlisted',
  'roster',
] as const;
/** The fields of a session that the other party's answer changes. */
const SESSION_STATE = ['status', 'awaitingMyResponse'] as const;

// A client-only read of the session's request. Codegen's `graphql()` (not Apollo's `gql` tag, which
// would bring graphql's parser into the signed-in app): the production build imports it precompiled.
const SessionRequestId = graphql(`
  fragment SessionRequestId on SessionType {
    exchangeRequestId
  }
`);

/** What a question's own state is once it became a request. */
const QUESTION_STATE = ['requestId', 'canPropose', 'canConfirm'] as const;

/** Reads a notification asks for rather than dropping what it changed (see GROUP_SESSION_BOOKED). */
export interface ArrivalReads {
  /** Reads an occurrence's roster again, one read at a time per occurrence. */
  roster?: (groupSessionId: string) => void;
}

/** Whether the cache holds an occurrence's roster (a view of its coach read it). */
function rosterCached(cache: ApolloCache, groupSessionId: string): boolean {
  const id = cache.identify({ __typename: 'GroupSession', id: groupSessionId });
  let cached = false;
  if (id)
    cache.modify({
      id,
      fields: {
        roster: (roster: unknown) => {
          cached = true;
          return roster;
        },
      },
    });
  return cached;
}

/** The ids of the cached entities of one type (`Question:<id>`). */
function cachedIds(cache: ApolloCache, typename: string): string[] {
  const prefix = `${typename}:`;
  return Object.keys(cache.extract() as Record<string, unknown>)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

/**
 * Another member did something (a notification arrived, live or found by a poll): the cache drops
 * exactly what that changed — the one request or session its `reference` names, or the one list
 * that gained an item — so that only the queries showing it read it again. (The member's balance
 * and achievements come with the live event itself, on `viewer`.)
 */
export function applyNotification(
  cache: ApolloCache,
  notification: NotificationItem,
  viewerId: string | undefined,
  reads: ArrivalReads = {},
): void {
  const ref = notification.reference;
  // The full Notifications view lists it on top of its first page.
  evictRootFields(cache, ['notifications']);
  switch (notification.type) {
    case 'EXCHANGE_REQUEST':
      // A request for one of the member's services: their Received tab gains it. It may be a
      // question of theirs that the asker just confirmed: an open question (its thread's bar, the
      // Questions list) reads again whether it became a request, so it stops offering to propose.
      evictRootFields(cache, ['receivedRequests', 'myQuestions']);
      for (const question of cachedIds(cache, 'Question'))
        evictEntityFields(cache, { __typename: 'Question', id: question }, QUESTION_STATE);
      break;
    case 'EXCHANGE_ACCEPTED':
    case 'EXCHANGE_DECLINED':
    case 'EXCHANGE_CANCELLED':
    case 'EXCHANGE_EXPIRED':
      if (ref) evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: ref }, REQUEST_STATE);
      break;
    case 'EXCHANGE_COMPLETED':
      if (ref) evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: ref }, REQUEST_STATE);
      // Its sessions still open were cancelled with it.
      evictRootFields(cache, ['mySessions']);
      break;
    case 'DISPUTE_OPENED':
    case 'DISPUTE_RESOLVED':
      // The exchange's dispute was opened or settled: its card reads the dispute again, and a
      // reversed exchange can no longer be reviewed or disputed.
      if (ref)
        evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: ref }, [
          'dispute',
          'canDispute',
          'canReview',
        ]);
      break;
    case 'SESSION_PROPOSAL':
      // A session proposed for one of the member's exchanges: My Sessions gains it.
      evictRootFields(cache, ['mySessions']);
      break;
    case 'SESSION_ACCEPTED':
    case 'SESSION_REJECTED':
    case 'SESSION_CANCELLED': {
      if (!ref) break;
      const session = { __typename: 'SessionType', id: ref };
      // An accepted session's time becomes its exchange's session date.
      const requestId = cache.readFragment({
        id: cache.identify(session),
        fragment: SessionRequestId,
      })?.exchangeRequestId;
      evictEntityFields(cache, session, SESSION_STATE);
      if (requestId && notification.type === 'SESSION_ACCEPTED') {
        evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: requestId }, ['sessionDate', 'canComplete']);
      }
      break;
    }
    case 'TESTIMONIAL_RECEIVED':
      // About the member: their Received tab gains it, and a public one shows on their coach profile.
      evictRootFields(cache, ['receivedTestimonials']);
      if (viewerId) coachTestimonialsChanged(cache, viewerId);
      break;
    case 'SWAP_PROPOSED':
      // A swap or ring proposed to the member: For you gains it, its requests join the Received and Sent tabs.
      evictRootFields(cache, ['mySwaps', 'myRings', 'matches', 'receivedRequests', 'sentRequests']);
      break;
    case 'SWAP_ACCEPTED':
    case 'SWAP_DECLINED':
    case 'SWAP_COMPLETED':
      // The swap's (or ring's: a ring is a swap of three) state and its requests' states changed.
      if (ref)
        evictEntityFields(cache, { __typename: 'Swap', id: ref }, [
          'status',
          'canAccept',
          'canDecline',
          'canCancel',
          'held',
          'iGive',
          'iReceive',
        ]);
      if (ref)
        evictEntityFields(cache, { __typename: 'Ring', id: ref }, [
          'status',
          'canAccept',
          'canDecline',
          'canCancel',
          'members',
          'sides',
        ]);
      evictRootFields(cache, ['receivedRequests', 'sentRequests']);
      break;
    case 'GROUP_SESSION_BOOKED':
      // A member booked a seat of the coach's occurrence (or was given one from the waitlist): its
      // roster is read again through the same one-at-a-time read as its seat event asks for, which
      // may come before or after this. Dropping it instead would start a read of its own that could
      // answer after the seat event's and leave the roster a seat behind.
      if (!ref || !rosterCached(cache, ref)) break;
      if (reads.roster) reads.roster(ref);
      else evictEntityFields(cache, { __typename: 'GroupSession', id: ref }, ['roster']);
      break;
    case 'SEAT_AVAILABLE':
    case 'GROUP_SESSION_CANCELLED':
    case 'GROUP_SESSION_COMPLETED':
      // The member's seat changed (given from the waitlist, or taken off it), or the occurrence
      // ended: its card reads it again, and My Sessions its lists (a skipped member leaves them).
      if (ref) evictEntityFields(cache, { __typename: 'GroupSession', id: ref }, GROUP_SESSION_STATE);
      if (notification.type === 'SEAT_AVAILABLE') evictRootFields(cache, ['myGroupSessions']);
      break;
    case 'NEED_ANSWERED':
      // Someone offered a service for one of the member's needs: My needs shows it.
      evictRootFields(cache, ['myNeeds']);
      break;
    case 'MATCH_ALERT':
      evictRootFields(cache, ['matches']);
      break;
    default:
      // A kind this client does not know changes nothing it shows.
      break;
  }
}
