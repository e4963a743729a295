import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A notification says where a click on it goes (the app's view, and the item opened there), in the
 * app as in a push. For a message, that depends on the kind of thread its reference names, which
 * the notification row does not say:
 * - `message_thread(reference)`: the thread's kind (request, question, group session), one lookup
 *   by primary key per table; push used the same statement on its own before;
 * - `notification_event`: the live event carries that kind too (`thread`), so a subscription
 *   renders the link without a further read.
 */
export class NotificationTargets1796001000000 implements MigrationInterface {
  name = 'NotificationTargets1796001000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.message_thread(p_thread text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
        -- Which kind of thread a message's notification names (its reference): a request's, a
        -- question's or a group session's, so that a click on the notification (in the app or as a
        -- push) opens that thread in the view that holds it. Null for a thread that is gone.
        -- PL/pgSQL, not SQL: a reference that is no id must give null, and a SQL function inlined
        -- with a constant would cast it to uuid while planning, whatever the guard.
        BEGIN
          IF p_thread IS NULL OR p_thread !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
            RETURN NULL;
          END IF;
          RETURN (SELECT kind FROM (
                    SELECT 'request' AS kind FROM exchange_requests WHERE id = p_thread::uuid
                    UNION ALL SELECT 'question' FROM questions WHERE id = p_thread::uuid
                    UNION ALL SELECT 'group_session' FROM group_sessions WHERE id = p_thread::uuid) t
                  LIMIT 1);
        END
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.notification_event(p_notification uuid)
 RETURNS json
 LANGUAGE sql
 STABLE
AS $function$
        -- The live event of a new notification, as the member's subscriptions receive it: the
        -- notification and the member's unread count, read in one snapshot. Null when it is gone.
        SELECT json_build_object(
                 'kind', 'CREATED',
                 'notification', json_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'params', n.params,
                                                   'read', n.read, 'reference', n.reference,
                                                   'thread', CASE WHEN n.type = 'message_received' THEN message_thread(n.reference) END,
                                                   'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                 'unreadCount', (SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.read))
          FROM notifications n
         WHERE n.id = p_notification
      $function$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.notification_event(p_notification uuid)
 RETURNS json
 LANGUAGE sql
 STABLE
AS $function$
        -- The live event of a new notification, as the member's subscriptions receive it: the
        -- notification and the member's unread count, read in one snapshot. Null when it is gone.
        SELECT json_build_object(
                 'kind', 'CREATED',
                 'notification', json_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'params', n.params,
                                                   'read', n.read, 'reference', n.reference,
                                                   'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                 'unreadCount', (SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.read))
          FROM notifications n
         WHERE n.id = p_notification
      $function$`);
    await q.query(`DROP FUNCTION IF EXISTS public.message_thread(p_thread text)`);
  }
}
