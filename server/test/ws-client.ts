import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';

/** A graphql-ws client of the test server signed in with `token`; `ready` resolves once the handshake passed. */
export function testClient(baseUrl: string, token: string): { client: Client; ready: Promise<void> } {
  let connected!: () => void;
  const ready = new Promise<void>((r) => (connected = r));
  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { connected: () => connected() },
  });
  return { client, ready };
}

/** A graphql-ws client for tests: collects what a subscription receives. */
export function subscribe(baseUrl: string, token: string, query: string) {
  const received: any[] = [];
  const waiters: Array<() => void> = [];
  const { client, ready } = testClient(baseUrl, token);
  const dispose = client.subscribe(
    { query },
    {
      next: (value) => {
        received.push(value);
        waiters.splice(0).forEach((w) => w());
      },
      error: (err) => {
        received.push({ error: err });
        waiters.splice(0).forEach((w) => w());
      },
      complete: () => {},
    },
  );
  return {
    received,
    /** Resolves once the socket is open and the subscription had a moment to register. */
    ready: ready.then(() => new Promise((r) => setTimeout(r, 150))),
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${received.length}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
      return received;
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

export const NOTIFICATION_EVENTS = `subscription { notificationEvents { kind unreadCount notification { id type title message read createdAt } } }`;
