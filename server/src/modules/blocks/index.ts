// The blocks module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import type { DataSource } from 'typeorm';
import { defineModule } from '../../common/app-module.js';
import { blockPaths } from '../../common/http/openapi/paths/blocks.js';
import { BlockResolver } from './blocks.resolver.js';
import { blockRoutes } from './blocks.routes.js';
import { BlockService } from './blocks.service.js';

export { BlockService, blockedEitherWay, blockRefusal, refuseIfBlocked } from './blocks.service.js';

/** What the blocks module adds to the app (`common/app-module.ts`). */
export const blocksModule = defineModule({
  name: 'blocks',
  services: ({ db }: { db: DataSource }) => ({ blocks: new BlockService(db) }),
  resolvers: [BlockResolver],
  routes: [blockRoutes],
  paths: [blockPaths],
});
