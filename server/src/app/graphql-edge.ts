import type { Server } from 'node:http';
import express from 'express';
import { ApolloServer, HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLError, Lexer, OperationTypeNode, Source, TokenKind, type GraphQLSchema } from 'graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { BusyMessages, BUSY_RETRY_AFTER_SECONDS, isBusyError } from '../common/errors/busy.js';
import { hasNul } from '../common/http/nul-guard.js';
import { HttpMessages } from '../common/http/http.messages.js';
import { DomainError } from '../common/errors/domain-error.js';
import { formatGraphQLError } from '../common/errors/graphql-errors.js';
import type { GraphQLContext } from '../common/graphql/context.js';
import { buildContext } from './context.js';
import type { Services } from './services.js';
import type { WebSocketHandle } from './ws.js';
import { PersistedDocuments } from './persisted-documents.js';
import { CompiledExecution } from './compiled-execution.js';
import { answerKnownOperations } from './known-operations.js';
import { tracingStarted } from '../common/tracing/tracing.js';
import { graphqlMetrics } from '../common/metrics/graphql-metrics.js';
import { graphqlWritePosition } from './read-your-writes.js';
import {
  currentLocale,
  localized,
  negotiateRequestLanguage,
  requestLocale,
  translate,
  type MessageDescriptor,
  type MessageValues,
} from '../common/i18n/index.js';
import { GraphQLEdgeMessages } from './graphql-edge.messages.js';

/** A profile update carries a picture (up to 3 MB) over GraphQL as over REST. */
const GRAPHQL_BODY_LIMIT = '3mb';

/**
 * The GraphQL edge over HTTP: Apollo Server with its abuse limits, started, and the express
 * middleware for `/graphql` (body parsing, token count, NUL guard, context per operation).
 * `stop()` drains HTTP and the WebSockets.
 */
export async function createGraphQLEdge(opts: {
  services: Services;
  schema: GraphQLSchema;
  server: Server;
  ws: WebSocketHandle;
  production: boolean;
}) {
  const { services, schema, server, ws, production } = opts;
  const armor = graphqlArmor(production).protect();
  // The app's own documents, checked once here with the same rules Apollo applies (docs/architecture.md).
  const documents = new PersistedDocuments(schema, armor.validationRules);
  // Operations run compiled (compiled-execution.ts), unless this process traces: the GraphQL
  // instrumentation traces graphql-js's execution (the operation and the resolvers that do work),
  // and compiled code has none of it. Apollo takes another executor as a gateway's.
  const execution = new CompiledExecution(schema, {
    isAppDocument: (queryHash) => documents.isAppDocument(queryHash),
    compile: !tracingStarted(),
  });
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: execution.gateway(),
    formatError: formatGraphQLError,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false, // one operation per request: batching would multiply every limit
    validationRules: armor.validationRules,
    documentStore: documents.documentStore,
    stopOnTerminationSignals: false, // serve.ts owns shutdown: drain HTTP, then close the database
    plugins: [
      // graphql-armor ships CommonJS typings of Apollo's plugin type; the objects are the same.
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      busyResponses,
      subscriptionsOnWebSocket,
      graphqlMetrics((name) => documents.operationNames.has(name)),
      ...(services.replicas ? [graphqlWritePosition(services.replicas) as ApolloServerPlugin<GraphQLContext>] : []),
      // Apollo installs its cache-control plugin unless told not to: it wraps every field's
      // resolution to compute a Cache-Control header no answer here uses (GraphQL answers are per
      // member and never cached). It was ≈ 45 % of the execution CPU of the dashboard's `me` (50 fields).
      ApolloServerPluginCacheControlDisabled(),
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      { serverWillStart: () => Promise.resolve({ drainServer: () => ws.dispose() }) },
    ],
  });
  await apollo.start();
  // One context per request, built by whichever asks first: answerKnownOperations, then Apollo when it answers.
  const contextOf = (req: express.Request, res: express.Response): Promise<GraphQLContext> =>
    ((res.locals as { graphqlContext?: Promise<GraphQLContext> }).graphqlContext ??= buildContext(
      services,
      req.headers.authorization,
      req.ip,
      req.get('user-agent'),
    ));
  const middleware = [
    graphqlBody(),
    (err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
      // A malformed JSON body is the client's fault: answer like GraphQL-over-HTTP does.
      const e = err as { type?: string; status?: number };
      if (e?.type === 'entity.parse.failed') return refuse(req, res, 400, 'BAD_REQUEST', HttpMessages.malformedJson);
      if (e?.status === 413) return refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', HttpMessages.bodyTooLarge);
      next(err);
    },
    documents.middleware(services.config.graphqlTrustedDocuments),
    tokenLimit,
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (hasNul(req.body)) return refuse(req, res, 400, 'BAD_USER_INPUT', HttpMessages.noNul);
      next();
    },
    // Entered after the body is read: the errors of the operation are answered in this language.
    negotiateRequestLanguage,
    answerKnownOperations({
      documents,
      execution,
      schema,
      publicAnswers: services.publicAnswers,
      contextOf,
      replicas: services.replicas,
    }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        try {
          return await contextOf(req, res);
        } catch (err) {
          throw asHttpGraphQLError(err);
        }
      },
    }),
  ];
  return { middleware, stop: () => apollo.stop() };
}

