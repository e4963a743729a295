import type { Request, RequestHandler } from 'express';
import { errorsByCode, httpDuration, httpRequests } from './metrics.js';

/**
 * Counts and times every HTTP answer by its route pattern (`/api/requests/:id`), never by its URL:
 * a path outside the routes is `/api (no route)`, the GraphQL edge `/graphql`, the client's files
 * and pages `client` (the probes and `/metrics` are routes: their own path). A REST refusal (4xx) or failure (5xx) is also counted by status.
 */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = routeOf(req);
      httpRequests.inc({ route, method: req.method, status: String(res.statusCode) });
      httpDuration.observe({ route, method: req.method }, Number(process.hrtime.bigint() - started) / 1e9);
      if (res.statusCode >= 400 && route.startsWith('/api'))
        errorsByCode.inc({ transport: 'rest', code: String(res.statusCode) });
    });
    next();
  };
}

function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  const path = req.originalUrl.split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return '/api (no route)';
  if (path === '/graphql') return '/graphql';
  return 'client';
}
