// The referrals module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { ReferralResolver } from './referral.resolver.js';
import { referralRoutes } from './referral.routes.js';

export { ReferralService } from './referral.service.js';

/** What the referrals module adds to the app (`common/app-module.ts`). */
export const referralsModule = defineModule({
  name: 'referrals',
  resolvers: [ReferralResolver],
  routes: [referralRoutes],
});
