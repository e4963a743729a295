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
/** The fields of a session that the other party's answer changes. */
const SESSION_STATE = ['status', 'awaitingMyResponse'] as const;

// A client-only read of the session's request. Codegen's `graphql()` (not Apollo's `gql` tag, which
// would bring graphql's parser into the signed-in app): the production build imports it precompiled.
const SessionRequestId = graphql(`
  fragment SessionRequestId on SessionType {
    exchangeRequestId
  }
`);

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
): void {
  const ref = notification.reference;
  // The full Notifications view lists it on top of its first page.
  evictRootFields(cache, ['notifications']);
  switch (notification.type) {
    case 'exchange_request':
      // A request for one of the member's services: their Received tab gains it.
      evictRootFields(cache, ['receivedRequests']);
      break;
    case 'exchange_accepted':
    case 'exchange_declined':
    case 'exchange_cancelled':
    case 'exchange_expired':
      if (ref) evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: ref }, REQUEST_STATE);
      break;
    case 'exchange_completed':
      if (ref) evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: ref }, REQUEST_STATE);
      // Its sessions still open were cancelled with it.
      evictRootFields(cache, ['mySessions']);
      break;
    case 'dispute_opened':
    case 'dispute_resolved':
      // The exchange's dispute was opened or settled: its card reads the dispute again, and a
      // reversed exchange can no longer be reviewed or disputed.
      if (ref)
        evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: ref }, [
          'dispute',
          'canDispute',
          'canReview',
        ]);
      break;
    case 'session_proposal':
      // A session proposed for one of the member's exchanges: My Sessions gains it.
      evictRootFields(cache, ['mySessions']);
      break;
    case 'session_accepted':
    case 'session_rejected':
    case 'session_cancelled': {
      if (!ref) break;
      const session = { __typename: 'SessionType', id: ref };
      // An accepted session's time becomes its exchange's session date.
      const requestId = cache.readFragment({
        id: cache.identify(session),
        fragment: SessionRequestId,
      })?.exchangeRequestId;
      evictEntityFields(cache, session, SESSION_STATE);
      if (requestId && notification.type === 'session_accepted') {
        evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: requestId }, ['sessionDate', 'canComplete']);
      }
      break;
    }
    case 'testimonial_received':
      // About the member: their Received tab gains it, and a public one shows on their coach profile.
      evictRootFields(cache, ['receivedTestimonials']);
      if (viewerId) coachTestimonialsChanged(cache, viewerId);
      break;
    case 'swap_proposed':
      // A swap or ring proposed to the member: For you gains it, its requests join the Received and Sent tabs.
      evictRootFields(cache, ['mySwaps', 'myRings', 'matches', 'receivedRequests', 'sentRequests']);
      break;
    case 'swap_accepted':
    case 'swap_declined':
    case 'swap_completed':
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
    case 'need_answered':
      // Someone offered a service for one of the member's needs: My needs shows it.
      evictRootFields(cache, ['myNeeds']);
      break;
    case 'match_alert':
      evictRootFields(cache, ['matches']);
      break;
    default:
      // A kind this client does not know changes nothing it shows.
      break;
  }
}
