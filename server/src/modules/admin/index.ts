// The admin module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { AdminCsvService, csvCell, neutralize } from './admin-csv.js';
export { AdminRoleService } from './admin-role.service.js';
export { AdminService } from './admin.service.js';
export { AdminResolver } from './admin.resolver.js';
export { adminRoutes } from './admin.routes.js';
