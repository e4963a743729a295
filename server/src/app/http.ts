import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { type Express } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, Lexer, Source, TokenKind, type GraphQLSchema, type ValidationRule } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, isBusyError } from '../common/errors/busy.js';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE } from '../common/validation.js';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import helmet from 'helmet';
import { requestContext } from '../common/http/request-context.js';
import { describeRoutes } from '../common/http/routes.js';
import { hasNul, NUL_MESSAGE, refuseNul } from '../common/http/nul-guard.js';
import { DomainError, invalid } from '../common/errors/domain-error.js';
import { formatGraphQLError } from '../common/errors/graphql-errors.js';
import { restErrorHandler, restNotFound } from '../common/errors/rest-errors.js';
import { buildContext, type GraphQLContext } from './context.js';
import type { Services } from './services.js';
import { startWebSocketServer, type WebSocketHandle } from './ws.js';
import { identityRoutes } from '../modules/identity/identity.routes.js';
import { profileRoutes } from '../modules/profiles/profile.routes.js';
import { referralRoutes } from '../modules/referrals/referral.routes.js';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes.js';
import { demoRoutes } from '../modules/demo/demo.routes.js';
import { offerRoutes } from '../modules/catalogue/offer.routes.js';
import { availabilityRoutes } from '../modules/catalogue/availability.routes.js';
import { exchangeRoutes } from '../modules/exchanges/exchange.routes.js';
import { notificationRoutes } from '../modules/notifications/notification.routes.js';
import { adminRoutes } from '../modules/admin/admin.routes.js';
import { premiumRoutes, testCheckoutRoutes, webhookBody } from '../modules/premium/premium.routes.js';
import { openApiRoutes } from '../common/http/openapi/openapi.routes.js';

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

/** The REST facade under /api (spec §7): thin routes over the domain services. */
function apiRouter(services: Services) {
  const api = express.Router();
  api.put('/user/profile', express.json({ limit: LARGE_BODY }));
  api.post('/premium/webhook', webhookBody);
  api.use(express.json({ limit: BODY_LIMIT }));
  api.use(refuseNul);
  api.use(boundedIdempotencyKey);
  api.use(identityRoutes(services));
  api.use(profileRoutes(services));
  api.use(referralRoutes(services));
  api.use(catalogueRoutes(services));
  api.use(offerRoutes(services));
  api.use(availabilityRoutes(services));
  api.use(exchangeRoutes(services));
  api.use(notificationRoutes(services));
  api.use(premiumRoutes(services));
  api.use(adminRoutes(services));
  api.use(demoRoutes(services));
  api.use(openApiRoutes()); // the OpenAPI document of all of the above, and its page (docs/api.md)
  api.use(restNotFound);
  api.use(restErrorHandler);
  return api;
}

export async function createHttpApp(services: Services, schema: GraphQLSchema): Promise<HttpApp> {
  const { config } = services;
  const app = express();
  app.disable('x-powered-by');
  // Behind N proxies, req.ip is the member's address taken from X-Forwarded-For (abuse limits).
  if (config.trustProxy > 0) app.set('trust proxy', config.trustProxy);
  app.use(requestContext({ logRequests: config.nodeEnv === 'production' }));
  app.use(securityHeaders());
  const server = createServer(app);
  const ws = startWebSocketServer(server, schema, services);

  const production = config.nodeEnv === 'production';
  const armor = graphqlArmor(production).protect();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatGraphQLError,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false, // one operation per request: batching would multiply every limit
    validationRules: armor.validationRules as unknown as ValidationRule[],
    stopOnTerminationSignals: false, // main.ts owns shutdown: drain HTTP, then close the database
    plugins: [
      // graphql-armor ships CommonJS typings of Apollo's plugin type; the objects are the same.
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      busyResponses,
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      { async serverWillStart() { return { drainServer: () => ws.dispose() }; } },
    ],
  });
  await apollo.start();

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
  app.use(
    '/graphql',
    express.json({ limit: LARGE_BODY }),
    (err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      // A malformed JSON body is the client's fault: answer like GraphQL-over-HTTP does.
      const e = err as { type?: string; status?: number };
      if (e?.type === 'entity.parse.failed') return void res.status(400).json({ errors: [{ message: 'Malformed JSON in request body', extensions: { code: 'BAD_REQUEST' } }] });
      if (e?.status === 413) return void res.status(413).json({ errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      next(err);
    },
    tokenLimit,
    (req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (hasNul(req.body)) return void res.status(400).json({ errors: [{ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
      next();
    },
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        try {
          return await buildContext(services, req.headers.authorization, req.ip);
        } catch (err) {
          throw asHttpGraphQLError(err);
        }
      },
    }),
  );

  if (services.premium.provider === 'local') {
    app.use(express.urlencoded({ extended: false, limit: '1kb' }), testCheckoutRoutes(services), restErrorHandler);
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
    async stop() {
      await apollo.stop(); // drains HTTP (closing idle keep-alive sockets) and the WebSockets
    },
  };
}

/**
 * GraphQL abuse limits (OWASP GraphQL cheat sheet): depth, aliases, tokens, directives and cost.
 * Aliases stay allowed up to 20 so that clients may batch reads; each aliased call still counts
 * against the per-call limits (a verifyCode alias is one attempt on the code).
 */
export function graphqlArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10 },
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
      directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], formAction: ["'self'"], baseUri: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  const sandbox = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  return (req, res, next) => {
    if (req.path.startsWith('/test-checkout/')) return checkoutPage(req, res, next);
    if (req.path === '/graphql' && req.method === 'GET') return sandbox(req, res, next);
    return strict(req, res, next);
  };
}

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
  const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
  if (typeof query === 'string' && countTokens(query) > MAX_TOKENS) {
    res.status(400).json({ errors: [{ message: `Query has more than ${MAX_TOKENS} tokens`, extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  next();
}

/**
 * An Idempotency-Key header is stored in a unique index (ledger entries, requests): refuse a
 * malformed or oversized one at the edge with a 400 before any route reads it.
 */
function boundedIdempotencyKey(req: express.Request, _res: express.Response, next: express.NextFunction) {
  const key = req.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) throw invalid(IDEMPOTENCY_KEY_MESSAGE);
  next();
}

/**
 * A GraphQL answer with nothing but "try again later" errors (the database was too busy, a queue
 * shed the call: SERVICE_UNAVAILABLE with retryAfterSeconds) is a 503 with Retry-After, as on /api.
 */
const busyResponses: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        const retry = errors?.find((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE' && typeof e.extensions.retryAfterSeconds === 'number');
        if (!retry || (data && Object.values(data).some((v) => v !== null))) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(retry.extensions!.retryAfterSeconds));
      },
    };
  },
};

