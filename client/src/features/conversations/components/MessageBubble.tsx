import { useIntl } from 'react-intl';
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

/**
 * One message of a thread: the member's own on the end side (the right, the left in a right-to-left
 * language), the other party's on the start side.
 */
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
  const intl = useIntl();
  const message = useFragment(MessageBubble_messageFragment, ref);
  const author = mine
    ? intl.formatMessage({ id: 'conversations.message.byMe', defaultMessage: 'You:' })
    : intl.formatMessage({ id: 'conversations.message.byOther', defaultMessage: '{name}:' }, { name: authorName });
  return (
    <li className={`message ${mine ? 'message--mine' : 'message--theirs'}`}>
      <span className="sr-only">{author} </span>
      <MessageBody body={message.body} />
      <time className="message__time" dateTime={message.createdAt}>
        {formatDateTime(message.createdAt, timeZone)}
      </time>
    </li>
  );
}
