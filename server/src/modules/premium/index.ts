// The premium module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { premiumPaths } from '../../common/http/openapi/paths/premium.js';
import { PremiumResolver } from './premium.resolver.js';
import { premiumRoutes } from './premium.routes.js';

export { PremiumService } from './premium.service.js';
export { testCheckoutRoutes, webhookBody } from './premium.routes.js';

/** What the premium module adds to the app (`common/app-module.ts`). */
export const premiumModule = defineModule({
  name: 'premium',
  resolvers: [PremiumResolver],
  routes: [premiumRoutes],
  paths: [premiumPaths],
});
