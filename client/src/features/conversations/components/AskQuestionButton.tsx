import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Icon } from '../../../shared/ui';
import type { ConfirmableQuestion } from './QuestionBar';
import type { QuestionSubject } from './ThreadDialog';

const ThreadDialog = lazy(() => import('./ThreadDialog').then((m) => ({ default: m.ThreadDialog })));

/**
 * "Ask a question" on a service card, a coach profile or a need: a private thread with the member,
 * before any request. Asking again about the same subject writes into the same thread.
 */
export function AskQuestionButton({
  subject,
  title,
  otherPartyName,
  describedBy,
  onConfirmRequest,
}: {
  subject: QuestionSubject;
  title: string;
  otherPartyName: string;
  describedBy?: string;
  onConfirmRequest?: (question: ConfirmableQuestion) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Icon name="message" size={15} />}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="conversations.ask.button" defaultMessage="Ask a question" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <QuestionThread
            question={{ id: null, subject, title, otherPartyName }}
            onClose={() => setOpen(false)}
            onConfirmRequest={onConfirmRequest}
          />
        </Suspense>
      )}
    </>
  );
}

/** A question's thread dialog, opened by a host that keeps its own state (a card menu, a list). */
export function QuestionThread(props: {
  question: { id: string | null; subject: QuestionSubject; title: string; otherPartyName: string };
  onClose: () => void;
  onConfirmRequest?: (question: ConfirmableQuestion) => void;
}) {
  return (
    <Suspense fallback={null}>
      <ThreadDialog {...props} />
    </Suspense>
  );
}
