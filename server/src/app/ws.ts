import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionResult, SubscribePayload } from 'graphql-ws';
import {
  GraphQLError,
  getOperationAST,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { buildContext } from './context.js';
import type { Services } from './services.js';
import { logger } from '../common/logger.js';
import { Topic } from '../common/events/event-bus.js';
import { formatGraphQLError, graphQLErrorBeforeExecution } from '../common/errors/graphql-errors.js';
import type { User } from '../modules/identity/index.js';

export interface WebSocketHandle {
  dispose(): Promise<void>;
  /** Open sockets now (the live_sockets metric). */
  openSockets(): number;
}

/**
 * Close code for a socket whose session ended (logout everywhere, password change elsewhere):
 * graphql-ws's 4401 Unauthorized, which its client treats as final (no reconnect with the dead
 * token); our client signs out on it (client/src/app/apollo.ts).
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Safety net behind the revocation events (delivered at most once): every open socket is re-checked this often. */
const SWEEP_MS = 60_000;

/**
 * GraphQL subscriptions over graphql-ws on /graphql. The token travels in connectionParams
 * (`{ authorization: "Bearer …" }`); a connection without a valid one is closed (4403). A refused
 * subscription carries `extensions.code` as a refused query does (`refusal`, `formatted` below);
 * an event that cannot be delivered is dropped and logged, never sent as an error (`deliverable`).
 */
export function startWebSocketServer(server: Server, schema: GraphQLSchema, services: Services): WebSocketHandle {
  const sockets = new OpenSockets(services);
  const allowedOrigin = new URL(services.config.appUrl).origin;
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    // Browsers always send Origin: only our own app may open a socket (no cross-site hijacking).
    verifyClient: ({ origin }: { origin?: string }) =>
      origin === undefined ||
      origin === allowedOrigin ||
      (services.config.nodeEnv !== 'production' && isLoopback(origin)),
  });
  const cleanup = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const auth = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        if (typeof auth !== 'string') return false;
        try {
          const context = await buildContext(services, auth);
          (ctx.extra as { member?: unknown }).member = context.member;
          sockets.add((ctx.extra as { socket: WebSocket }).socket, context.member!);
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        const auth = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        return prepare(schema, payload, () => buildContext(services, auth));
      },
      // Refusals before the operation runs (the document, the session), and refusals by a
      // subscription's own resolver or its arguments (the first and only result of a refused one).
      onError: (_ctx, _id, _payload, errors) => errors.map(formatted),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatted(requestCoded(e))) } : undefined,
      onOperation: (_ctx, _id, payload, _args, result) =>
        isAsyncIterable(result) ? deliverable(result, payload.operationName ?? null) : undefined,
    },
    wss,
  );
  wss.on('error', (err) => logger.error('websocket server error', { error: err }));
  return {
    openSockets: () => wss.clients.size,
    // Closes every socket (1001 Going away) and the WebSocket server.
    dispose: async () => {
      sockets.dispose();
      await cleanup.dispose();
    },
  };
}

/**
 * The open sockets of each member, with the session that opened them. When sessions of a member
 * are revoked (an event from any instance, through the EventBus) their sockets are checked against
 * `auth_sessions` and the ones whose session ended are closed, so live notifications stop with the
 * session instead of outliving it.
 */
