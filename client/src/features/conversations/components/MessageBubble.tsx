import { FormattedMessage } from 'react-intl';
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
  const message = useFragment(MessageBubble_messageFragment, ref);
  return (
    <li className={`message ${mine ? 'message--mine' : 'message--theirs'}`}>
      <span className="sr-only">
        {mine ? (
          <FormattedMessage id="conversations.message.byMe" defaultMessage="You:" />
        ) : (
          <FormattedMessage id="conversations.message.byOther" defaultMessage="{name}:" values={{ name: authorName }} />
        )}{' '}
      </span>
      <MessageBody body={message.body} />
      <time className="message__time" dateTime={message.createdAt}>
        {formatDateTime(message.createdAt, timeZone)}
      </time>
    </li>
  );
}
