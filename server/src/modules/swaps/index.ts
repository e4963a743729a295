// The swaps module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { swapPaths } from '../../common/http/openapi/paths/swaps.js';
import { MatchesResolver, SwapResolver } from './swap.resolver.js';
import { swapRoutes } from './swap.routes.js';

export { exportSwapsOf } from './swaps.queries.js';
export { exportRingsOf } from './rings.queries.js';
export { MatchService } from './match.service.js';
export { swapHolds, SwapService } from './swap.service.js';
export { SwapType } from './swap.types.js';

/** What the swaps module adds to the app (`common/app-module.ts`). */
export const swapsModule = defineModule({
  name: 'swaps',
  resolvers: [SwapResolver, MatchesResolver],
  routes: [swapRoutes],
  paths: [swapPaths],
});
