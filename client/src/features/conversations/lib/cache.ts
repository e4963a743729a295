import type { ApolloCache, Reference } from '@apollo/client';

interface MessagesField {
  totalCount: number;
  pageInfo: unknown;
  nodes: Reference[];
}

/**
 * A message the member sent or received goes on top of its thread, if that thread is loaded, once:
 * the mutation's answer and the live event carry the same message. The message itself is already
 * in the cache (Apollo writes both answers, whole, before this runs); only the list gains it.
 */
export function addMessageToThread(cache: ApolloCache, message: { id: string; requestId: string | null }): void {
  // A group session's message (no request): no request thread of this feature holds it.
  if (!message.requestId) return;
  const requestId = cache.identify({ __typename: 'ExchangeRequestType', id: message.requestId });
  const messageId = cache.identify({ __typename: 'Message', id: message.id });
  if (!requestId || !messageId) return;
  cache.modify({
    id: requestId,
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

/** The member's unread count of one thread, as the server said it (a live event). */
export function setThreadUnread(cache: ApolloCache, requestId: string | null, unreadCount: number): void {
  if (!requestId) return; // a group session's thread
  const id = cache.identify({ __typename: 'ExchangeRequestType', id: requestId });
  if (!id) return;
  cache.modify({ id, fields: { unreadCount: () => unreadCount } });
}
