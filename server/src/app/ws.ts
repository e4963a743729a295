import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLSchema } from 'graphql';
import { buildContext } from './context.js';
import type { Services } from './services.js';
import { logger } from '../common/logger.js';

export interface WebSocketHandle {
  dispose(): Promise<void>;
}

/**
 * GraphQL subscriptions over graphql-ws on /graphql. The token travels in connectionParams
 * (`{ authorization: "Bearer …" }`); a connection without a valid one is closed (4403).
 */
export function startWebSocketServer(server: Server, schema: GraphQLSchema, services: Services): WebSocketHandle {
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
      await cleanup.dispose();
    },
  };
}

function isLoopback(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
