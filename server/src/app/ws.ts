import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLSchema } from 'graphql';
import { buildContext } from './context.js';
import type { Services } from './services.js';
import { logger } from '../common/logger.js';
import { Topic } from '../common/events/event-bus.js';
import type { User } from '../modules/identity/user.entity.js';

export interface WebSocketHandle {
  dispose(): Promise<void>;
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
 * (`{ authorization: "Bearer …" }`); a connection without a valid one is closed (4403).
 */
export function startWebSocketServer(server: Server, schema: GraphQLSchema, services: Services): WebSocketHandle {
  const sockets = new OpenSockets(services);
  const allowedOrigin = new URL(services.config.appUrl).origin;
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    // Browsers always send Origin: only our own app may open a socket (no cross-site hijacking).
    verifyClient: ({ origin }: { origin?: string }) => origin === undefined || origin === allowedOrigin || services.config.nodeEnv !== 'production' && isLoopback(origin),
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
      context: async (ctx) => {
        const auth = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        return buildContext(services, auth);
      },
    },
    wss,
  );
  wss.on('error', (err) => logger.error('websocket server error', { error: err }));
  return {
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
 * session (issue 14 hole 4).
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

function isLoopback(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
