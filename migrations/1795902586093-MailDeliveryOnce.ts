import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rule "a kind's mail goes out at once, in the daily digest or not at all: the member's choice,
 * else the kind's default" was written twice — in `mails_at_once` (mail now) and in the digest's
 * statement — and could drift apart. It is now one function, `mail_delivery`, that both read
 * (IMMUTABLE SQL, so the planner inlines it where it is called). Carries
 * schema/database/functions/mail_delivery.sql and functions/mails_at_once.sql.
 */
export class MailDeliveryOnce1795902586093 implements MigrationInterface {
  name = 'MailDeliveryOnce1795902586093';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.mail_delivery(p_chosen text, p_immediately_by_default boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
        -- How a notification of one kind reaches a member by mail: what they chose for the kind, or
        -- with no choice the kind's default (MAIL_TOPICS: "immediately" for the kinds that say so, the
        -- daily digest for the rest). The mail-now rule and the digest both read it, so they agree.
        SELECT coalesce(p_chosen, CASE WHEN p_immediately_by_default THEN 'immediately' ELSE 'digest' END)
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

  async down(q: QueryRunner): Promise<void> {
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
             AND coalesce(p.delivery, CASE WHEN p_immediately_by_default THEN 'immediately' ELSE 'digest' END) = 'immediately'
            FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = p_kind
           WHERE u.id = p_member), false)
      $function$`);
    await q.query(`DROP FUNCTION IF EXISTS public.mail_delivery(p_chosen text, p_immediately_by_default boolean)`);
  }
}
