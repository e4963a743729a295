import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import { metricsRegistry, watch } from '../common/metrics/metrics.js';
import type { Services } from './services.js';

/**
 * `GET /metrics` in the Prometheus text format. Outside production it is open (a developer's
 * machine, the tests); in production it needs `Authorization: Bearer <METRICS_TOKEN>`, and without a
 * token it does not exist (404), as start-up says: figures about members' activity are not public.
 */
export function metricsRoute(token: string | undefined, production: boolean): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (req, res) => {
    if (production && !expected) {
      res.status(404).json({ detail: 'Not found' });
      return;
    }
    if (expected) {
      const given = Buffer.from(req.get('authorization') ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).setHeader('WWW-Authenticate', 'Bearer').json({ detail: 'A metrics token is required' });
        return;
      }
    }
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metricsRegistry.metrics());
  };
}

/** Starts reading this instance's pool, outbox and sockets for the gauges; returns the stop. */
export function watchInstance(services: Services, liveSockets: () => number): () => void {
  const pool = (services.db.driver as unknown as { master: Pool }).master;
  return watch({
    pools: [
      {
        database: 'primary',
        inUse: () => pool.totalCount - pool.idleCount,
        waiting: () => pool.waitingCount,
        idle: () => pool.idleCount,
      },
    ],
    outbox: {
      depth: async () => (await services.outbox.backlog()).depth,
      oldestSeconds: async () => (await services.outbox.backlog()).oldestSeconds,
    },
    liveSockets,
  });
}
