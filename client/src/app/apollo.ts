import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
// Imported statically on purpose: a lazy import of graphql-ws pulls a larger chunk (docs/stack.md).
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { socketStatus as defaultSocketStatus, type SocketStatusStore } from '../shared/lib/socketStatus';
import { typePolicies } from './cachePolicies';
import { clearSession, getToken, subscribeSession } from '../shared/viewer/session';
import { readAfterFetch } from './readAfter';

const GRAPHQL_PATH = '/graphql';

/** Longest wait between two WebSocket reconnect attempts. */
const MAX_RECONNECT_DELAY_MS = 10_000;
/** A socket the server opens but never acknowledges is dropped and retried after this. */
const CONNECTION_ACK_TIMEOUT_MS = 10_000;

/**
 * Exponential backoff (1 s, 2 s, 4 s … capped) plus up to 1 s of jitter, so that clients cut off
 * together do not all come back in the same instant.
 */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** retries, MAX_RECONNECT_DELAY_MS) + Math.floor(random() * 1000);
}

/** The server closes a socket whose session ended with 4401 (server/src/app/ws.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** Operations whose UNAUTHENTICATED answer means "wrong credentials", not "session expired". */
const CREDENTIAL_OPERATIONS = new Set(['Login', 'SendCode', 'VerifyCode', 'Signup']);

function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

/**
 * Why the server ended a session, when a suspension did (identity.service.ts): the refusal's
 * `reason`, the same in every language its words are in.
 */
const SUSPENDED = 'suspended';

/** Asks the server with the ended token why it ended: 'suspended', or undefined for any other end. */
async function whySessionEnded(token: string): Promise<'suspended' | undefined> {
  try {
    const res = await fetch('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json().catch(() => null)) as { reason?: string } | null;
    return res.status === 401 && body?.reason === SUSPENDED ? 'suspended' : undefined;
  } catch {
    return undefined;
  }
}

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * Sends the hash codegen put on each document (`__meta__.hash`, client/src/gql/persisted-documents.json)
 * instead of its text: the server runs its own checked copy (docs/api.md, "Persisted documents").
 * A server that does not know the hash answers PERSISTED_QUERY_NOT_FOUND and the link retries once
 * with the text.
 */
export function persistedDocumentLink(): PersistedQueryLink {
  return new PersistedQueryLink({
    generateHash: (document) => {
      const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
      if (typeof hash !== 'string')
        throw new Error(
          `GraphQL document without a persisted hash (${document.definitions.length} definitions): run npm run codegen`,
        );
      return hash;
    },
  });
}

export interface ApolloClientOptions {
  /** Receives the WebSocket's state (live updates vs. polling); the app's shared store by default. */
  socketStatus?: SocketStatusStore;
}

/** Each client's live socket, for `restartLiveUpdates`. */
const sockets = new WeakMap<ApolloClient, ReturnType<typeof createClient>>();

/**
 * Drops the client's live socket (graphql-ws reconnects lazily, its subscriptions resubscribe): the
 * server words a live notification in the language the socket connected with.
 */
export function restartLiveUpdates(client: ApolloClient): void {
  sockets.get(client)?.terminate();
}

export function createApolloClient({ socketStatus = defaultSocketStatus }: ApolloClientOptions = {}): ApolloClient {
  /** The token the current socket authenticated with. */
  let socketToken: string | null = null;
  const wsClient = createClient({
    url: websocketUrl(),
    lazy: true,
    // Live updates must come back after any outage: retry forever (graphql-ws gives up after 5
    // attempts by default), on errors as well as on close events, with a capped backoff.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    connectionAckWaitTimeout: CONNECTION_ACK_TIMEOUT_MS,
    on: {
      connecting: () => socketStatus.set('connecting'),
      connected: () => socketStatus.set('connected'),
      closed: (event) => {
        socketStatus.set('closed');
        // 4401: the server ended this session (logout everywhere, or a password change on another
        // device). graphql-ws does not reconnect on it; the token is dead, so sign out here too.
        if (
          (event as { code?: number } | undefined)?.code === SESSION_ENDED_CLOSE_CODE &&
          socketToken !== null &&
          getToken() === socketToken
        ) {
          const ended = socketToken;
          // One call with the dead token says why (a suspension is told on the home page).
          void whySessionEnded(ended).then((reason) => {
            if (getToken() === ended) clearSession(reason);
          });
        }
      },
    },
    // Read on every (re)connect so a new sign-in is picked up.
    connectionParams: () => {
      const token = getToken();
      socketToken = token;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });

  const authLink = new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    const headers = prevContext.headers as Record<string, string> | undefined;
    return { headers: { ...headers, authorization: `Bearer ${token}` } };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    const { headers } = operation.getContext() as { headers?: Record<string, string> };
    const sentToken = Boolean(headers?.authorization);
    if (sentToken && !CREDENTIAL_OPERATIONS.has(operation.operationName ?? '') && isUnauthenticated(error)) {
      clearSession(
        CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === SUSPENDED)
          ? 'suspended'
          : undefined,
      );
    }
  });

  const httpLink = ApolloLink.from([
    authLink,
    errorLink,
    persistedDocumentLink(),
    new HttpLink({ uri: GRAPHQL_PATH, fetch: readAfterFetch() }),
  ]);

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    httpLink,
  );

  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  sockets.set(client, wsClient);

  let lastToken = getToken();
  subscribeSession(() => {
    const token = getToken();
    if (token === lastToken) return;
    lastToken = token;
    // The socket authenticated with the old token: drop it; graphql-ws reconnects lazily.
    wsClient.terminate();
    if (!token) void client.clearStore();
  });

  return client;
}
