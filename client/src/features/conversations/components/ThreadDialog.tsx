import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { messageOr } from '../../../shared/lib/errors';
import { useViewer } from '../../../shared/viewer/viewer';
import { Button, EmptyState, Icon, ListSkeleton, LoadError, Modal, useToast } from '../../../shared/ui';
import { useThread } from '../hooks/useThread';
import { MESSAGE_MAX_CHARS, messageLength } from '../lib/linkify';
import { MessageBubble } from './MessageBubble';
import { QuestionBar, type ConfirmableQuestion } from './QuestionBar';
import { AskQuestionMutation } from '../operations';
import './conversations.css';

/** What a question is about: one of the other member's services, one of their needs, or them. */
export type QuestionSubject = { serviceId: string } | { needId: string } | { memberId: string };

/** A question's thread to open: an existing one (`id`), or a new one, asked with its first message. */
export interface QuestionOpening {
  id: string | null;
  subject: QuestionSubject;
  /** What it is about, in words (a service's or need's title). */
  title: string;
  otherPartyName: string;
}

export type ThreadDialogProps = { onClose: () => void } & (
  | { requestId: string; serviceTitle: string; otherPartyName: string }
  /** A group session's thread; `title` says which (its service and date). */
  | { groupSessionId: string; title: string }
  /**
   * A question's thread. `onConfirmRequest` opens the request step (the host's Request Exchange
   * dialog) once the coach proposed a service; without it the bar says where to confirm.
   */
  | { question: QuestionOpening; onConfirmRequest?: (question: ConfirmableQuestion) => void }
);

/** What the dialog says, by whose thread it is. */
interface ThreadTexts {
  title: string;
  description: string;
  emptyText: string;
  logLabel: string;
  composerLabel: string;
  placeholder: string;
}

function textsOf(props: ThreadDialogProps, intl: IntlShape): ThreadTexts {
  if ('question' in props) {
    const { otherPartyName: name, title } = props.question;
    return {
      title: intl.formatMessage(
        { id: 'conversations.thread.question.title', defaultMessage: 'Questions with {name}' },
        { name },
      ),
      description: intl.formatMessage(
        {
          id: 'conversations.thread.question.description',
          defaultMessage: 'About “{title}”. Only the two of you can read it.',
        },
        { title },
      ),
      emptyText: intl.formatMessage(
        {
          id: 'conversations.thread.question.empty',
          defaultMessage:
            'Ask {name} anything before you exchange: how it works, when, what to bring. Only the two of you can read this conversation.',
        },
        { name },
      ),
      logLabel: intl.formatMessage(MESSAGES_WITH, { name }),
      composerLabel: intl.formatMessage(YOUR_MESSAGE_TO, { name }),
      placeholder: intl.formatMessage(WRITE_TO, { name }),
    };
  }
  if ('groupSessionId' in props)
    return {
      title: props.title,
      description: intl.formatMessage({
        id: 'conversations.thread.group.description',
        defaultMessage: 'The group session’s thread: only its coach and those holding a seat can read it.',
      }),
      emptyText: intl.formatMessage({
        id: 'conversations.thread.group.empty',
        defaultMessage: 'Say hello to the group: ask a question, share what to bring, a link.',
      }),
      logLabel: intl.formatMessage(
        { id: 'conversations.thread.group.log', defaultMessage: 'Messages of {title}' },
        { title: props.title },
      ),
      composerLabel: intl.formatMessage({
        id: 'conversations.thread.group.composer',
        defaultMessage: 'Your message to the group',
      }),
      placeholder: intl.formatMessage({
        id: 'conversations.thread.group.placeholder',
        defaultMessage: 'Write to the group…',
      }),
    };
  const name = props.otherPartyName;
  return {
    title: intl.formatMessage(MESSAGES_WITH, { name }),
    description: intl.formatMessage(
      {
        id: 'conversations.thread.request.description',
        defaultMessage: 'About “{title}”. Only the two of you can read them.',
      },
      { title: props.serviceTitle },
    ),
    emptyText: intl.formatMessage(
      {
        id: 'conversations.thread.request.empty',
        defaultMessage:
          'Say hello to {name}: agree on a time, ask a question, share a link. Only the two of you can read this conversation.',
      },
      { name },
    ),
    logLabel: intl.formatMessage(MESSAGES_WITH, { name }),
    composerLabel: intl.formatMessage(YOUR_MESSAGE_TO, { name }),
    placeholder: intl.formatMessage(WRITE_TO, { name }),
  };
}

