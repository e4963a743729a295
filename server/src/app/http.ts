import { createServer, type Server } from 'node:http';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE } from '../common/validation.js';
import { requestContext } from '../common/http/request-context.js';
import { describeRoutes } from '../common/http/routes.js';
import { refuseNul } from '../common/http/nul-guard.js';
import { invalid } from '../common/errors/domain-error.js';
import { restErrorHandler, restNotFound } from '../common/errors/rest-errors.js';
import type { Services } from './services.js';
import { startWebSocketServer } from './ws.js';
import { createGraphQLEdge } from './graphql-edge.js';
import { serveClient } from './client-serving.js';
import { identityRoutes } from '../modules/identity/index.js';
import { profileRoutes } from '../modules/profiles/index.js';
import { referralRoutes } from '../modules/referrals/index.js';
import { catalogueRoutes, offerRoutes, availabilityRoutes, categoryAdminRoutes } from '../modules/catalogue/index.js';
import { demoRoutes } from '../modules/demo/index.js';
import { contactCounterparts, dashboardRoutes, exchangeRoutes } from '../modules/exchanges/index.js';
import { notificationRoutes } from '../modules/notifications/index.js';
import { adminRoutes } from '../modules/admin/index.js';
import { premiumRoutes, testCheckoutRoutes, webhookBody } from '../modules/premium/index.js';
import { openApiRoutes } from '../common/http/openapi/openapi.routes.js';
import { conversationRoutes } from '../modules/conversations/index.js';
import { calendarRoutes, calendarFeedFiles } from '../modules/calendar/index.js';
import { mediaRoutes, pictureBodyTooLarge } from '../modules/media/index.js';
import { accountRoutes } from '../modules/account/index.js';
import { moderationRoutes } from '../modules/moderation/index.js';
import { auditRoutes } from '../modules/audit/index.js';
import { statementRoutes } from '../modules/statement/index.js';
import { disputeRoutes, requestCardDisputes } from '../modules/disputes/index.js';
import { needRoutes } from '../modules/needs/index.js';
import { swapRoutes } from '../modules/swaps/index.js';
import { groupSessionRoutes } from '../modules/group-sessions/index.js';
import { mailRoutes } from '../modules/mail/index.js';

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

/** The REST facade under /api: thin routes, each given only the services it calls. */
function apiRouter(s: Services) {
  const api = express.Router();
  api.put('/user/profile', express.json({ limit: LARGE_BODY }), pictureBodyTooLarge);
  api.post('/premium/webhook', webhookBody);
  api.use(express.json({ limit: BODY_LIMIT }));
  api.use(refuseNul);
  api.use(boundedIdempotencyKey);
  const {
    identity,
    ledger,
    db,
    referrals,
    catalogue,
    offers,
    adminRoles,
    availability,
    exchanges,
    sessions,
    testimonials,
  } = s;
  api.use(identityRoutes({ identity, ledger, db }));
  api.use(dashboardRoutes({ identity, ledger, achievements: s.achievements, db }));
  api.use(profileRoutes({ identity, ledger, profiles: s.profiles, db }));
  api.use(referralRoutes({ identity, referrals }));
  api.use(catalogueRoutes({ catalogue }));
  api.use(
    offerRoutes({
      identity,
      adminRoles,
      catalogue,
      offers,
      counterparts: contactCounterparts(db),
      reliability: s.reliability,
    }),
  );
  api.use(availabilityRoutes({ identity, availability }));
  api.use(exchangeRoutes({ identity, exchanges, sessions, testimonials, disputes: requestCardDisputes(s.disputes) }));
  api.use(notificationRoutes({ identity, notifications: s.notifications }));
  api.use(premiumRoutes({ identity, premium: s.premium }));
  api.use(adminRoutes({ identity, admin: s.admin, adminRoles, adminCsv: s.adminCsv }));
  api.use(demoRoutes({ demo: s.demo }));
  api.use(conversationRoutes({ identity, conversations: s.conversations }));
  api.use(calendarRoutes({ identity, calendar: s.calendar }));
  api.use(accountRoutes({ identity, account: s.account, accountExport: s.accountExport }));
  api.use(moderationRoutes({ identity, adminRoles, moderation: s.moderation }));
  api.use(auditRoutes({ identity, adminRoles, audit: s.audit }));
  api.use(statementRoutes({ identity, statement: s.statement }));
  api.use(disputeRoutes({ identity, adminRoles, disputes: s.disputes }));
  api.use(needRoutes({ identity, catalogue, needs: s.needs }));
  api.use(swapRoutes({ identity, catalogue, swaps: s.swaps, matches: s.matches }));
  api.use(groupSessionRoutes({ identity, groupSessions: s.groupSessions }));
  api.use(mailRoutes({ identity, adminRoles, mail: s.mail, outbox: s.outbox }));
  api.use(categoryAdminRoutes({ identity, adminRoles, catalogue, categoryAdmin: s.categoryAdmin }));
  api.use(openApiRoutes()); // the OpenAPI document of all of the above, and its page (docs/api.md)
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
  app.use(securityHeaders());
  const server = createServer(app);
  const ws = startWebSocketServer(server, schema, services);
  const graphql = await createGraphQLEdge({ services, schema, server, ws, production });

  // Probes for load balancers: alive, and ready (database reachable, migrations applied).
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    try {
      await services.db.query('SELECT 1');
      const pending = await services.db.showMigrations();
      res.status(pending ? 503 : 200).json({ status: pending ? 'migrations pending' : 'ready' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });
  const api = apiRouter(services);
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
    stop: graphql.stop, // drains HTTP (closing idle keep-alive sockets) and the WebSockets
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
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
    throw invalid(IDEMPOTENCY_KEY_MESSAGE);
  next();
}
