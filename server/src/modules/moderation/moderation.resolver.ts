import { Arg, Args, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { Connection, connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import { knownSubjectId, type ModerationService, type Report } from './moderation.service.js';
import type { ActingAdmin } from '../../common/auth/admin-roles.js';
import { MemberName } from '../../common/graphql/member-name.js';
import { CloseReportArgs, ReportSubjectArgs, ReportSubjectType, SuspendMemberArgs } from './moderation.inputs.js';
import { parseInput } from '../../common/validation.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    moderation: ModerationService;
  }
}

export const ReportStatus = storedEnum('ReportStatus', 'Where a report is in the queue.', {
  open: 'Waiting for an admin.',
  closed: 'An admin closed it.',
});

@ObjectType({ description: 'A report as the reporter sees it.' })
class FiledReport {
  @Field(() => ID, { description: 'Report id.' }) id: string;
  @Field(() => ReportSubjectType, { description: 'MEMBER or SERVICE.' }) subjectType: EnumValue<
    typeof ReportSubjectType
  >;
  @Field(() => ID, { description: 'The member or service reported.' }) subjectId: string;
  @Field(() => ReportStatus, { description: 'OPEN or CLOSED.' }) status: EnumValue<typeof ReportStatus>;
  @Field({ description: 'When it was filed.' }) createdAt: Date;
}

@ObjectType({ description: 'A member named in a report (admins only).' })
class ReportedMember extends MemberName {
  @Field({ description: 'Email address (admins see it).' }) email: string;
  @Field({ description: 'Whether the member is suspended now.' }) suspended: boolean;
}

@ObjectType({ description: 'A report in the admin queue.' })
class AdminReport {
  @Field(() => ID, { description: 'Report id.' }) id: string;
  @Field(() => ReportSubjectType, { description: 'MEMBER or SERVICE.' }) subjectType: EnumValue<
    typeof ReportSubjectType
  >;
  @Field(() => ID, { description: 'The member or service reported.' }) subjectId: string;
  @Field(() => ReportedMember, { description: 'The member reported, or the coach of the service reported.' })
  subjectMember: ReportedMember;
  @Field(() => String, { nullable: true, description: "The service's title, for a service report." }) serviceTitle:
    string | null;
  @Field({ description: 'Who filed it (name).' }) reporterName: string;
  @Field({ description: 'Why (10–1,000 characters).' }) reason: string;
  @Field(() => ReportStatus, { description: 'OPEN or CLOSED.' }) status: EnumValue<typeof ReportStatus>;
  @Field({ description: 'When it was filed.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When an admin closed it.' }) closedAt: Date | null;
  @Field(() => String, { nullable: true, description: "The closing admin's note." }) resolution: string | null;
}

@ObjectType({ description: 'A page of the reports queue.' })
class AdminReportConnection extends Connection(AdminReport, {
  nodes: 'Reports of this page, newest first.',
  totalCount: 'Reports of this status in all.',
}) {}

@ObjectType({ description: "A member's suspension state after a change (the admin member list's fields)." })
class MemberSuspension {
  @Field(() => ID, { description: 'Member id (the AdminMember of the list).' }) id: string;
  @Field(() => Date, { nullable: true, description: 'When suspended; null once lifted.' }) suspendedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The reason; null once lifted.' }) suspendedReason: string | null;
}

const adminReport = (r: Report): AdminReport => ({
  ...r,
  subjectMember: {
    id: r.subjectMemberId,
    fullName: r.subjectMemberName,
    email: r.subjectMemberEmail,
    suspended: r.subjectMemberSuspended,
  },
});

// @Authorized('admin') let them in: they hold a role.
async function moderator(ctx: GraphQLContext): Promise<ActingAdmin> {
  return (await ctx.services.adminRoles.actingAdmin(ctx.member!))!;
}

@Resolver()
export class ModerationResolver {
  @Authorized()
  @Mutation(() => FiledReport, {
    description:
      'Report a member or a service to the admins, with a reason of 10–1,000 characters. CONFLICT when you already have an open report on it; FORBIDDEN for yourself; TOO_MANY_REQUESTS past 10 a day.',
  })
  async reportSubject(
    // Validated here, not before: a malformed subject is a NOT_FOUND before its reason is checked.
    @Args(() => ReportSubjectArgs, { validate: false }) args: ReportSubjectArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FiledReport> {
    knownSubjectId(args.subjectType, args.subjectId);
    return ctx.services.moderation.report(ctx.member!.id, await parseInput(ReportSubjectArgs, { ...args }));
  }

  @Authorized('admin')
  @Query(() => AdminReportConnection, {
    description: 'The reports queue, newest first, a page at a time. Admins only.',
  })
  async adminReports(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => ReportStatus, { defaultValue: 'open', description: 'OPEN (default) or CLOSED.' })
    status: EnumValue<typeof ReportStatus>,
    @Args(pageArgs({ defaultSize: 25 })) list: PageArgs,
  ): Promise<AdminReportConnection> {
    const page = await ctx.services.moderation.reports({ status, ...list.page });
    return connectionOf(page, adminReport);
  }

  @Authorized('admin')
  @Mutation(() => AdminReport, {
    description: 'Close a report, with an optional note; written to the audit log. CONFLICT when already closed.',
  })
  async closeReport(@Args() { id, resolution }: CloseReportArgs, @Ctx() ctx: GraphQLContext): Promise<AdminReport> {
    return adminReport(await ctx.services.moderation.closeReport(await moderator(ctx), id, resolution));
  }

  @Authorized('admin')
  @Mutation(() => MemberSuspension, {
    description:
      'Suspend a member with a reason: they cannot sign in, their services are hidden, their pending requests are cancelled (holds released). ' +
      'FORBIDDEN for yourself or, unless super_admin, an admin; CONFLICT when already suspended. Written to the audit log.',
  })
  async suspendMember(
    @Args() { userId, reason }: SuspendMemberArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MemberSuspension> {
    const s = await ctx.services.moderation.suspend(await moderator(ctx), userId, reason);
    return { id: s.memberId, suspendedAt: s.suspendedAt, suspendedReason: s.reason };
  }

  @Authorized('admin')
  @Mutation(() => MemberSuspension, {
    description: 'Lift a suspension. CONFLICT when the member is not suspended. Written to the audit log.',
  })
  async unsuspendMember(
    @Arg('userId', () => ID, { description: 'The member.' }) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MemberSuspension> {
    await ctx.services.moderation.unsuspend(await moderator(ctx), userId);
    return { id: userId, suspendedAt: null, suspendedReason: null };
  }
}
