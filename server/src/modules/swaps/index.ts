// The swaps module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { exportSwapsOf } from './swaps.queries.js';
export { exportRingsOf } from './rings.queries.js';
export { MatchService } from './match.service.js';
export { swapHolds, SwapService } from './swap.service.js';
export { SwapType } from './swap.types.js';
export { MatchesResolver, SwapResolver } from './swap.resolver.js';
export { swapRoutes } from './swap.routes.js';
