// The admin module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { adminPaths } from '../../common/http/openapi/paths/admin.js';
import { AdminResolver } from './admin.resolver.js';
import { adminRoutes } from './admin.routes.js';

export { AdminCsvService, csvCell, neutralize } from './admin-csv.js';
export { AdminRoleService } from './admin-role.service.js';
export { AddAdminArgs } from './admin.inputs.js';
export { AdminService } from './admin.service.js';

/** What the admin module adds to the app (`common/app-module.ts`). */
export const adminModule = defineModule({
  name: 'admin',
  resolvers: [AdminResolver],
  routes: [adminRoutes],
  paths: [adminPaths],
});
