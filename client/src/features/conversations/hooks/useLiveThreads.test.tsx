import { useFragment } from '@apollo/client/react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { socketStatus } from '../../../shared/lib/socketStatus';
import { ThreadButton, ThreadButton_requestFragment } from '../components/ThreadButton';
import { makeRequest } from '../../../test/exchangeFixtures';
import { createThreadServer, GROUP, QUESTION, REQUEST, renderWithThreadServer } from '../test/fakeThreadServer';
import { useLiveThreads } from './useLiveThreads';

/** A list view as the app has them: it keeps every thread live, and a card shows one request's badge from the cache. */
function RequestList() {
  useLiveThreads();
  const { data, complete } = useFragment({
    fragment: ThreadButton_requestFragment,
    from: { __typename: 'ExchangeRequestType', id: REQUEST },
  });
  return complete ? <ThreadButton request={makeFragmentData(data, ThreadButton_requestFragment)} /> : null;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  socketStatus.set('idle');
  delete window.__EE_NOTIFICATION_POLL_MS__;
});

describe('useLiveThreads on a list of request cards', () => {
  it("refreshes the cards' unread badges with one query while the socket is down, and stops when it is back", async () => {
    window.__EE_NOTIFICATION_POLL_MS__ = 60;
    socketStatus.set('closed');
    const server = createThreadServer();
    server.state.deliver = false; // the socket is down: no event gets through
    const { client } = renderWithThreadServer(<RequestList />, server);
    act(() => {
      client.cache.writeFragment({
        fragment: ThreadButton_requestFragment,
        data: makeRequest({ id: REQUEST, unreadCount: 0 }),
      });
    });
    expect(await screen.findByRole('button', { name: 'Messages' })).not.toBeNull();

    server.receiveSilently('Are you free on Friday?');
    server.receiveSilently('Or Saturday?');
    expect(await screen.findByRole('button', { name: 'Messages, 2 unread' }, { timeout: 2000 })).not.toBeNull();
    // The poll asks for every count at once, never a card's thread.
    expect(server.callsOf('ThreadUnreadCounts')).toBeGreaterThan(0);
    expect(server.callsOf('Thread')).toBe(0);

    act(() => socketStatus.set('connected'));
    await waitFor(() => expect(server.callsOf('ThreadUnreadCounts')).toBeGreaterThan(0));
    await wait(30); // the one catch-up query of the return
    const polls = server.callsOf('ThreadUnreadCounts');
    await wait(300);
    expect(server.callsOf('ThreadUnreadCounts')).toBe(polls);
  });

  it('does not poll while the socket is connected', async () => {
    window.__EE_NOTIFICATION_POLL_MS__ = 60;
    socketStatus.set('connected');
    const server = createThreadServer();
    renderWithThreadServer(<RequestList />, server);
    await wait(300);
    expect(server.callsOf('ThreadUnreadCounts')).toBe(0);
  });

  it("refreshes a group session's and a question's unread counts too while the socket is down", async () => {
    window.__EE_NOTIFICATION_POLL_MS__ = 60;
    socketStatus.set('closed');
    for (const kind of ['group', 'question'] as const) {
      const server = createThreadServer([], { [kind]: true });
      server.state.deliver = false;
      const { client, unmount } = renderWithThreadServer(<Polling />, server);
      server.receiveSilently('Still on for Tuesday?');
      const id = kind === 'group' ? `GroupSession:${GROUP}` : `Question:${QUESTION}`;
      await waitFor(() => expect(unreadIn(client.cache.extract(), id)).toBe(1), { timeout: 2000 });
      expect(server.callsOf('ThreadUnreadCounts')).toBeGreaterThan(0);
      unmount();
    }
  });
});

/** A list view's live threads, without a card: the counts land in the cache. */
function Polling() {
  useLiveThreads();
  return null;
}

const unreadIn = (store: unknown, id: string) =>
  (store as Record<string, { unreadCount?: number } | undefined>)[id]?.unreadCount;
