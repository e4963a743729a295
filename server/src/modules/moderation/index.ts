// The moderation module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import type { DataSource } from 'typeorm';
import type { RateLimiter } from '../../common/rate-limit.js';
import type { AuditLog } from '../audit/index.js';
import type { GroupSessionService } from '../group-sessions/index.js';
import type { ExchangeService } from '../exchanges/index.js';
import type { IdentityService } from '../identity/index.js';
import { moderationPaths, reportPaths } from '../../common/http/openapi/paths/account.js';
import { ModerationResolver } from './moderation.resolver.js';
import { moderationRoutes } from './moderation.routes.js';
import { ModerationService } from './moderation.service.js';

export { ModerationService } from './moderation.service.js';

/** What the moderation module adds to the app (`common/app-module.ts`). */
export const moderationModule = defineModule({
  name: 'moderation',
  services: (s: {
    db: DataSource;
    identity: IdentityService;
    exchanges: ExchangeService;
    audit: AuditLog;
    limiter: RateLimiter;
    groupSessions: GroupSessionService;
  }) => ({
    moderation: new ModerationService(s.db, s.identity, s.exchanges, s.audit, s.limiter, s.groupSessions),
  }),
  resolvers: [ModerationResolver],
  routes: [moderationRoutes],
  paths: [reportPaths, moderationPaths],
});
