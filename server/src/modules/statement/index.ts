// The statement module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import type { DataSource } from 'typeorm';
import type { LedgerService } from '../ledger/index.js';
import { trustPaths } from '../../common/http/openapi/paths/trust.js';
import { StatementResolver } from './statement.resolver.js';
import { statementRoutes } from './statement.routes.js';
import { StatementService } from './statement.service.js';

export { StatementService } from './statement.service.js';

/** What the statement module adds to the app (`common/app-module.ts`). */
export const statementModule = defineModule({
  name: 'statement',
  services: ({ db, ledger }: { db: DataSource; ledger: LedgerService }) => ({
    statement: new StatementService(db, ledger),
  }),
  resolvers: [StatementResolver],
  routes: [statementRoutes],
  paths: [trustPaths],
});
