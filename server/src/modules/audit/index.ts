// The audit module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { AuditResolver } from './audit.resolver.js';
import { auditRoutes } from './audit.routes.js';

export type { AuditActor } from './audit.types.js';
export { AuditLog, auditActorOf, CLI_ACTOR } from './audit-log.js';

/** What the audit module adds to the app (`common/app-module.ts`). */
export const auditModule = defineModule({
  name: 'audit',
  resolvers: [AuditResolver],
  routes: [auditRoutes],
});
