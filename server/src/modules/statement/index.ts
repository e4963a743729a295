// The statement module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { StatementService } from './statement.service.js';
export { StatementResolver } from './statement.resolver.js';
export { statementRoutes } from './statement.routes.js';
