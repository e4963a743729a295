import type { RequestHandler } from 'express';
import { defineMessages } from '@formatjs/intl';
import type { Pool } from 'pg';
import { metricsRegistry, scrape, watch } from '../common/metrics/metrics.js';
import { sameSecret } from '../common/auth/same-secret.js';
import { bearerToken } from '../common/auth/tokens.js';
import type { Services } from './services.js';
import { requestLocale, translate } from '../common/i18n/index.js';
import { HttpMessages } from '../common/http/http.messages.js';

const MetricsMessages = defineMessages({
  tokenRequired: { id: 'metrics.tokenRequired', defaultMessage: 'A metrics token is required' },
});

/**
 * `GET /metrics` in the Prometheus text format. Outside production it is open (a developer's
 * machine, the tests); in production it needs `Authorization: Bearer <METRICS_TOKEN>`, and without a
 * token it does not exist (404), as start-up says: figures about members' activity are not public.
 * Its refusals are `{detail}` in the `Accept-Language` language, as /api's.
 */
export function metricsRoute(token: string | undefined, production: boolean): RequestHandler {
  return async (req, res) => {
    if (production && !token) {
      res.status(404).json({ detail: translate(requestLocale(req), HttpMessages.notFound) });
      return;
    }
    if (token) {
      if (!sameSecret(bearerToken(req.get('authorization')) ?? '', token)) {
        res
          .status(401)
          .setHeader('WWW-Authenticate', 'Bearer')
          .json({ detail: translate(requestLocale(req), MetricsMessages.tokenRequired) });
        return;
      }
    }
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await scrape());
  };
}

/** Starts reading this instance's pool, outbox, sockets and session cache for the gauges; returns the stop. */
export function watchInstance(services: Services, liveSockets: () => number): () => void {
  const pool = (services.db.driver as unknown as { master: Pool }).master;
  return watch({
    pool: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, idle: pool.idleCount }),
    outbox: () => services.outbox.backlog(),
    liveSockets,
    eventBusDelayMs: () => services.bus.delayMs(),
    sessionCache: () => services.identity.sessionCache.stats,
    replicas: () => services.replicas?.status() ?? [],
  });
}
