import type { ApolloCache, Reference } from '@apollo/client';

interface MessagesField {
  totalCount: number;
  pageInfo: unknown;
  nodes: Reference[];
}

/** A message as the cache helpers read it: its id and whose thread it is in (one of the two). */
export interface ThreadOf {
  requestId?: string | null;
  groupSessionId?: string | null;
  questionId?: string | null;
}

/**
 * The cache object that holds a thread: its exchange request, its group session or its question.
 * A question's message that also has a request is the request's: the question became it.
 */
function threadHolder(cache: ApolloCache, of: ThreadOf): string | undefined {
  if (of.requestId) return cache.identify({ __typename: 'ExchangeRequestType', id: of.requestId });
  if (of.groupSessionId) return cache.identify({ __typename: 'GroupSession', id: of.groupSessionId });
  if (of.questionId) return cache.identify({ __typename: 'Question', id: of.questionId });
  return undefined;
}

/**
 * A message the member sent or received goes on top of its thread (a request's or a group
 * session's), if that thread is loaded, once: the mutation's answer and the live event carry the
 * same message. The message itself is already in the cache (Apollo writes both answers, whole,
 * before this runs); only the list gains it.
 */
export function addMessageToThread(cache: ApolloCache, message: ThreadOf & { id: string }): void {
  const holder = threadHolder(cache, message);
  const messageId = cache.identify({ __typename: 'Message', id: message.id });
  if (!holder || !messageId) return;
  cache.modify({
    id: holder,
    fields: {
      messages: (value: unknown, { readField, toReference }): unknown => {
        const existing = value as MessagesField | undefined;
        const ref = toReference(messageId);
        if (!ref || !existing?.nodes || existing.nodes.some((node) => readField('id', node) === message.id))
          return value;
        const next: MessagesField = {
          ...existing,
          totalCount: existing.totalCount + 1,
          nodes: [ref, ...existing.nodes],
        };
        return next;
      },
    },
  });
}

/** The member's unread count of one thread, as the server said it (a live event, or marking it read). */
export function setThreadUnread(cache: ApolloCache, of: ThreadOf, unreadCount: number): void {
  const holder = threadHolder(cache, of);
  if (!holder) return;
  cache.modify({ id: holder, fields: { unreadCount: () => unreadCount } });
}
