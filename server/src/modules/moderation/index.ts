// The moderation module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { ModerationService } from './moderation.service.js';
export { ModerationResolver } from './moderation.resolver.js';
export { moderationRoutes } from './moderation.routes.js';
