// The mail module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { mailPaths } from '../../common/http/openapi/paths/mail.js';
import { MailResolver } from './mail.resolver.js';
import { mailRoutes } from './mail.routes.js';

export { deletePreferencesOf } from './mail.queries.js';
export { UnsubscribeTokens } from './unsubscribe-token.js';
export { OutboxService } from './outbox.js';
export type { OutgoingMail } from './outbox.js';
export { MailService } from './mail.service.js';

/** What the mail module adds to the app (`common/app-module.ts`). */
export const mailModule = defineModule({
  name: 'mail',
  resolvers: [MailResolver],
  routes: [mailRoutes],
  paths: [mailPaths],
});
