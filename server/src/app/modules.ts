import { identityModule } from '../modules/identity/index.js';
import { exchangesModule } from '../modules/exchanges/index.js';
import { profilesModule } from '../modules/profiles/index.js';
import { referralsModule } from '../modules/referrals/index.js';
import { catalogueModule } from '../modules/catalogue/index.js';
import { notificationsModule } from '../modules/notifications/index.js';
import { premiumModule } from '../modules/premium/index.js';
import { adminModule } from '../modules/admin/index.js';
import { demoModule } from '../modules/demo/index.js';
import { conversationsModule } from '../modules/conversations/index.js';
import { calendarModule } from '../modules/calendar/index.js';
import { groupSessionsModule } from '../modules/group-sessions/index.js';
import { accountModule } from '../modules/account/index.js';
import { moderationModule } from '../modules/moderation/index.js';
import { auditModule } from '../modules/audit/index.js';
import { statementModule } from '../modules/statement/index.js';
import { disputesModule } from '../modules/disputes/index.js';
import { needsModule } from '../modules/needs/index.js';
import { swapsModule } from '../modules/swaps/index.js';
import { mailModule } from '../modules/mail/index.js';
import { pushModule } from '../modules/push/index.js';
import { blocksModule } from '../modules/blocks/index.js';

/**
 * Every domain module that adds services, GraphQL resolvers or REST routes, each declared in its
 * front door (`common/app-module.ts`). The app reads this one list to make the modules' services
 * (in this order: a module's services may use those made before it), to build the GraphQL schema,
 * to mount `/api` and to write the OpenAPI document. A new module joins the app here.
 */
export const MODULES = [
  identityModule,
  exchangesModule,
  profilesModule,
  referralsModule,
  catalogueModule,
  notificationsModule,
  premiumModule,
  adminModule,
  demoModule,
  blocksModule,
  conversationsModule,
  calendarModule,
  groupSessionsModule,
  accountModule,
  moderationModule,
  auditModule,
  statementModule,
  disputesModule,
  needsModule,
  swapsModule,
  mailModule,
  pushModule,
] as const;
