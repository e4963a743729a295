import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangeRequestsView } from '../../features/exchanges/components/ExchangeRequestsView';
import { createThreadServer, QUESTION, REQUEST, THEM } from '../../features/conversations/test/fakeThreadServer';
import { LanguageProvider } from '../../shared/i18n';
import { ToastProvider } from '../../shared/ui';
import { MeQuery } from '../../shared/viewer/operations';
import { useOpenNotificationLink } from '../../shared/lib/shellNavigation';
import { resetSessionForTests, type SessionUser } from '../../shared/viewer/session';
import { makeRequest } from '../../test/exchangeFixtures';
import { makeUser } from '../../test/fixtures';
import { typePolicies } from '../cachePolicies';
import { readStartParams } from '../startParams';
import { Shell } from './Shell';
import { PUSH_CLICK_MESSAGE } from './usePushClicks';

/**
 * A push's click opens the very item it is about, through the one way a notification's target is
 * opened (the shell's `openTarget`): from the start parameter of a new window, and from the service
 * worker's message to a window already open.
 */

// The request the push is about is a sent one: Exchange Requests opens on Received, so its tab must change.
const lists: Record<string, Record<string, unknown>> = {
  ReceivedRequests: { receivedRequests: [makeRequest({ id: 'r-other', serviceTitle: 'Someone else’s request' })] },
  SentRequests: {
    sentRequests: [
      makeRequest({
        id: REQUEST,
        serviceTitle: 'Logo Design',
        myRole: 'REQUESTER',
        otherParty: { id: THEM, fullName: 'Maya Coach' },
      }),
    ],
  },
  RequestSessions: { mySessions: [] },
  MyQuestions: {
    myQuestions: {
      __typename: 'QuestionConnection',
      totalCount: 1,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      nodes: [
        {
          __typename: 'Question',
          id: QUESTION,
          title: 'Guitar basics',
          role: 'ASKER',
          subject: 'SERVICE',
          serviceId: 's1',
          coachId: THEM,
          unreadCount: 1,
          requestId: null,
          canPropose: false,
          canConfirm: false,
          lastMessageAt: '2030-01-01T09:00:00.000Z',
          otherMember: { __typename: 'QuestionMember', id: THEM, fullName: 'Maya Coach' },
          proposedService: null,
        },
      ],
    },
  },
};

/** The lists answered here, each thread by the fake thread server (its messages, reads and events). */
function renderShell(
  server: ReturnType<typeof createThreadServer>,
  props: Pick<Parameters<typeof Shell>[0], 'initialView' | 'initialItem' | 'notifications'>,
) {
  const listLink = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        void Promise.resolve().then(() => {
          subscriber.next({ data: lists[operation.operationName!] });
          subscriber.complete();
        });
      }),
  );
  const cache = new InMemoryCache({ typePolicies });
  const me = makeUser({ id: 'u-me', timezone: 'UTC' });
  cache.writeQuery({ query: MeQuery, data: { me: { ...me, __typename: 'User' } as SessionUser } });
  const client = new ApolloClient({
    link: ApolloLink.split((op) => (op.operationName ?? '') in lists, listLink, server.link),
    cache,
  });
  return render(
    <LanguageProvider>
      <ApolloProvider client={client}>
        <ToastProvider>
          <Shell
            user={me}
            onLogout={vi.fn()}
            {...props}
            renderView={(view) =>
              view === 'requests' ? <ExchangeRequestsView onViewSessions={vi.fn()} onOpenSwaps={vi.fn()} /> : null
            }
          />
        </ToastProvider>
      </ApolloProvider>
    </LanguageProvider>,
  );
}

