import { randomUUID } from 'node:crypto';
import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';
import { PageInfo } from '../catalogue/catalogue.types.js';
import { UserType } from '../identity/user.entity.js';
import { EXPORT_FIELDS } from './admin-csv.js';
import type { MemberSort } from './admin.service.js';

export enum AdminRoleEnum {
  admin = 'admin',
  super_admin = 'super_admin',
}
registerEnumType(AdminRoleEnum, { name: 'AdminRole' });

@ObjectType()
class AdminMember {
  @Field(() => ID) id: string;
  @Field() fullName: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) about: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => [String]) skills: string[];
  @Field(() => Int) referredCount: number;
  @Field(() => Int) energyPoints: number;
  @Field(() => UserType) userType: UserType;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) lastLogin: Date | null;
}

@ObjectType()
class AdminMemberConnection {
  @Field(() => [AdminMember]) nodes: AdminMember[];
  @Field(() => Int) totalCount: number;
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType()
class AdminUserType {
  @Field() email: string;
  @Field(() => AdminRoleEnum) role: AdminRoleEnum;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true }) fullName: string | null;
}

@ObjectType()
class CountById {
  @Field({ description: 'The user type or skill.' }) id: string;
  @Field(() => Int) count: number;
}

@ObjectType()
class MembersAt {
  @Field() date: string;
  @Field(() => Int) newMembers: number;
  @Field(() => Int) totalMembers: number;
}

@ObjectType()
class AnalyticsTotals {
  @Field(() => Int) totalUsers: number;
  @Field(() => Int) usersInPeriod: number;
  @Field(() => Int) totalServices: number;
  @Field(() => Int) totalRequests: number;
  @Field(() => Int) completedExchanges: number;
}

@ObjectType()
class Analytics {
  @Field() period: string;
  @Field(() => AnalyticsTotals) totals: AnalyticsTotals;
  @Field(() => [CountById]) userTypes: CountById[];
  @Field(() => [CountById]) skillsDistribution: CountById[];
  @Field(() => [MembersAt]) membersOverTime: MembersAt[];
}

@ObjectType()
class ExportResult {
  @Field() csvData: string;
  @Field() filename: string;
}

@ObjectType()
class EpAdjustment {
  @Field() applied: boolean;
  @Field(() => Int) energyPoints: number;
}

@Resolver()
export class AdminResolver {
  @Authorized('admin')
  @Query(() => AdminRoleEnum, { description: "The signed-in admin's role (FORBIDDEN for members)." })
  async adminAccess(@Ctx() ctx: GraphQLContext) {
    return ctx.services.adminRoles.roleOf(ctx.member!.email);
  }

  @Authorized('admin')
  @Query(() => AdminMemberConnection)
  async adminMembers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('sort', () => String, { nullable: true, description: 'created_at (default), full_name, email or energy_points.' }) sort?: string,
    @Arg('first', () => Int, { defaultValue: 25 }) first = 25,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<AdminMemberConnection> {
    const page = await ctx.services.admin.members({ search: search ?? undefined, sort: (sort ?? undefined) as MemberSort | undefined, first, after: after ?? undefined });
    return { nodes: page.items as AdminMember[], totalCount: page.totalCount, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Authorized('admin')
  @Query(() => Analytics)
  async adminAnalytics(@Arg('period', { defaultValue: 'month' }) period: string, @Ctx() ctx: GraphQLContext): Promise<Analytics> {
    const a = await ctx.services.admin.analytics(period);
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
      skillsDistribution: a.skillsDistribution.map((x: { _id: string; count: number }) => ({ id: x._id, count: x.count })),
      membersOverTime: a.membersOverTime.map((x) => ({ date: x.date, newMembers: x.new_members, totalMembers: x.total_members })),
    };
  }

  @Authorized('admin')
  @Query(() => [AdminUserType])
  adminUsers(@Ctx() ctx: GraphQLContext) {
    return ctx.services.adminRoles.list();
  }

  @Authorized('admin')
  @Mutation(() => AdminUserType, { description: 'Only a super_admin grants super_admin.' })
  addAdmin(@Arg('email') email: string, @Arg('role', () => AdminRoleEnum) role: AdminRoleEnum, @Ctx() ctx: GraphQLContext) {
    return ctx.services.adminRoles.grant(ctx.member!.email, email, role);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: 'Nobody removes themself; the last super_admin stays.' })
  async removeAdmin(@Arg('email') email: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.adminRoles.remove(ctx.member!.email, email);
    return true;
  }

  @Authorized('admin')
  @Mutation(() => ExportResult, { description: `Fields among ${EXPORT_FIELDS.join(', ')}; default full_name and email.` })
  exportUsers(@Arg('fields', () => [String], { nullable: true }) fields: string[] | undefined, @Ctx() ctx: GraphQLContext) {
    return ctx.services.adminCsv.export(fields ?? undefined);
  }

  @Authorized('admin')
  @Mutation(() => EpAdjustment, { description: 'An adjusting ledger entry with a reason (never an edit of a balance).' })
  async adjustEnergyPoints(
    @Arg('email') email: string,
    @Arg('amount', () => Int) amount: number,
    @Arg('reason') reason: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey?: string,
  ): Promise<EpAdjustment> {
    const r = await ctx.services.admin.adjustEp(ctx.member!.email, { email, amount, reason, idempotencyKey: idempotencyKey ?? randomUUID() });
    return { applied: r.applied, energyPoints: r.balance };
  }
}