/**
 * A refusal of the edge itself, before an operation runs: GraphQL's `{errors}` with the code, in the
 * `Accept-Language` language (no member is known yet; English when the header says nothing we speak).
 */
function refuse(
  req: express.Request,
  res: express.Response,
  status: number,
  code: string,
  message: MessageDescriptor,
  values?: MessageValues,
): void {
  res
    .status(status)
    .json({ errors: [{ message: translate(requestLocale(req), message, values), extensions: { code } }] });
}

/** Bodies `graphqlBody` reads itself; larger ones (pictures, up to GRAPHQL_BODY_LIMIT) go through body-parser. */
const DIRECT_BODY_MAX = 64 * 1024;
const PLAIN_JSON = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
const FIRST_NON_WHITESPACE = /^[ \t\n\r]*([^ \t\n\r])/;

/**
 * The body of `/graphql`. The usual request — a POST of plain UTF-8 JSON whose length is given and
 * small — is read here; anything else (another type or charset, a compressed or chunked body, a
 * picture) goes through `express.json`. The result is the same either way, body-parser's rules
 * included: an empty body is `{}`, only an object or an array may be at the top, a BOM is dropped,
 * and a malformed body is an `entity.parse.failed` error for the next middleware to answer. Its
 * general path (content negotiation, charset decoding, a streaming limit) was ≈ 40 µs of a GraphQL
 * request of ≈ 700 µs (docs/benchmarks.md, "Where a GraphQL read's CPU goes").
 */
function graphqlBody(): express.RequestHandler {
  const general = express.json({ limit: GRAPHQL_BODY_LIMIT });
  return (req, res, next) => {
    const type = req.headers['content-type'];
    const length = req.headers['content-length'];
    const direct =
      req.method === 'POST' &&
      typeof type === 'string' &&
      PLAIN_JSON.test(type) &&
      req.headers['content-encoding'] === undefined &&
      req.headers['transfer-encoding'] === undefined &&
      typeof length === 'string' &&
      /^\d{1,6}$/.test(length) &&
      Number(length) <= DIRECT_BODY_MAX;
    if (!direct) return general(req, res, next);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', next);
    req.on('end', () => {
      const text = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      try {
        if (text.length === 0) req.body = {};
        else {
          const first = FIRST_NON_WHITESPACE.exec(text)?.[1];
          if (first !== '{' && first !== '[') throw new SyntaxError(`Unexpected token ${first ?? 'end'} in JSON`);
          req.body = JSON.parse(text) as unknown;
        }
      } catch (err) {
        return next(
          Object.assign(err as Error, { status: 400, statusCode: 400, expose: true, type: 'entity.parse.failed' }),
        );
      }
      next();
    });
  };
}

/**
 * GraphQL abuse limits (OWASP GraphQL cheat sheet): depth, aliases, tokens, directives and cost.
 * Aliases stay allowed up to 20 so that clients may batch reads; each aliased call still counts
 * against the per-call limits (a verifyCode alias is one attempt on the code).
 */
