// The needs module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { NeedResolver } from './needs.resolver.js';
import { needRoutes } from './needs.routes.js';

export { NeedType } from './need.types.js';
export { exportNeedsOf, NEED_COLUMNS, OPEN } from './needs.queries.js';
export type { NeedRow } from './needs.queries.js';
export { NeedService } from './needs.service.js';
export type { Need } from './needs.service.js';
export { needDto } from './needs.dto.js';

/** What the needs module adds to the app (`common/app-module.ts`). */
export const needsModule = defineModule({
  name: 'needs',
  resolvers: [NeedResolver],
  routes: [needRoutes],
});