const scrolled: Element[] = [];
const behind = { hidden: true } as const;
beforeEach(() => {
  resetSessionForTests();
  scrolled.length = 0;
  // jsdom lays nothing out: the element asked to come into view is what is recorded.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a notification’s target', () => {
  it('?view=requests&request=<id> opens Exchange Requests on the tab holding it, its card in view, its thread open', async () => {
    const user = userEvent.setup();
    const server = createThreadServer([{ from: 'them', body: 'See you Tuesday' }], { unread: 1 });
    const params = readStartParams(`?view=requests&request=${REQUEST}`);
    renderShell(server, { initialView: params.openView ?? undefined, initialItem: params.openItem });

    const dialog = await screen.findByRole('dialog', { name: 'Messages with Maya Coach' });
    expect(await within(dialog).findByText('See you Tuesday')).not.toBeNull();
    // Behind the dialog (hidden from the accessibility tree while it is open):
    expect(screen.getByRole('heading', { level: 1, ...behind }).textContent).toBe('Exchange Requests');
    expect(screen.getByRole('tab', { name: 'Sent (1)', ...behind }).getAttribute('aria-selected')).toBe('true');
    const card = screen.getByRole('article', { name: 'Logo Design', ...behind });
    const messages = within(card).getByRole('button', { name: /^Messages/, ...behind });
    expect(scrolled[0]).toBe(messages);
    // Opened once: closing it leaves it closed, back on its card's button.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(messages);
    // The member may leave the tab: nothing pulls them back to it.
    await user.click(screen.getByRole('tab', { name: 'Received (1)' }));
    expect(screen.getByRole('tab', { name: 'Received (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click while the app is open: the worker’s message opens the question’s thread here, and is answered', async () => {
    const worker = Object.assign(new EventTarget(), { startMessages: vi.fn() });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const server = createThreadServer([{ from: 'them', body: 'Bring your guitar' }], { question: true, unread: 1 });
    renderShell(server, {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover Services');
    expect(worker.startMessages).toHaveBeenCalled();

    const answer = { postMessage: vi.fn() };
    const click = Object.assign(new Event('message'), {
      data: { type: PUSH_CLICK_MESSAGE, url: `/?view=requests&question=${QUESTION}` },
      ports: [answer],
    });
    act(() => {
      worker.dispatchEvent(click);
    });
    expect(answer.postMessage).toHaveBeenCalledWith('opened');
    const dialog = await screen.findByRole('dialog', { name: 'Questions with Maya Coach' });
    expect(await within(dialog).findByText('Bring your guitar')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, ...behind }).textContent).toBe('Exchange Requests');
    expect(scrolled[0]).toBe(screen.getByRole('button', { name: /^Open/, ...behind }));

    // A message that is not ours, or a link to no view of ours, is left alone and not answered.
    const stranger = { postMessage: vi.fn() };
    act(() => {
      worker.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'other' }, ports: [stranger] }));
      worker.dispatchEvent(
        Object.assign(new Event('message'), {
          data: { type: PUSH_CLICK_MESSAGE, url: '/?view=admin' },
          ports: [stranger],
        }),
      );
    });
    expect(stranger.postMessage).not.toHaveBeenCalled();
  });

  it('a notification clicked in the app opens its link the same way; a notification with no place of its own opens nothing', async () => {
    const server = createThreadServer([{ from: 'them', body: 'See you Tuesday' }], { unread: 1 });
    const answers: boolean[] = [];
    function Links() {
      const openLink = useOpenNotificationLink();
      return (
        <>
          {['/?view=notifications', '/?view=admin', `/?view=requests&request=${REQUEST}`].map((url) => (
            <button key={url} type="button" onClick={() => answers.push(openLink(url))}>
              {url}
            </button>
          ))}
        </>
      );
    }
    const user = userEvent.setup();
    renderShell(server, { notifications: <Links /> });
    await user.click(screen.getByRole('button', { name: '/?view=notifications' }));
    await user.click(screen.getByRole('button', { name: '/?view=admin' }));
    expect(answers).toEqual([false, false]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover Services');

    await user.click(screen.getByRole('button', { name: `/?view=requests&request=${REQUEST}` }));
    expect(answers).toEqual([false, false, true]);
    const dialog = await screen.findByRole('dialog', { name: 'Messages with Maya Coach' });
    expect(await within(dialog).findByText('See you Tuesday')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, ...behind }).textContent).toBe('Exchange Requests');
  });
});
