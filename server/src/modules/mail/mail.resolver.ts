import { Arg, Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { Connection, connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import type { MailService } from './mail.service.js';
import type { OutboxService } from './outbox.js';
import { MailDelivery, MailTopic } from '../../common/mail/topics.js';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { UpdateNotificationPreferencesArgs } from './mail.inputs.js';

/** Where a mail of the outbox stands (its `status` column). */
export const OutboxMailStatus = storedEnum('OutboxMailStatus', 'Where a mail of the outbox stands.', {
  pending: 'Waiting for its first attempt or a retry.',
  sent: 'Accepted by the mail server.',
  dead: 'Given up after the last attempt; an admin may send it again.',
});
export type OutboxMailStatus = EnumValue<typeof OutboxMailStatus>;

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    mail: MailService;
    outbox: OutboxService;
  }
}

@ObjectType({
  description: 'How one kind reaches the member by email and by push (in-app notifications are always on).',
})
export class NotificationPreference {
  @Field(() => MailTopic, {
    description: 'The kind: a notification kind, the daily digest, a reminder or the weekly services mail.',
  })
  kind: MailTopic;
  @Field(() => MailDelivery, { description: 'By email: IMMEDIATELY, in the daily DIGEST, or OFF.' })
  delivery: MailDelivery;
  @Field({
    description:
      "Pushed to the member's devices that have push on (notification kinds only; the others are always false).",
  })
  push: boolean;
}

@ObjectType({ description: 'A mail of the outbox, as admins see it (never its body).' })
export class OutboxMail {
  @Field(() => ID, { description: 'The mail id.' }) id: string;
  @Field(() => OutboxMailStatus, { description: 'Where it stands.' }) status: OutboxMailStatus;
  @Field({ description: 'The Message-ID every attempt carries.' }) messageId: string;
  @Field({ description: 'The address it goes to.' }) recipient: string;
  @Field({ description: 'Its subject.' }) subject: string;
  @Field({ description: 'Which template it is rendered from.' }) template: string;
  @Field(() => Int, { description: 'How many attempts were made.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' }) lastError: string | null;
  @Field({ description: 'When it was queued.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of dead mails, newest first.' })
export class OutboxMailConnection extends Connection(OutboxMail, {
  nodes: 'The mails of this page.',
  totalCount: 'How many dead mails there are in all.',
}) {}

@Resolver()
export class MailResolver {
  @Authorized()
  @Query(() => [NotificationPreference], {
    description:
      "The signed-in member's notification preferences, email and push: every kind, with their choices or its defaults.",
  })
  notificationPreferences(@Ctx() ctx: GraphQLContext) {
    return ctx.services.mail.preferences(ctx.member!.id);
  }

  @Authorized()
  @Mutation(() => [NotificationPreference], {
    description:
      'Changes some or all notification preferences, email and push (each kind once, with a delivery, push or both); answers every kind as it is now. BAD_USER_INPUT for digest on the daily digest itself, a reminder or the weekly mail, or push for a mail that is not a notification.',
  })
  updateNotificationPreferences(
    @Args() { preferences }: UpdateNotificationPreferencesArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.mail.setPreferences(ctx.member!.id, preferences);
  }

  @Authorized('admin')
  @Query(() => OutboxMailConnection, { description: 'Admins: mails the outbox gave up on, newest first.' })
  async deadMails(
    @Ctx() ctx: GraphQLContext,
    @Args(pageArgs({ defaultSize: 50 })) list: PageArgs,
  ): Promise<OutboxMailConnection> {
    return connectionOf(await ctx.services.outbox.deadMails(list.page));
  }

  @Authorized('admin')
  @Mutation(() => OutboxMail, {
    description:
      'Admins: puts a dead mail back in the queue (same Message-ID) and sends it now. NOT_FOUND when it is not dead.',
  })
  retryMail(@Arg('id', () => ID, { description: 'The mail id.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.outbox.retry(id);
  }
}
