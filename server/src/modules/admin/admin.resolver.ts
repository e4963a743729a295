import { randomUUID } from 'node:crypto';
import { Arg, Args, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type { AdminRoleService } from './admin-role.service.js';
import { AFTER_OR_FIRST_PAGE, Connection, connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import { UserType } from '../identity/index.js';
import type { AdminCsvService } from './admin-csv.js';
import { currentLocale } from '../../common/i18n/index.js';
import type { AdminService, MemberSort } from './admin.service.js';
import { MemberName } from '../../common/graphql/member-name.js';
import { FileDownload } from '../../common/graphql/file-download.js';
import { AddAdminArgs, AdjustEpArgs, AdminRoleEnum, ExportUsersArgs } from './admin.inputs.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    admin: AdminService;
    adminRoles: AdminRoleService;
    adminCsv: AdminCsvService;
  }
}

@ObjectType({ description: 'A member as the admin member list shows them.' })
class AdminMember extends MemberName {
  @Field({ description: 'Email address.' }) email: string;
  @Field(() => String, { nullable: true, description: 'Profile bio; null when empty.' }) about: string | null;
  @Field(() => String, { nullable: true, description: 'Profile location; null when empty.' }) city: string | null;
  @Field(() => [String], { description: "Profile skills, in the admin's language." }) skills: string[];
  @Field(() => Int, { description: 'How many members signed up with their referral code.' }) referredCount: number;
  @Field(() => Int, { description: 'Available EP (wallet balance).' }) energyPoints: number;
  @Field(() => UserType, { description: 'FREE or PREMIUM.' }) userType: UserType;
  @Field({ description: 'When the account was created.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Last sign-in; null if never.' }) lastLogin: Date | null;
  @Field(() => Date, { nullable: true, description: 'When an admin suspended the member; null when not suspended.' })
  suspendedAt: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "The admin's reason for the suspension; null when not suspended.",
  })
  suspendedReason: string | null;
}

@ObjectType({ description: 'A page of the admin member list.' })
class AdminMemberConnection extends Connection(AdminMember, {
  nodes: 'The members of this page, in the chosen order.',
  totalCount: 'How many members match the search in all.',
}) {}

@ObjectType({ description: 'Someone with an admin role.' })
class AdminUserType {
  @Field({ description: 'Email address the role belongs to.' }) email: string;
  @Field(() => AdminRoleEnum, { description: 'ADMIN or SUPER_ADMIN.' }) role: AdminRoleEnum;
  @Field({ description: 'When the role was granted.' }) createdAt: Date;
  @Field(() => String, {
    nullable: true,
    description: 'Full name of the member with that email; null when there is no such member.',
  })
  fullName: string | null;
}

@ObjectType({ description: 'A count per user type or per skill (analytics).' })
class CountById {
  @Field({ description: 'The user type (free, premium) or the skill counted.' }) id: string;
  @Field(() => Int, { description: 'How many members.' }) count: number;
}

@ObjectType({ description: 'Members in one day (one month for a year) of the analytics period.' })
class MembersAt {
  @Field({ description: 'Start of the day or month, YYYY-MM-DD.' }) date: string;
  @Field(() => Int, { description: 'Members who joined in it.' }) newMembers: number;
  @Field(() => Int, { description: 'Members at its end, in all.' }) totalMembers: number;
}

@ObjectType({ description: 'Headline figures of the admin analytics.' })
class AnalyticsTotals {
  @Field(() => Int, { description: 'Members in all.' }) totalUsers: number;
  @Field(() => Int, { description: 'Members who joined within the period.' }) usersInPeriod: number;
  @Field(() => Int, { description: 'Active (not archived) services.' }) totalServices: number;
  @Field(() => Int, { description: 'Exchange requests ever sent.' }) totalRequests: number;
  @Field(() => Int, { description: 'Exchange requests completed.' }) completedExchanges: number;
}

@ObjectType({ description: 'Admin analytics for a period.' })
class Analytics {
  @Field({ description: 'week, month or year.' }) period: string;
  @Field(() => AnalyticsTotals, { description: 'Headline figures.' }) totals: AnalyticsTotals;
  @Field(() => [CountById], { description: 'Members per user type, largest first.' }) userTypes: CountById[];
  @Field(() => [CountById], { description: 'The 15 most common profile skills, largest first.' })
  skillsDistribution: CountById[];
  @Field(() => [MembersAt], { description: 'New and total members per day (per month for a year), oldest first.' })
  membersOverTime: MembersAt[];
}

@ObjectType({ description: 'An export of the members as CSV.' })
class ExportResult extends FileDownload {
  @Field({ description: 'The CSV text, a header row then one row per member, oldest first.' }) csvData: string;
}