class OpenSockets {
  private readonly byMember = new Map<string, Map<WebSocket, string>>();
  private readonly watchers = new Map<string, () => void>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly services: Services) {
    this.sweep = setInterval(() => void this.recheckAll(), SWEEP_MS);
    this.sweep.unref();
  }

  add(socket: WebSocket, member: User) {
    if (!member.sessionId) return;
    let mine = this.byMember.get(member.id);
    if (!mine) {
      mine = new Map();
      this.byMember.set(member.id, mine);
      this.watchers.set(member.id, this.watch(member.id));
    }
    mine.set(socket, member.sessionId);
    socket.once('close', () => this.remove(member.id, socket));
  }

  dispose() {
    clearInterval(this.sweep);
    for (const stop of this.watchers.values()) stop();
    this.watchers.clear();
    this.byMember.clear();
  }

  private remove(memberId: string, socket: WebSocket) {
    const mine = this.byMember.get(memberId);
    if (!mine) return;
    mine.delete(socket);
    if (mine.size === 0) {
      this.byMember.delete(memberId);
      this.watchers.get(memberId)?.();
      this.watchers.delete(memberId);
    }
  }

  /** Listens for this member's revocations until the last socket closes. */
  private watch(memberId: string): () => void {
    const events = this.services.bus.pubSub.subscribe(Topic.SessionsRevoked, memberId)[Symbol.asyncIterator]();
    void (async () => {
      for (;;) {
        const next = await events.next();
        if (next.done) return;
        await this.recheck(memberId);
      }
    })().catch((err) => logger.warn('session revocation watcher stopped', { error: (err as Error).message }));
    return () => void events.return?.();
  }

  private recheck(memberId: string) {
    const mine = this.byMember.get(memberId);
    return mine ? this.closeEnded([...mine]) : Promise.resolve();
  }

  /** Every socket of this instance, in one query. */
  private recheckAll() {
    return this.closeEnded([...this.byMember.values()].flatMap((mine) => [...mine]));
  }

  private async closeEnded(entries: Array<[WebSocket, string]>) {
    if (entries.length === 0) return;
    try {
      const live = await this.services.identity.liveSessions([...new Set(entries.map(([, sid]) => sid))]);
      for (const [socket, sessionId] of entries) {
        if (!live.has(sessionId)) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    } catch (err) {
      logger.warn('could not re-check sockets against their sessions', { error: (err as Error).message });
    }
  }
}

/**
 * Parses, validates and gives a context to one subscription, or answers why not with the codes a
 * query gets: GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, UNAUTHENTICATED (the socket's
 * session has ended since it opened), SERVICE_UNAVAILABLE. (graphql-ws's own parsing threw out of
 * the socket's handler, and its context errors had no code.)
 */
async function prepare(
  schema: GraphQLSchema,
  payload: SubscribePayload,
  context: () => ReturnType<typeof buildContext>,
): Promise<ExecutionArgs | readonly GraphQLError[]> {
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch (err) {
    return [refusal((err as Error).message, 'GRAPHQL_PARSE_FAILED')];
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return invalid.map((e) => refusal(e.message, 'GRAPHQL_VALIDATION_FAILED'));
  if (!getOperationAST(document, payload.operationName))
    return [refusal('Unable to identify the operation to run', 'BAD_REQUEST')];
  try {
    const contextValue = await context();
    // Every subscription is a member's own (@Authorized): a context without one is refused here, as the resolvers would.
    if (!contextValue.member) return [refusal('Not authenticated', 'UNAUTHENTICATED')];
    return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
  } catch (err) {
    return [graphQLErrorBeforeExecution(err)];
  }
}

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/** Apollo's formatter, the one place errors become codes (graphql-errors.ts). */
const formatted = (error: GraphQLError) => formatGraphQLError(error.toJSON(), error);

/**
 * An error of the request itself, not of a resolver (those have a path): a variable of the wrong
 * type, or missing. Apollo answers it BAD_USER_INPUT; graphql-js leaves it without a code.
 */
function requestCoded(error: GraphQLError): GraphQLError {
  if (error.path || error.extensions?.code) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

/**
 * The events of a running subscription, without the ones that could not be made into an answer
 * (a resolver failed on it: its message is gone, a field cannot be served): each is logged and
 * dropped, so a subscriber receives a whole event or nothing, never an error for an event. Ending
 * the subscription ends the source at once (a generator would wait for its next event first).
 */
function deliverable(
  source: AsyncIterable<ExecutionResult>,
  operationName: string | null,
): AsyncGenerator<ExecutionResult> {
  const events = source[Symbol.asyncIterator]();
  const done = (): IteratorResult<ExecutionResult> => ({ done: true, value: undefined });
  const iterator: AsyncGenerator<ExecutionResult> = {
    async next() {
      for (;;) {
        const step = await events.next();
        if (step.done || !step.value.errors?.length) return step;
        logger.warn('live event dropped: it could not be delivered', {
          operationName,
          errors: step.value.errors.map((e) => ({ message: e.message, path: e.path, error: e.originalError?.message })),
        });
      }
    },
    return: async () => (events.return ? await events.return() : done()),
    throw: async (err: unknown) => {
      if (events.throw) return events.throw(err);
      throw err;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
    // `await using` on the subscription ends its source like `return` does.
    async [Symbol.asyncDispose]() {
      await iterator.return(undefined);
    },
  };
  return iterator;
}

function isLoopback(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
