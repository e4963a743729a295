import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { arrayOf, confirmation, int, ref, str } from '../shapes.js';
import { notificationId } from './resources.js';

const TAG = 'Notifications and demo data';

/** Notifications and demo data (modules/notifications, modules/demo). */
export const notificationPaths = routes(TAG, {
  'GET /notifications/recent': {
    summary: 'Recent notifications',
    description: 'What the bell shows; clients poll it every 30 seconds while the live subscription is down.',
    access: 'member',
    ok: { description: 'The newest notifications and the unread count.', schema: ref(S.RecentNotifications) },
  },
  'GET /notifications': {
    summary: 'All my notifications',
    description: 'Newest first, a page at a time: pass X-Next-Cursor back as `after`.',
    access: 'member',
    query: {
      unread_only: { description: 'Only unread ones.', schema: { type: 'string', enum: ['true', 'false'] } },
      limit: { description: 'Page size, 1 to 100.', schema: int({ minimum: 1, maximum: 100, default: 50 }) },
      after: { description: 'The X-Next-Cursor of the previous page.', schema: str() },
    },
    ok: {
      description: 'A page of notifications.',
      schema: arrayOf(ref(S.Notification)),
      headers: {
        'X-Total-Count': { description: 'How many match, all pages.', required: true, schema: int({ minimum: 0 }) },
        'X-Next-Cursor': { description: 'Present when there is a next page.', schema: str() },
      },
    },
  },
  'POST /notifications/mark-all-read': {
    summary: 'Mark all read',
    access: 'member',
    ok: { description: 'All read.', schema: ref(S.MarkedAllRead) },
  },
  'PUT /notifications/{id}': {
    summary: 'Mark a notification read or unread',
    access: 'member',
    params: notificationId,
    body: { input: 'MarkNotificationReadArgs' },
    ok: { description: 'The notification as it is now.', schema: ref(S.Notification) },
  },
  'DELETE /notifications/{id}': {
    summary: 'Delete a notification',
    access: 'member',
    params: notificationId,
    ok: { description: 'Deleted.', schema: confirmation('Notification deleted') },
  },
  'POST /demo/create-demo-data': {
    summary: 'Load the demo coaches',
    description: 'Idempotent: fired whenever the dashboard view changes (errors ignored). Only when DEMO_DATA is on.',
    access: 'public',
    ok: { description: 'The demo coaches are there.', schema: ref(S.DemoData) },
    errors: { 404: '`Demo data is disabled`.' },
  },
});
