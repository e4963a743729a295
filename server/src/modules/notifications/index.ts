// The notifications module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
import { defineModule } from '../../common/app-module.js';
import { notificationPaths } from '../../common/http/openapi/paths/notifications.js';
import { NotificationResolver } from './notification.resolver.js';
import { notificationRoutes } from './notification.routes.js';

export { NotificationEventType } from './notification.types.js';
export { deleteAllNotificationsOf } from './notifications.queries.js';
export { NotificationService, readerTime } from './notification.service.js';
export type {
  CreatedNotification,
  NewNotification,
  NotificationChannel,
  NotificationContent,
  NoticeWithout,
  NotificationRef,
} from './notification.service.js';
export { notificationTarget, type NotificationItemKind, type NotificationTarget } from './notification.target.js';
export {
  renderNotification,
  yesNo,
  type NotificationParams,
  type Reader,
  type StoredNotification,
} from './notification.texts.js';

/** What the notifications module adds to the app (`common/app-module.ts`). */
export const notificationsModule = defineModule({
  name: 'notifications',
  resolvers: [NotificationResolver],
  routes: [notificationRoutes],
  paths: [notificationPaths],
});
