// The notifications module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export { NotificationEventType } from './notification.types.js';
export { deleteAllNotificationsOf } from './notifications.queries.js';
export { NotificationService, readerTime } from './notification.service.js';
export type { CreatedNotification, NotificationMailer, NotificationRef } from './notification.service.js';
export { NotificationResolver } from './notification.resolver.js';
export { notificationRoutes } from './notification.routes.js';
