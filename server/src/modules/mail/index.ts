// The mail module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { deletePreferencesOf } from './mail.queries.js';
export { UnsubscribeTokens } from './unsubscribe-token.js';
export { OutboxService } from './outbox.js';
export type { OutgoingMail } from './outbox.js';
export { MailService } from './mail.service.js';
export { MailResolver } from './mail.resolver.js';
export { mailRoutes } from './mail.routes.js';
