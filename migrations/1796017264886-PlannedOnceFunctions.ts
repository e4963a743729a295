import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `mails_at_once` (asked for every notification, and by the settlement) and `notification_event`
 * (sent after every notification's commit) become PL/pgSQL. As SQL functions that read tables they
 * were never inlined, so PostgreSQL planned their statement again at every call: about 100 µs each
 * on the large seed, against 25 µs once PL/pgSQL keeps the plan for the session. Same answers.
 */
export class PlannedOnceFunctions1796017264886 implements MigrationInterface {
  name = 'PlannedOnceFunctions1796017264886';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.mails_at_once(p_member uuid, p_kind text, p_immediately_by_default boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$
      BEGIN
        -- Whether a notification of this kind is mailed to the member as soon as it happens: their
        -- address is proven and they chose "immediately" for the kind, or chose nothing and the kind's
        -- default (MAIL_TOPICS, passed in) is "immediately".
        -- PL/pgSQL, not SQL: a SQL function that reads a table is never inlined, so it was planned again
        -- at every call (about 100 µs, on every notification); PL/pgSQL keeps the plan for the session.
        RETURN coalesce((
          SELECT u.email_verified_at IS NOT NULL
             AND mail_delivery(p.delivery, p_immediately_by_default) = 'immediately'
            FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = p_kind
           WHERE u.id = p_member), false);
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.notification_event(p_notification uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
      BEGIN
        -- The live event of a new notification, as the member's subscriptions receive it: the
        -- notification and the member's unread count, read in one snapshot. Null when it is gone.
        -- PL/pgSQL for its kept plan, as \`mails_at_once\`: sent after every notification's commit.
        RETURN (
          SELECT json_build_object(
                   'kind', 'CREATED',
                   'notification', json_build_object('id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'params', n.params,
                                                     'read', n.read, 'reference', n.reference,
                                                     'thread', CASE WHEN n.type = 'message_received' THEN message_thread(n.reference) END,
                                                     'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                   'unreadCount', (SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.read))
            FROM notifications n
           WHERE n.id = p_notification);
      END $function$`);
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
                                                   'thread', CASE WHEN n.type = 'message_received' THEN message_thread(n.reference) END,
                                                   'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                 'unreadCount', (SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.read))
          FROM notifications n
         WHERE n.id = p_notification
      $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.mails_at_once(p_member uuid, p_kind text, p_immediately_by_default boolean)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
        -- Whether a notification of this kind is mailed to the member as soon as it happens: their
        -- address is proven and they chose "immediately" for the kind, or chose nothing and the kind's
        -- default (MAIL_TOPICS, passed in) is "immediately".
        SELECT coalesce((
          SELECT u.email_verified_at IS NOT NULL
             AND mail_delivery(p.delivery, p_immediately_by_default) = 'immediately'
            FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = p_kind
           WHERE u.id = p_member), false)
      $function$`);
  }
}