@ObjectType({ description: 'The result of an admin EP adjustment.' })
class EpAdjustment {
  @Field({ description: 'False when the idempotency key was already used: nothing changed this time.' })
  applied: boolean;
  @Field(() => Int, { description: "The member's EP balance after it." }) energyPoints: number;
}

// Admins only, every operation (FORBIDDEN for members).
@Authorized('admin')
@Resolver()
export class AdminResolver {
  @Query(() => AdminRoleEnum, { description: "The signed-in admin's role; FORBIDDEN for members who are not admins." })
  async adminAccess(@Ctx() ctx: GraphQLContext) {
    return ctx.services.adminRoles.roleOf(ctx.member!.email);
  }

  @Query(() => AdminMemberConnection, {
    description: 'All members, searchable and sorted, a page at a time. Admins only.',
  })
  async adminMembers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true, description: 'Part of a name or email, case-insensitive.' })
    search: string | undefined,
    @Arg('sort', () => String, {
      nullable: true,
      description: 'created_at (default, newest first), full_name, email or energy_points.',
    })
    sort: string | undefined,
    @Args(pageArgs({ defaultSize: 25, maxSize: 200, after: AFTER_OR_FIRST_PAGE })) list: PageArgs,
  ): Promise<AdminMemberConnection> {
    const page = await ctx.services.admin.members({
      search: search ?? undefined,
      sort: (sort ?? undefined) as MemberSort | undefined,
      ...list.page,
      locale: currentLocale(),
    });
    return connectionOf(page);
  }

  @Query(() => Analytics, { description: 'Member, service and exchange figures for a period. Admins only.' })
  async adminAnalytics(
    @Arg('period', { defaultValue: 'month', description: 'week, month or year; BAD_USER_INPUT otherwise.' })
    period: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Analytics> {
    const a = await ctx.services.admin.analytics(period, currentLocale());
    return {
      period: a.period,
      totals: {
        totalUsers: a.totals.total_users,
        usersInPeriod: a.totals.users_in_period,
        totalServices: a.totals.total_services,
        totalRequests: a.totals.total_requests,
        completedExchanges: a.totals.completed_exchanges,
      },
      userTypes: a.userTypes.map((x: { _id: string; count: number }) => ({ id: x._id, count: x.count })),
      skillsDistribution: a.skillsDistribution.map((x: { _id: string; count: number }) => ({
        id: x._id,
        count: x.count,
      })),
      membersOverTime: a.membersOverTime.map((x) => ({
        date: x.date,
        newMembers: x.new_members,
        totalMembers: x.total_members,
      })),
    };
  }

  @Query(() => [AdminUserType], { description: 'Everyone with an admin role, super_admins first. Admins only.' })
  adminUsers(@Ctx() ctx: GraphQLContext) {
    return ctx.services.adminRoles.list();
  }

  @Mutation(() => AdminUserType, {
    description:
      'Grant (or change) an admin role. Only a super_admin grants super_admin (FORBIDDEN otherwise); BAD_USER_INPUT for an empty or invalid email.',
  })
  addAdmin(@Args() { email, role }: AddAdminArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.adminRoles.grant(ctx.member!.email, email, role);
  }

  @Mutation(() => Boolean, {
    description:
      'Remove an admin role; answers true. FORBIDDEN for your own role or, unless super_admin, a super_admin; NOT_FOUND when not an admin; CONFLICT for the last super_admin.',
  })
  async removeAdmin(
    @Arg('email', { description: 'Email address of the admin to remove.' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.services.adminRoles.remove(ctx.member!.email, email);
    return true;
  }

  @Mutation(() => ExportResult, { description: 'Export every member as CSV with the chosen columns. Admins only.' })
  exportUsers(@Args() { fields }: ExportUsersArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.adminCsv.export(fields, currentLocale());
  }

  @Mutation(() => EpAdjustment, {
    description:
      "Add or remove a member's EP as an adjusting ledger entry with a reason (never an edit of a balance). FORBIDDEN for your own EP, and above 100 EP either way unless super_admin; NOT_FOUND for an unknown email; INSUFFICIENT_FUNDS when removing more than they have.",
  })
  async adjustEnergyPoints(
    @Args() { email, amount, reason, idempotencyKey }: AdjustEpArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EpAdjustment> {
    const actor = (await ctx.services.adminRoles.actingAdmin(ctx.member!))!; // @Authorized('admin') let them in
    const r = await ctx.services.admin.adjustEp(actor, {
      email,
      amount,
      reason,
      idempotencyKey: idempotencyKey ?? randomUUID(),
    });
    return { applied: r.applied, energyPoints: r.balance };
  }
}
