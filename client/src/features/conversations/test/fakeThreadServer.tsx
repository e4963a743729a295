import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import type { ReactElement } from 'react';
import { Observable, type Subscriber } from 'rxjs';
import { typePolicies } from '../../../app/cachePolicies';
import { ToastProvider } from '../../../shared/ui';
import { LanguageProvider } from '../../../shared/i18n';
import { MeQuery } from '../../../shared/viewer/operations';
import type { SessionUser } from '../../../shared/viewer/session';
import { makeUser } from '../../../test/fixtures';

export const ME = 'u-me';
export const THEM = 'u-them';
export const REQUEST = 'r1';
export const GROUP = 'g1';
export const QUESTION = 'q1';

interface StoredMessage {
  id: string;
  requestId: string | null;
  groupSessionId: string | null;
  questionId: string | null;
  senderId: string;
  body: string;
  createdAt: string;
}

let sequence = 0;
const typed = (m: StoredMessage) => ({ __typename: 'Message' as const, ...m });

/**
 * One thread behind an Apollo link, answering as the server does: pages newest first (cursor =
 * offset), unread = the other party's messages after the last read, `messageEvents` driven by
 * what is sent. Answers resolve on a microtask. `group`: the thread of group session GROUP instead,
 * its members the viewer (ME) and its coach (THEM, "Maya Coach"). `question`: the thread of question
 * QUESTION, which the viewer asks of THEM ("Maya Coach", its coach) about the service "Guitar basics";
 * with `asCoach`, THEM asked the viewer about the viewer's profile, and the viewer would coach.
 */
