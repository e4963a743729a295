import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './apollo';

let appClient: ApolloClient | null = null;

/**
 * Gives its children the app's one Apollo Client, created on first use. It lives in the lazily
 * loaded chunks (the signed-in app, the visitor's sign-in and sign-up screens), so a visitor who
 * only reads the landing never downloads Apollo nor graphql-ws. A provider already above (tests'
 * MockedProvider) is kept.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext());
  if (outer.client) return <>{children}</>;
  appClient ??= createApolloClient();
  return <ApolloProvider client={appClient}>{children}</ApolloProvider>;
}