const MESSAGES_WITH = defineMessage<{ name: string }>({
  id: 'conversations.thread.messagesWith',
  defaultMessage: 'Messages with {name}',
});
const YOUR_MESSAGE_TO = defineMessage<{ name: string }>({
  id: 'conversations.thread.composerLabel',
  defaultMessage: 'Your message to {name}',
});
const WRITE_TO = defineMessage<{ name: string }>({
  id: 'conversations.thread.placeholder',
  defaultMessage: 'Write to {name}…',
});

/**
 * The private thread of one exchange request, between its two parties, or of one group session,
 * between its coach and its seat holders: messages oldest to newest (older pages on demand), live
 * in both directions, and a composer with the server's limits. Opening it (and each message that
 * arrives while it is open) marks the thread read.
 */
export function ThreadDialog(props: ThreadDialogProps) {
  const { onClose } = props;
  const viewer = useViewer();
  const toast = useToast();
  const intl = useIntl();
  const texts = textsOf(props, intl);
  // A new question has no thread yet: its first message asks it, and the thread opens on its id.
  const [questionId, setQuestionId] = useState('question' in props ? props.question.id : null);
  const asking = 'question' in props && questionId === null;
  const [ask, { loading: askingNow }] = useMutation(AskQuestionMutation);
  const {
    thread,
    question,
    authorOf,
    loading,
    error,
    refetch,
    loadMore,
    markRead,
    send: sendToThread,
    sending: sendingToThread,
  } = useThread(
    'groupSessionId' in props
      ? { kind: 'group', groupSessionId: props.groupSessionId }
      : 'question' in props
        ? { kind: 'question', questionId: questionId ?? '' }
        : { kind: 'request', requestId: props.requestId },
    'groupSessionId' in props ? null : 'question' in props ? props.question.otherPartyName : props.otherPartyName,
  );
  const sending = sendingToThread || askingNow;
  const send = async (text: string) => {
    if (!('question' in props) || !asking) return sendToThread(text);
    const { data } = await ask({ variables: { input: { ...props.question.subject, body: text } } });
    if (data) setQuestionId(data.askQuestion.id);
  };
  const unread = thread?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) void markRead().catch(() => {});
  }, [unread, markRead]);

  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const composerId = useId();
  const counterId = useId();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const length = messageLength(body);
  const tooLong = length > MESSAGE_MAX_CHARS;
  const nodes = thread?.messages.nodes ?? [];
  const newestId = nodes[0]?.id;
  // The newest message in view whenever one arrives or is sent.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    if (length === 0)
      return setProblem(
        intl.formatMessage({ id: 'conversations.thread.empty', defaultMessage: 'Write a message before sending it' }),
      );
    if (tooLong)
      return setProblem(
        intl.formatMessage(
          { id: 'conversations.thread.tooLong', defaultMessage: 'A message can be at most {max, number} characters' },
          { max: MESSAGE_MAX_CHARS },
        ),
      );
    setProblem(null);
    try {
      await send(body);
      setBody('');
      textareaRef.current?.focus();
    } catch (err) {
      setProblem(
        messageOr(
          err,
          intl.formatMessage({
            id: 'conversations.thread.sendFailed',
            defaultMessage: 'Your message could not be sent. Please try again.',
          }),
        ),
      );
    }
  };
  // Enter sends, Shift+Enter makes a new line (as in every chat).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const loadOlder = async () => {
    if (!thread?.messages.pageInfo.endCursor) return;
    setLoadingOlder(true);
    try {
      await loadMore(thread.messages.pageInfo.endCursor);
    } catch {
      toast.error(
        intl.formatMessage({
          id: 'conversations.thread.olderFailed',
          defaultMessage: 'Older messages could not be loaded. Please try again.',
        }),
      );
    } finally {
      setLoadingOlder(false);
    }
  };

  let content;
  if (asking)
    content = (
      <EmptyState
        icon="message"
        headingLevel={3}
        title={intl.formatMessage({ id: 'conversations.thread.askTitle', defaultMessage: 'Ask a question' })}
        description={texts.emptyText}
      />
    );
  else if (!thread && loading)
    content = (
      <ListSkeleton
        label={intl.formatMessage({ id: 'conversations.thread.loading', defaultMessage: 'Loading messages' })}
        count={3}
      />
    );
  else if (!thread)
    content = (
      <LoadError
        message={intl.formatMessage({
          id: 'conversations.thread.loadFailed',
          defaultMessage: 'The conversation could not be loaded.',
        })}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  else if (nodes.length === 0)
    content = (
      <EmptyState
        icon="message"
        headingLevel={3}
        title={intl.formatMessage({ id: 'conversations.thread.noMessages', defaultMessage: 'No messages yet' })}
        description={texts.emptyText}
      />
    );
  else
    content = (
      <>
        {thread.messages.pageInfo.hasNextPage && (
          <div className="thread__older">
            <Button variant="ghost" size="sm" disabled={loadingOlder} onClick={() => void loadOlder()}>
              {loadingOlder ? (
                <FormattedMessage id="conversations.thread.loadingOlder" defaultMessage="Loading…" />
              ) : (
                <FormattedMessage id="conversations.thread.older" defaultMessage="Show older messages" />
              )}
            </Button>
          </div>
        )}
        {/* A log region announces new messages politely; the list inside keeps its list semantics. */}
        <div role="log" aria-live="polite" aria-label={texts.logLabel}>
          <ol className="thread__messages">
            {[...nodes].reverse().map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                mine={m.senderId === viewer?.id}
                authorName={authorOf(m.senderId)}
                timeZone={viewer?.timezone ?? undefined}
              />
            ))}
          </ol>
        </div>
        <div ref={endRef} />
      </>
    );
  if (question)
    content = (
      <>
        <QuestionBar
          question={question}
          onConfirmRequest={
            'question' in props && props.onConfirmRequest
              ? (q) => {
                  onClose();
                  props.onConfirmRequest?.(q);
                }
              : undefined
          }
        />
        {content}
      </>
    );
  if (error && thread)
    content = (
      <>
        {content}
        <p className="thread__stale" role="status">
          <FormattedMessage id="conversations.thread.stale" defaultMessage="Not up to date: the connection was lost." />
        </p>
      </>
    );

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      className="thread-dialog"
      title={texts.title}
      description={texts.description}
      initialFocusRef={textareaRef}
      footer={
        <form className="thread__composer" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={composerId} className="sr-only">
            {texts.composerLabel}
          </label>
          <textarea
            id={composerId}
            ref={textareaRef}
            className="field__control thread__input"
            rows={2}
            value={body}
            placeholder={texts.placeholder}
            aria-describedby={`${counterId}${problem ? ` ${errorId}` : ''}`}
            aria-invalid={problem || tooLong ? true : undefined}
            onChange={(event) => {
              setBody(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={onKeyDown}
          />
          <div className="thread__composer-row">
            <span
              id={counterId}
              className={`thread__counter${tooLong ? ' thread__counter--over' : ''}`}
              aria-live={tooLong ? 'polite' : 'off'}
            >
              <FormattedMessage
                id="conversations.thread.counter"
                defaultMessage="{length, number} / {max, number}"
                values={{ length, max: MESSAGE_MAX_CHARS }}
              />
            </span>
            <Button
              type="submit"
              variant="primary"
              size="sm"
              icon={<Icon name="send" size={15} className="thread__send-icon" />}
              disabled={sending}
            >
              {sending ? (
                <FormattedMessage id="conversations.thread.sending" defaultMessage="Sending…" />
              ) : (
                <FormattedMessage id="conversations.thread.send" defaultMessage="Send" />
              )}
            </Button>
          </div>
          {problem && (
            <p id={errorId} className="field__error" role="alert">
              {problem}
            </p>
          )}
        </form>
      }
    >
      {content}
    </Modal>
  );
}
