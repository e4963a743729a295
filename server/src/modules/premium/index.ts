// The premium module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { PremiumService } from './premium.service.js';
export { PremiumResolver } from './premium.resolver.js';
export { premiumRoutes, testCheckoutRoutes, webhookBody } from './premium.routes.js';
