// The disputes module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { exportDisputesOf } from './disputes.queries.js';
export { disputeReversals } from './dispute-money.js';
export { DisputeService } from './dispute.service.js';
export type { DisputeView } from './dispute.service.js';
export { DisputeResolver, RequestDisputeResolver } from './dispute.resolver.js';
export { disputeRoutes, requestCardDisputes } from './dispute.routes.js';
