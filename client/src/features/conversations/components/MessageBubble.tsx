import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDateTime } from '../../../shared/lib/dates';
import { MessageBody } from './MessageBody';

export const MessageBubble_messageFragment = graphql(`
  fragment MessageBubble_message on Message {
    id
    body
    createdAt
  }
`);

/** One message of a thread: the member's own on the right, the other party's on the left. */
export function MessageBubble({
  message: ref,
  mine,
  authorName,
  timeZone,
}: {
  message: FragmentType<typeof MessageBubble_messageFragment>;
  mine: boolean;
  authorName: string;
  timeZone?: string;
}) {
  const message = useFragment(MessageBubble_messageFragment, ref);
  return (
    <li className={`message ${mine ? 'message--mine' : 'message--theirs'}`}>
      <span className="sr-only">{mine ? 'You' : authorName}: </span>
      <MessageBody body={message.body} />
      <time className="message__time" dateTime={message.createdAt}>
        {formatDateTime(message.createdAt, timeZone)}
      </time>
    </li>
  );
}
