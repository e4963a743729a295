// The account module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import type { DataSource } from 'typeorm';
import type { GroupSessionService } from '../group-sessions/index.js';
import type { ExchangeService } from '../exchanges/index.js';
import type { IdentityService } from '../identity/index.js';
import { accountPaths } from '../../common/http/openapi/paths/account.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';

export { AccountExport, CORE_EXPORT_SECTIONS, rows } from './account-export.js';
export { AccountService } from './account.service.js';

/** What the account module adds to the app (`common/app-module.ts`). */
export const accountModule = defineModule({
  name: 'account',
  services: (s: {
    db: DataSource;
    identity: IdentityService;
    exchanges: ExchangeService;
    groupSessions: GroupSessionService;
  }) => ({
    account: new AccountService(s.db, s.identity, s.exchanges, s.groupSessions),
  }),
  resolvers: [AccountResolver],
  routes: [accountRoutes],
  paths: [accountPaths],
});
