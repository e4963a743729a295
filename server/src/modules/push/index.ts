// The push module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { pushPaths } from '../../common/http/openapi/paths/push.js';
import { PushResolver } from './push.resolver.js';
import { pushRoutes } from './push.routes.js';

export { deletePushDataOf, exportPushDevicesOf } from './push.queries.js';
export { PushOutbox } from './push-outbox.js';
export { PushService, PUSHED_BY_DEFAULT } from './push.service.js';
export { pushPayload } from './push.payload.js';
export type { PushPayload } from './push.payload.js';

/** What the push module adds to the app (`common/app-module.ts`). */
export const pushModule = defineModule({
  name: 'push',
  resolvers: [PushResolver],
  routes: [pushRoutes],
  paths: [pushPaths],
});
