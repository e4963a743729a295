// The disputes module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { disputePaths } from '../../common/http/openapi/paths/trust.js';
import { DisputeResolver, RequestDisputeResolver } from './dispute.resolver.js';
import { disputeRoutes, requestCardDisputes } from './dispute.routes.js';
import type { DisputeService } from './dispute.service.js';

export { exportDisputesOf } from './disputes.queries.js';
export { disputeReversals } from './dispute-money.js';
export { DisputeService } from './dispute.service.js';
export type { DisputeView } from './dispute.service.js';

/** What the disputes module adds to the app (`common/app-module.ts`). */
export const disputesModule = defineModule({
  name: 'disputes',
  // What a request card says about its dispute, which the exchanges module's routes ask.
  services: ({ disputes }: { disputes: DisputeService }) => ({ cardDisputes: requestCardDisputes(disputes) }),
  resolvers: [DisputeResolver, RequestDisputeResolver],
  routes: [disputeRoutes],
  paths: [disputePaths],
});
