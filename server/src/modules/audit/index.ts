// The audit module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export type { AuditActor } from './audit.types.js';
export { AuditLog, auditActorOf, CLI_ACTOR } from './audit-log.js';
export { AuditResolver } from './audit.resolver.js';
export { auditRoutes } from './audit.routes.js';
