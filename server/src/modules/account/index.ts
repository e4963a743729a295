// The account module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { AccountExport, CORE_EXPORT_SECTIONS, rows } from './account-export.js';
export { AccountService } from './account.service.js';
export { AccountResolver } from './account.resolver.js';
export { accountRoutes } from './account.routes.js';
