import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
// Imported statically on purpose: a lazy import of graphql-ws pulls a larger chunk (STACK.md).
import { createClient } from 'graphql-ws';
import { clearSession, getToken, subscribeSession } from './session';

const GRAPHQL_PATH = '/graphql';

/** Operations whose UNAUTHENTICATED answer means "wrong credentials", not "session expired". */
const CREDENTIAL_OPERATIONS = new Set(['Login', 'SendCode', 'VerifyCode', 'Signup']);

function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

export function createApolloClient(): ApolloClient {
  const wsClient = createClient({
    url: websocketUrl(),
    lazy: true,
    // Read on every (re)connect so a new sign-in is picked up.
    connectionParams: () => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });

  const authLink = new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    const sentToken = Boolean(operation.getContext().headers?.authorization);
    if (
      sentToken &&
      !CREDENTIAL_OPERATIONS.has(operation.operationName ?? '') &&
      isUnauthenticated(error)
    ) {
      clearSession();
    }
  });

  const httpLink = ApolloLink.from([authLink, errorLink, new HttpLink({ uri: GRAPHQL_PATH })]);

  const link = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    new GraphQLWsLink(wsClient),
    httpLink,
  );

  const client = new ApolloClient({ link, cache: new InMemoryCache() });

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
