import { defineMessages } from '@formatjs/intl';

/**
 * What the GraphQL edge itself refuses before an operation runs (too many tokens, a subscription
 * sent over HTTP, a document a trusted-documents server does not run), in the caller's language.
 * A malformed or too large body and NUL characters say what REST says (`HttpMessages`).
 */
export const GraphQLEdgeMessages = defineMessages({
  tooManyTokens: {
    id: 'graphql.tooManyTokens',
    defaultMessage: 'Query has more than {max, number, ::group-off} tokens',
  },
  subscriptionOverHttp: {
    id: 'graphql.subscriptionOverHttp',
    defaultMessage: 'Subscriptions are served over WebSocket (graphql-ws) on this path, not over HTTP',
  },
  trustedDocumentsOnly: {
    id: 'graphql.trustedDocumentsOnly',
    defaultMessage:
      "This server runs only the app's own GraphQL documents (persisted documents); send the document's hash",
  },
});
