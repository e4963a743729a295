import { createServer, type Server } from 'node:http';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import { isIdempotencyKey, IDEMPOTENCY_KEY_RULE } from '../common/validation.js';
import { requestContext } from '../common/http/request-context.js';
import { describeRoutes } from '../common/http/routes.js';
import { refuseNul } from '../common/http/nul-guard.js';
import { invalid } from '../common/errors/domain-error.js';
import { restErrorHandler, restNotFound } from '../common/errors/rest-errors.js';
import { appModules, type Services } from './services.js';
import { startWebSocketServer } from './ws.js';
import { createGraphQLEdge } from './graphql-edge.js';
import { readAfterPosition, restWritePosition } from './read-your-writes.js';
import { metricsRoute, watchInstance } from './metrics.js';
import { httpMetrics } from '../common/metrics/http-metrics.js';
import { serveClient } from './client-serving.js';
import { testCheckoutRoutes, webhookBody } from '../modules/premium/index.js';
import { calendarFeedFiles } from '../modules/calendar/index.js';
import { mediaRoutes, pictureBodyTooLarge } from '../modules/media/index.js';
import { openApiRoutes } from '../common/http/openapi/openapi.routes.js';
import { openApiDocument } from './openapi.js';

/** Default JSON body limit; routes that carry a picture get LARGE_BODY. */
const BODY_LIMIT = '100kb';
const LARGE_BODY = '3mb';

export interface HttpApp {
  app: Express;
  server: Server;
  /** Every REST route under /api (the authorization matrix walks them). */
  apiRoutes: Array<{ method: string; path: string }>;
  /** Stops accepting connections, drains in-flight requests, closes WebSockets. */
  stop(): Promise<void>;
}

/** The REST facade under /api: every module's thin routes (app/modules.ts), each taking only the services it names. */
function apiRouter(s: Services) {
  const api = express.Router();
  api.put('/user/profile', express.json({ limit: LARGE_BODY }), pictureBodyTooLarge);
  api.post('/premium/webhook', webhookBody);
  api.use(express.json({ limit: BODY_LIMIT }));
  api.use(refuseNul);
  api.use(boundedIdempotencyKey);
  for (const module of appModules) for (const routes of module.routes ?? []) api.use(routes(s));
  api.use(openApiRoutes(openApiDocument)); // the OpenAPI document of all of the above, and its page (docs/api.md)
  api.use(restNotFound);
  api.use(restErrorHandler);
  return api;
}

/**
 * The express assembly: edge guards, probes, `/api`, the GraphQL edge (graphql-edge.ts) with its
 * WebSocket server (ws.ts), the local test checkout, and the built client (client-serving.ts).
 */
export async function createHttpApp(services: Services, schema: GraphQLSchema): Promise<HttpApp> {
  const { config } = services;
  const production = config.nodeEnv === 'production';
  const app = express();
  app.disable('x-powered-by');
  // Behind N proxies, req.ip is the member's address taken from X-Forwarded-For (abuse limits).
  if (config.trustProxy > 0) app.set('trust proxy', config.trustProxy);
  app.use(requestContext({ logRequests: production }));
  app.use(httpMetrics());
  app.use(securityHeaders());
  if (services.replicas) app.use(readAfterPosition());
  const server = createServer(app);
  const ws = startWebSocketServer(server, schema, services);
  const unwatch = watchInstance(services, () => ws.openSockets());
  app.get('/metrics', metricsRoute(config.metricsToken, production));
  const graphql = await createGraphQLEdge({ services, schema, server, ws, production });

  // Probes for load balancers: alive, and ready (database reachable, migrations applied).
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  // Read replicas are listed but never make an instance unready: their reads fall back to the primary.
  app.get('/readyz', async (_req, res) => {
    const replicas = services.replicas?.status();
    try {
      await services.db.query('SELECT 1');
      const pending = await services.db.showMigrations();
      res
        .status(pending ? 503 : 200)
        .json({ status: pending ? 'migrations pending' : 'ready', primary: 'ok', ...(replicas && { replicas }) });
    } catch {
      res.status(503).json({ status: 'database unreachable', primary: 'unreachable', ...(replicas && { replicas }) });
    }
  });
  const api = apiRouter(services);
  if (services.replicas) app.use('/api', restWritePosition(services.replicas));
  app.use('/api', api);
  app.use('/graphql', ...graphql.middleware);
  app.use(calendarFeedFiles({ calendar: services.calendar })); // GET /calendar/<token>.ics, outside /api: calendar apps subscribe to it
  app.use(mediaRoutes(services.media));

  if (services.premium.provider === 'local') {
    app.use(
      express.urlencoded({ extended: false, limit: '1kb' }),
      testCheckoutRoutes({ premium: services.premium }),
      restErrorHandler,
    );
  } else {
    // With a real provider (or none, in production) the test checkout does not exist: not even the
    // client's page fallback answers there.
    app.all(/^\/test-checkout(\/|$)/, restNotFound);
  }
  serveClient(app, config.clientDist, config.appUrl);

  return {
    app,
    server,
    apiRoutes: describeRoutes(api),
    // Drains HTTP (closing idle keep-alive sockets) and the WebSockets.
    stop: async () => {
      unwatch();
      await graphql.stop();
    },
  };
}

/**
 * Security headers (helmet) with a Content-Security-Policy the app really runs under: scripts and
 * styles from our origin only, pictures from our origin or data URLs (profile pictures), network
 * calls (HTTP and WebSocket) to our origin. Apollo Sandbox, a development tool loaded from Apollo's
 * CDN, keeps its own page at /graphql outside production and gets no CSP.
 */
function securityHeaders(): express.RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The local test checkout page: no script at all, its own inline styles, forms posting to us.
  const checkoutPage = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  const sandbox = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  return (req, res, next) => {
    if (req.path.startsWith('/test-checkout/')) return checkoutPage(req, res, next);
    if (req.path === '/graphql' && req.method === 'GET') return sandbox(req, res, next);
    return strict(req, res, next);
  };
}

/**
 * An Idempotency-Key header is stored in a unique index (ledger entries, requests): refuse a
 * malformed or oversized one at the edge with a 400 before any route reads it.
 */
function boundedIdempotencyKey(req: express.Request, _res: express.Response, next: express.NextFunction) {
  const key = req.headers['idempotency-key'];
  if (key !== undefined && !isIdempotencyKey(key)) throw invalid(IDEMPOTENCY_KEY_RULE);
  next();
}
