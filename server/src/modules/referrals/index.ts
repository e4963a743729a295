// The referrals module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { ReferralService } from './referral.service.js';
export { ReferralResolver } from './referral.resolver.js';
export { referralRoutes } from './referral.routes.js';
