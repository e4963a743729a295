import type { ApolloCache, Reference } from '@apollo/client';
import { isCachedObject, referencesIn } from '../../../shared/lib/cacheUpdates';

/*
 * The group sessions' changes to the normalised cache that an answer cannot make by itself: the
 * counts a live seat event carries, and the lists that gain or lose an occurrence (one field each).
 */

/** A seat count event (`groupSessionSeatEvents`). */
export interface SeatCounts {
  groupSessionId: string;
  serviceId: string;
  status: string;
  seatsTaken: number;
  seatsLeft: number;
  waitlisted: number;
}

const groupSessionId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'GroupSession', id });

/**
 * A seat was taken or freed somewhere: the occurrence's counts change in place wherever it is shown.
 * Only the seats left decide between Join and Join waitlist, so that button follows them too. An
 * occurrence the cache does not hold yet is a new one: the cards of its service read their next
 * occurrences again. An occurrence that ended (cancelled by its coach, completed) takes its new
 * status and leaves its service's cards, which list only what can still be booked. Answers whether a
 * roster is shown (`viewerId` coaches it): who booked or waits is not in the event, so the caller
 * reads the occurrence again.
 */
export function applySeatCounts(
  cache: ApolloCache,
  event: SeatCounts,
  viewerId: string | null = null,
): { rosterShown: boolean } {
  const id = groupSessionId(cache, event.groupSessionId);
  if (!id) return { rosterShown: false };
  const service = cache.identify({ __typename: 'Service', id: event.serviceId });
  if (event.status !== 'SCHEDULED') {
    cache.modify({ id, fields: { status: () => event.status } });
    if (service)
      cache.modify({
        id: service,
        fields: {
          nextGroupSessions: (existing: unknown) => referencesIn(existing).filter((r) => r.__ref !== id),
        },
      });
  }
  // Set when the cache holds the occurrence (a view read its counts): a modifier runs only for a field there.
  let known = false;
  const count = (value: number) => () => {
    known = true;
    return value;
  };
  let hasRoster = false;
  let coachId: unknown = null;
  cache.modify({
    id,
    fields: {
      coachId: (value: unknown) => {
        coachId = value;
        return value;
      },
      seatsTaken: count(event.seatsTaken),
      seatsLeft: count(event.seatsLeft),
      waitlisted: count(event.waitlisted),
      viewerAction: (action: unknown) =>
        action === 'JOIN' || action === 'JOIN_WAITLIST' ? (event.seatsLeft > 0 ? 'JOIN' : 'JOIN_WAITLIST') : action,
      roster: (roster: unknown) => {
        hasRoster = Array.isArray(roster);
        return roster;
      },
    },
  });
  if (!known && event.status === 'SCHEDULED' && service) cache.evict({ id: service, fieldName: 'nextGroupSessions' });
  // Its coach's views show the roster, even when it is not in the cache right now: the notification
  // of the same booking evicts it, and may come first; the read that eviction starts can have left
  // before this seat was taken, so a read after this event is still needed.
  return { rosterShown: hasRoster || (viewerId !== null && coachId === viewerId) };
}

/** Which of a root field's stored arguments a list change is for. */
type ArgsMatch = (storeFieldName: string) => boolean;

/** Adds or removes one occurrence in the root lists `fieldName` whose arguments match (arrays or connections). */
function changeRootLists(
  cache: ApolloCache,
  fieldName: string,
  matches: ArgsMatch,
  entityId: string,
  change: 'add' | 'remove',
): void {
  const id = groupSessionId(cache, entityId);
  if (!id) return;
  const next = (refs: readonly Reference[], toReference: (id: string) => Reference | undefined) => {
    const has = refs.some((r) => r.__ref === id);
    if (change === 'remove') return has ? refs.filter((r) => r.__ref !== id) : null;
    const ref = toReference(id);
    return has || !ref ? null : [ref, ...refs];
  };
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName]: (existing: unknown, { storeFieldName, toReference }) => {
        if (!matches(storeFieldName)) return existing;
        if (Array.isArray(existing)) {
          const refs = referencesIn(existing);
          return next(refs, toReference) ?? refs;
        }
        if (!isCachedObject(existing)) return existing;
        const nodes = next(referencesIn(existing.nodes), toReference);
        if (!nodes) return existing;
        const total = typeof existing.totalCount === 'number' ? existing.totalCount : 0;
        return { ...existing, nodes, totalCount: total + (change === 'add' ? 1 : -1) };
      },
    },
  });
}

const withArg = (name: string, value: string): ArgsMatch => {
  const needle = `"${name}":${JSON.stringify(value)}`;
  return (storeFieldName) => storeFieldName.includes(needle);
};

/** The coach scheduled an occurrence: their service's list and their My Sessions gain it, the service's cards read theirs again. */
export function addScheduled(cache: ApolloCache, g: { id: string; serviceId: string }): void {
  changeRootLists(cache, 'groupSessions', withArg('serviceId', g.serviceId), g.id, 'add');
  changeRootLists(cache, 'myGroupSessions', withArg('role', 'COACH'), g.id, 'add');
  const service = cache.identify({ __typename: 'Service', id: g.serviceId });
  if (service) cache.evict({ id: service, fieldName: 'nextGroupSessions' });
}

/** A member booked a seat or joined the waitlist: their My Sessions gains the occurrence. */
export function addAttending(cache: ApolloCache, id: string): void {
  changeRootLists(cache, 'myGroupSessions', withArg('role', 'ATTENDEE'), id, 'add');
}

/** A member left: the occurrence leaves their My Sessions. */
export function removeAttending(cache: ApolloCache, id: string): void {
  changeRootLists(cache, 'myGroupSessions', withArg('role', 'ATTENDEE'), id, 'remove');
}
