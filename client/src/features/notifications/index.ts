// What other features and the shell use from Notifications.
export { NotificationsBell } from './components/NotificationsBell';
export { NotificationsProvider } from './components/NotificationsProvider';
export { NotificationsView } from './components/NotificationsView';
export { applyNotification } from './lib/arrivals';
export { notificationPollMs } from './lib/pollInterval';