/** Errors thrown while building the context become a 401 with the domain message (503 when busy). */
function asHttpGraphQLError(err: unknown) {
  if (isBusyError(err) || (err instanceof DomainError && err.code === 'UNAVAILABLE')) {
    const retryAfterSeconds = err instanceof DomainError && typeof err.details?.retryAfterSeconds === 'number' ? err.details.retryAfterSeconds : BUSY_RETRY_AFTER_SECONDS;
    return new GraphQLError(err instanceof DomainError ? err.message : BUSY_MESSAGE, {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        retryAfterSeconds,
        http: { status: 503, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
      },
    });
  }
  if (err instanceof DomainError) {
    const status = err.code === 'UNAUTHENTICATED' ? 401 : 400;
    return new GraphQLError(err.message, {
      extensions: { code: err.code === 'UNAUTHENTICATED' ? 'UNAUTHENTICATED' : 'BAD_REQUEST', http: { status } },
    });
  }
  return err;
}

/**
 * The built React app at `/`, with index.html for any other GET (the app has no URL router), plus
 * what search engines ask for: robots.txt and a sitemap of the one public page, the landing.
 * Absolute URLs (canonical link, sitemap) come from APP_URL.
 */
function serveClient(app: Express, dist: string, appUrl: string) {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(appUrl));
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemapXml(appUrl));
  });
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('Energy Exchange API is running. The client is not built: run `npm run build -w client`.');
    });
    return;
  }
  // The page is read and compressed once: it carries the prerendered landing (tens of KB) and is
  // answered on every navigation.
  const index = compressedVariants(Buffer.from(withCanonicalUrl(readFileSync(indexFile, 'utf8'), appUrl)));
  app.use(precompressedAssets(dist));
  app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  app.get(/^\/(?!api\/|graphql|healthz|readyz).*/, (req, res) => {
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('html');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(encoding ? index[encoding] : index.identity);
  });
}

/** Everything but the API may be crawled; the sitemap lists the landing. */
function robotsTxt(appUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${appUrl}/sitemap.xml\n`;
}

function sitemapXml(appUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${appUrl}/</loc></url>\n</urlset>\n`;
}

/** index.html links itself as `/`; search engines want the canonical URL absolute. */
function withCanonicalUrl(html: string, appUrl: string): string {
  return html.replace(/<link rel="canonical" href="[^"]*"[^>]*>/, `<link rel="canonical" href="${appUrl}/" />`);
}

function compressedVariants(body: Buffer) {
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/**
 * The client build writes a `.br` and a `.gz` beside each text asset (client/vite.config.ts):
 * answer those to browsers that accept them (the JS is a fifth of its size in brotli) without
 * compressing on every request. Which files have variants is read once, at start.
 */
function precompressedAssets(dist: string): express.RequestHandler {
  const variants = new Set<string>();
  for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.br') || entry.endsWith('.gz')) variants.add(`/${entry.split(path.sep).join('/')}`);
  }
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !variants.size) return next();
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
    if (!suffix || !variants.has(req.path + suffix)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding!);
    res.type(path.extname(req.path)); // the original file's type, not the archive's
    immutableAssets(res, path.join(dist, req.path));
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=3600');
    res.sendFile(req.path.slice(1) + suffix, { root: dist, cacheControl: false, dotfiles: 'deny' }, (err) => {
      if (err) next(err);
    });
  };
}

/** Files that must be re-checked on every load, or a new release would reach browsers late. */
const REVALIDATE = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest', 'index.html']);

function immutableAssets(res: express.Response, file: string) {
  // Vite names built assets by content hash: they never change.
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (REVALIDATE.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
}
