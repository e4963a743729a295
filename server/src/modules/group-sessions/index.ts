// The group sessions module's front door: what the app and other modules use of it
// (docs/architecture.md, "Modules and their front doors"). Anything not listed here is the module's own.
import type { DataSource } from 'typeorm';
import { defineModule } from '../../common/app-module.js';
import type { EventBus } from '../../common/events/event-bus.js';
import { groupSessionPaths } from '../../common/http/openapi/paths/group-sessions.js';
import type { CalendarService } from '../calendar/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MailService } from '../mail/index.js';
import type { NotificationService } from '../notifications/index.js';
import { GroupSessionService } from './group-session.service.js';
import { GroupSessionResolver } from './group-session.resolver.js';
import { groupSessionRoutes } from './group-session.routes.js';
import { ServiceGroupSessionsResolver } from './service-group-sessions.resolver.js';

export { GroupSessionService, groupSeatHolds } from './group-session.service.js';
export type { GroupSessionView } from './group-session.service.js';
export { GroupSessionType } from './group-session.types.js';

/** What the group sessions module adds to the app (`common/app-module.ts`). */
export const groupSessionsModule = defineModule({
  name: 'group-sessions',
  services: (s: {
    db: DataSource;
    ledger: LedgerService;
    notifications: NotificationService;
    bus: EventBus;
    mail: MailService;
    calendar: CalendarService;
  }) => ({
    groupSessions: new GroupSessionService(
      s.db,
      s.ledger,
      s.notifications,
      (n) => s.notifications.published(n),
      s.bus,
      // A booked seat's calendar invitation, mailed in the booking's transaction (in the member's
      // language: the seat's invitation reads it itself).
      (tx, afterCommit, b) =>
        s.mail.sessionConfirmed(tx, afterCommit, {
          title: b.title,
          memberIds: [b.memberId],
          invitation: () => s.calendar.invitationForGroupSeat(b.groupSessionId, b.memberId, { db: tx }),
        }),
    ),
  }),
  resolvers: [GroupSessionResolver, ServiceGroupSessionsResolver],
  routes: [groupSessionRoutes],
  paths: [groupSessionPaths],
});
