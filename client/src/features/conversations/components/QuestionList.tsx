import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { QuestionFieldsFragment } from '../../../gql/graphql';
import { useOpenWhenAsked } from '../../../shared/lib/shellNavigation';
import { Button, EmptyState, Icon, ListSkeleton, LoadError } from '../../../shared/ui';
import { useLiveThreads } from '../hooks/useLiveThreads';
import { MyQuestionsQuery } from '../operations';
import { QuestionThread } from './AskQuestionButton';
import type { ConfirmableQuestion } from './QuestionBar';
import './threadButton.css';

const PAGE = 20;

/** Whom a question is with, and whether it became a request. */
const QUESTION_META = defineMessages<{
  to: { name: string };
  from: { name: string };
  toRequest: { name: string };
  fromRequest: { name: string };
}>({
  to: { id: 'conversations.questions.to', defaultMessage: 'To {name}' },
  from: { id: 'conversations.questions.from', defaultMessage: 'From {name}' },
  toRequest: { id: 'conversations.questions.toRequest', defaultMessage: 'To {name} · now a request' },
  fromRequest: { id: 'conversations.questions.fromRequest', defaultMessage: 'From {name} · now a request' },
});

const OPEN = defineMessage({ id: 'conversations.questions.open', defaultMessage: 'Open' });

/**
 * My questions, asked or asked of me, the latest activity first, each with its unread count and
 * its thread a click away. New messages set the counts live (the all-threads subscription).
 */
export function QuestionList({ onConfirmRequest }: { onConfirmRequest?: (question: ConfirmableQuestion) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const { data, previousData, loading, refetch, fetchMore } = useQuery(MyQuestionsQuery, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  useLiveThreads();
  const [open, setOpen] = useState<QuestionFieldsFragment | null>(null);
  const page = (data ?? previousData)?.myQuestions;

  let content;
  if (!page && loading)
    content = (
      <ListSkeleton
        label={intl.formatMessage({ id: 'conversations.questions.loading', defaultMessage: 'Loading questions' })}
        count={2}
      />
    );
  else if (!page)
    content = (
      <LoadError
        message={intl.formatMessage({
          id: 'conversations.questions.loadFailed',
          defaultMessage: 'Questions could not be loaded.',
        })}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  else if (page.nodes.length === 0)
    content = (
      <EmptyState
        icon="message"
        headingLevel={3}
        title={intl.formatMessage({ id: 'conversations.questions.emptyTitle', defaultMessage: 'No questions yet' })}
        description={intl.formatMessage({
          id: 'conversations.questions.emptyText',
          defaultMessage: 'Ask a coach anything before you request: “Ask a question” on a service, a coach or a need.',
        })}
      />
    );
  else
    content = (
      <>
        <ul className="question-list">
          {page.nodes.map((q) => (
            <QuestionRow key={q.id} question={q} onOpen={() => setOpen(q)} />
          ))}
        </ul>
        {page.pageInfo.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor } }).catch(() => {})}
          >
            <FormattedMessage id="conversations.questions.more" defaultMessage="Show more questions" />
          </Button>
        )}
      </>
    );

  return (
    <section className="question-section ui-stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="question-section__title">
        <FormattedMessage id="conversations.questions.title" defaultMessage="Questions" />
      </h2>
      {content}
      {open && (
        <QuestionThread
          question={{
            id: open.id,
            // An existing thread: its subject is only needed to ask a new one.
            subject: { memberId: open.otherMember.id },
            title: open.title,
            otherPartyName: open.otherMember.fullName,
          }}
          onClose={() => setOpen(null)}
          onConfirmRequest={onConfirmRequest}
        />
      )}
    </section>
  );
}

/** One question of the list, with its thread a click away; opened by itself when a notification's click asks for it. */
function QuestionRow({ question: q, onOpen }: { question: QuestionFieldsFragment; onOpen: () => void }) {
  const intl = useIntl();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenWhenAsked({ kind: 'question', id: q.id }, buttonRef, onOpen);
  return (
    <li className="question-list__item">
      <div>
        <p className="question-list__title">{q.title}</p>
        <p className="question-list__meta">
          <FormattedMessage
            {...(q.role === 'ASKER'
              ? q.requestId
                ? QUESTION_META.toRequest
                : QUESTION_META.to
              : q.requestId
                ? QUESTION_META.fromRequest
                : QUESTION_META.from)}
            values={{ name: q.otherMember.fullName }}
          />
        </p>
      </div>
      <Button
        ref={buttonRef}
        size="sm"
        variant="secondary"
        icon={<Icon name="message" size={15} />}
        aria-label={
          q.unreadCount > 0
            ? intl.formatMessage(
                { id: 'conversations.questions.openUnread', defaultMessage: 'Open, {count} unread' },
                { count: q.unreadCount },
              )
            : intl.formatMessage(OPEN)
        }
        onClick={onOpen}
      >
        <FormattedMessage {...OPEN} />
        {q.unreadCount > 0 && (
          <span
            className="thread-badge"
            aria-hidden="true"
            data-count={q.unreadCount > 9 ? '9+' : String(q.unreadCount)}
          />
        )}
      </Button>
    </li>
  );
}