export function graphqlArmor(production: boolean) {
  return new ApolloArmor({
    // Depth is how deep the answer nests: a fragment spread adds no level to it, and colocated
    // fragments (a component's fragment spreading its children's) must not count as nesting.
    maxDepth: { n: 10, flattenFragments: true },
    maxAliases: { n: 20 },
    // armor's token limit swaps in a CommonJS parser whose errors Apollo (ESM) does not recognise:
    // a syntax error became a 500. tokenLimit() below counts tokens with the same graphql copy.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: production },
  });
}

export const MAX_TOKENS = 2000;

/** The number of lexical tokens of a document, counting no further than `max + 1`. */
export function countTokens(query: string, max = MAX_TOKENS): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF && count <= max) count++;
  } catch {
    // A lexing error is left for the parser, which reports it as the usual syntax error.
  }
  return count;
}

/** Refuses documents of more than MAX_TOKENS tokens before Apollo parses them. */
function tokenLimit(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (typeof res.locals.checkedDocument === 'string') return next(); // counted when it was first checked
  const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
  if (typeof query === 'string' && countTokens(query) > MAX_TOKENS)
    return refuse(req, res, 400, 'BAD_REQUEST', GraphQLEdgeMessages.tooManyTokens, { max: MAX_TOKENS });
  next();
}

/**
 * A GraphQL answer with nothing but "try again later" errors (the database was too busy, a queue
 * shed the call: SERVICE_UNAVAILABLE with retryAfterSeconds) is a 503 with Retry-After, as on /api.
 */
/**
 * Subscriptions live on the WebSocket of the same path (graphql-ws, app/ws.ts). Sent over HTTP, an
 * operation would run its field once without an event and without its subscription's own checks:
 * refused before it runs, as the client's mistake.
 */
const subscriptionsOnWebSocket: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ operation }) {
        if (operation?.operation === OperationTypeNode.SUBSCRIPTION)
          // The context is built by now: the signed-in member's language, else Accept-Language.
          throw new GraphQLError(translate(currentLocale(), GraphQLEdgeMessages.subscriptionOverHttp), {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        return Promise.resolve();
      },
    });
  },
};

const busyResponses: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response }) {
        answerBusyWith503(response);
        return Promise.resolve();
      },
    });
  },
};

function answerBusyWith503(response: GraphQLResponse): void {
  if (response.body.kind !== 'single') return;
  const { data, errors } = response.body.singleResult;
  const retry = errors?.find(
    (e) => e.extensions?.code === 'SERVICE_UNAVAILABLE' && typeof e.extensions.retryAfterSeconds === 'number',
  );
  if (!retry || (data && Object.values(data).some((v) => v !== null))) return;
  response.http.status = 503;
  response.http.headers.set('retry-after', String(retry.extensions!.retryAfterSeconds));
}

// The operation's language is entered before the context is built (negotiateRequestLanguage).
const inCallersLanguage = (err: DomainError) => localized(currentLocale(), err.message, err.text);

/** Errors thrown while building the context become a 401 with the domain message (503 when busy). */
function asHttpGraphQLError(err: unknown) {
  if (isBusyError(err) || (err instanceof DomainError && err.code === 'UNAVAILABLE')) {
    const retryAfterSeconds =
      err instanceof DomainError && typeof err.details?.retryAfterSeconds === 'number'
        ? err.details.retryAfterSeconds
        : BUSY_RETRY_AFTER_SECONDS;
    return new GraphQLError(
      err instanceof DomainError ? inCallersLanguage(err) : translate(currentLocale(), BusyMessages.busy),
      {
        extensions: {
          code: 'SERVICE_UNAVAILABLE',
          retryAfterSeconds,
          http: { status: 503, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
        },
      },
    );
  }
  if (err instanceof DomainError) {
    const status = err.code === 'UNAUTHENTICATED' ? 401 : 400;
    return new GraphQLError(inCallersLanguage(err), {
      extensions: {
        code: err.code === 'UNAUTHENTICATED' ? 'UNAUTHENTICATED' : 'BAD_REQUEST',
        ...err.details, // a suspension's `reason`, as every other refusal carries its facts
        http: { status },
      },
    });
  }
  return err;
}
