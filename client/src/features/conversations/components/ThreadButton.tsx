import { lazy, Suspense, useRef, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { useOpenWhenAsked, type ItemToOpen } from '../../../shared/lib/shellNavigation';
import { Button, Icon } from '../../../shared/ui';
import type { ThreadDialogProps } from './ThreadDialog';
import './threadButton.css';

const ThreadDialog = lazy(() => import('./ThreadDialog').then((m) => ({ default: m.ThreadDialog })));

export const ThreadButton_requestFragment = graphql(`
  fragment ThreadButton_request on ExchangeRequestType {
    id
    unreadCount
    service {
      id
      title
    }
    otherParty {
      id
      fullName
    }
  }
`);

/** "Messages" on a request or session card, with the thread's unread count; opens the thread. */
export function ThreadButton({
  request: ref,
  describedBy,
}: {
  request: FragmentType<typeof ThreadButton_requestFragment>;
  describedBy?: string;
}) {
  const request = useFragment(ThreadButton_requestFragment, ref);
  return (
    <MessagesButton
      unread={request.unreadCount}
      describedBy={describedBy}
      item={{ kind: 'request', id: request.id }}
      thread={{
        requestId: request.id,
        serviceTitle: request.service.title,
        otherPartyName: request.otherParty.fullName,
      }}
    />
  );
}

/** "Messages" on a group session's card (its coach's and its seat holders'): the occurrence's thread. */
export function GroupThreadButton({
  groupSessionId,
  title,
  unread,
  describedBy,
}: {
  groupSessionId: string;
  /** Its service and date, the dialog's title. */
  title: string;
  unread: number;
  describedBy?: string;
}) {
  return (
    <MessagesButton
      unread={unread}
      describedBy={describedBy}
      item={{ kind: 'groupSession', id: groupSessionId }}
      thread={{ groupSessionId, title }}
    />
  );
}

const MESSAGES_BUTTON = defineMessage({ id: 'conversations.messages.button', defaultMessage: 'Messages' });

type DialogThread = DistributiveOmit<ThreadDialogProps, 'onClose'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function MessagesButton({
  unread,
  describedBy,
  item,
  thread,
}: {
  unread: number;
  describedBy?: string;
  /** The request or group session whose thread it is: opened by itself when a notification's click asks for it. */
  item: ItemToOpen;
  thread: DialogThread;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Its card brought into view behind the dialog.
  useOpenWhenAsked(item, buttonRef, () => setOpen(true));
  return (
    <>
      <Button
        ref={buttonRef}
        size="sm"
        variant="secondary"
        icon={<Icon name="message" size={15} />}
        aria-describedby={describedBy}
        aria-label={
          unread > 0
            ? intl.formatMessage(
                { id: 'conversations.messages.buttonUnread', defaultMessage: 'Messages, {count} unread' },
                { count: unread },
              )
            : intl.formatMessage(MESSAGES_BUTTON)
        }
        onClick={() => setOpen(true)}
      >
        <FormattedMessage {...MESSAGES_BUTTON} />
        {/* The count is drawn by CSS (data-count): the visible text stays "Messages", which the
            name "Messages, N unread" contains, as label-in-name asks (each language's name begins
            with its visible word). */}
        {unread > 0 && (
          <span className="thread-badge" aria-hidden="true" data-count={unread > 9 ? '9+' : String(unread)} />
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ThreadDialog {...thread} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