export function createThreadServer(
  initial: Array<{ from: 'me' | 'them'; body: string }> = [],
  { unread = 0, group = false, question = false, asCoach = false } = {},
) {
  const state = {
    messages: [] as StoredMessage[],
    unread,
    failing: new Set<string>(),
    deliver: true,
    proposed: false,
    proposedServiceId: null as string | null,
  };
  const calls: string[] = [];
  const subscriptionVariables: Array<Record<string, unknown>> = [];
  const subscribers = new Set<Subscriber<unknown>>();
  const store = (from: 'me' | 'them', body: string) => {
    sequence += 1;
    const m = {
      id: `m${sequence}`,
      requestId: group || question ? null : REQUEST,
      groupSessionId: group ? GROUP : null,
      questionId: question ? QUESTION : null,
      senderId: from === 'me' ? ME : THEM,
      body,
      createdAt: new Date(Date.UTC(2030, 0, 1, 9, sequence)).toISOString(),
    };
    state.messages.unshift(m);
    return m;
  };
  initial.forEach((m) => store(m.from, m.body));
  const emit = (m: StoredMessage) => {
    const payload = {
      data: { messageEvents: { __typename: 'MessageEventType', threadUnreadCount: state.unread, message: typed(m) } },
    };
    if (state.deliver) subscribers.forEach((s) => s.next(payload));
  };
  const pageOf = (vars: Record<string, unknown>) => {
    const start = vars.after ? Number(vars.after) : 0;
    const page = state.messages.slice(start, start + Number(vars.first));
    const end = start + page.length;
    return {
      __typename: 'MessageConnection',
      totalCount: state.messages.length,
      pageInfo: {
        __typename: 'PageInfo',
        hasNextPage: end < state.messages.length,
        endCursor: page.length ? String(end) : null,
      },
      nodes: page.map(typed),
    };
  };
  const questionFields = () => ({
    __typename: 'Question',
    id: QUESTION,
    title: 'Guitar basics',
    role: asCoach ? 'ANSWERER' : 'ASKER',
    subject: asCoach ? 'MEMBER' : 'SERVICE',
    serviceId: asCoach ? null : 's1',
    coachId: asCoach ? ME : THEM,
    unreadCount: state.unread,
    requestId: null,
    canPropose: asCoach,
    canConfirm: !asCoach && state.proposed,
    lastMessageAt: '2030-01-01T09:00:00.000Z',
    otherMember: { __typename: 'QuestionMember', id: THEM, fullName: 'Maya Coach' },
    proposedService: state.proposed
      ? { __typename: 'ProposedService', id: 's1', title: 'Guitar basics', energyCost: 2 }
      : null,
  });
  const answer = (name: string, vars: Record<string, unknown>): Record<string, unknown> => {
    switch (name) {
      case 'AskQuestion': {
        emit(store('me', String((vars.input as { body: string }).body).trim()));
        return { askQuestion: questionFields() };
      }
      case 'QuestionThread':
        return { question: { ...questionFields(), messages: pageOf(vars) } };
      case 'SendQuestionMessage': {
        const m = store('me', String(vars.body).trim());
        emit(m);
        return { sendQuestionMessage: typed(m) };
      }
      case 'ServicesToPropose':
        return {
          myServices: [
            { __typename: 'Service', id: 's1', title: 'Guitar basics', energyCost: 2 },
            { __typename: 'Service', id: 's2', title: 'Singing', energyCost: 3 },
          ],
        };
      case 'QuestionToRequest': {
        state.proposed = true;
        state.proposedServiceId = (vars.input as { serviceId?: string } | null)?.serviceId ?? null;
        return { questionToRequest: { ...questionFields(), viewer: null } };
      }
      case 'MarkQuestionThreadRead':
        state.unread = 0;
        return { markQuestionThreadRead: { __typename: 'Question', id: QUESTION, unreadCount: 0 } };
      case 'Thread':
        return {
          exchangeRequest: {
            __typename: 'ExchangeRequestType',
            id: REQUEST,
            unreadCount: state.unread,
            messages: pageOf(vars),
          },
        };
      case 'GroupThread':
        return {
          groupSessionThread: {
            __typename: 'GroupSessionThread',
            groupSessionId: GROUP,
            members: [
              { __typename: 'ThreadMember', id: THEM, fullName: 'Maya Coach' },
              { __typename: 'ThreadMember', id: ME, fullName: 'Me Member' },
            ],
          },
          groupSession: { __typename: 'GroupSession', id: GROUP, unreadCount: state.unread, messages: pageOf(vars) },
        };
      case 'SendGroupMessage': {
        const m = store('me', String(vars.body).trim());
        emit(m);
        return { sendGroupSessionMessage: typed(m) };
      }
      case 'MarkGroupThreadRead':
        state.unread = 0;
        return {
          markGroupSessionThreadRead: { __typename: 'GroupSessionThread', groupSessionId: GROUP, unreadCount: 0 },
        };
      case 'SendMessage': {
        const body = String(vars.body).trim();
        if (!body) throw new Error('Write a message before sending it');
        const m = store('me', body);
        // Like the real server: the event goes out after commit, before the answer arrives.
        emit(m);
        return { sendMessage: typed(m) };
      }
      case 'ThreadUnreadCounts': {
        // The one thread this server holds, in the list it belongs to; the other lists empty.
        const groupSessions = (role: 'ATTENDEE' | 'COACH') => ({
          __typename: 'GroupSessionConnection',
          nodes:
            group && role === 'ATTENDEE' ? [{ __typename: 'GroupSession', id: GROUP, unreadCount: state.unread }] : [],
        });
        return {
          receivedRequests:
            group || question ? [] : [{ __typename: 'ExchangeRequestType', id: REQUEST, unreadCount: state.unread }],
          sentRequests: [],
          coachedGroupSessions: groupSessions('COACH'),
          attendedGroupSessions: groupSessions('ATTENDEE'),
          myQuestions: {
            __typename: 'QuestionConnection',
            totalCount: question ? 1 : 0,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes: question ? [questionFields()] : [],
          },
        };
      }
      case 'MarkThreadRead':
        state.unread = 0;
        return { markThreadRead: { __typename: 'ExchangeRequestType', id: REQUEST, unreadCount: 0 } };
      default:
        throw new Error(`fake thread server: no answer for ${name}`);
    }
  };
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    calls.push(name);
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) {
      subscriptionVariables.push(operation.variables);
      return new Observable((subscriber) => {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      });
    }
    return new Observable((subscriber) => {
      void Promise.resolve().then(() => {
        if (state.failing.has(name)) return subscriber.error(new Error('Network down'));
        try {
          subscriber.next({ data: answer(name, operation.variables) });
        } catch (error) {
          subscriber.next({ errors: [{ message: (error as Error).message, extensions: { code: 'BAD_USER_INPUT' } }] });
        }
        subscriber.complete();
      });
    });
  });
  return {
    state,
    subscriptionVariables,
    link,
    callsOf: (name: string) => calls.filter((c) => c === name).length,
    subscribed: () => subscribers.size > 0,
    /** The other party writes: stored, counted unread, pushed live. */
    receive(body: string) {
      state.unread += 1;
      emit(store('them', body));
    },
    /** The coach proposes a request in the question's thread: their message says so, live. */
    propose(body: string) {
      state.proposed = true;
      state.unread += 1;
      emit(store('them', body));
    },
    /** The other party writes while no event gets through (the socket is down). */
    receiveSilently(body: string) {
      state.unread += 1;
      store('them', body);
    },
  };
}

export function renderWithThreadServer(ui: ReactElement, server: ReturnType<typeof createThreadServer>) {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({
    query: MeQuery,
    data: { me: { ...makeUser({ id: ME, timezone: 'UTC' }), __typename: 'User' } as SessionUser },
  });
  const client = new ApolloClient({ link: server.link, cache });
  return {
    client,
    ...render(
      // In the language provider as the app renders (English unless a test says otherwise).
      <LanguageProvider>
        <ApolloProvider client={client}>
          <ToastProvider>{ui}</ToastProvider>
        </ApolloProvider>
      </LanguageProvider>,
    ),
  };
}
