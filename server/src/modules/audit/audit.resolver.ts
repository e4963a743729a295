import { Args, Authorized, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { Connection, connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import type { AuditLog } from './audit-log.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    audit: AuditLog;
  }
}

@ObjectType({ description: 'One admin action in the append-only audit log.' })
class AuditEntryType {
  @Field(() => ID, { description: 'Grows with every entry.' }) id: string;
  @Field(() => ID, { nullable: true, description: 'The admin; null for the command line.' }) actorId: string | null;
  @Field({ description: "The admin's address, or `cli`." }) actor: string;
  @Field({
    description:
      'ep_adjusted, member_suspended, member_unsuspended, admin_role_granted, admin_role_removed, member_imported, report_closed, dispute_resolved, category_added, category_renamed, category_retired or category_restored.',
  })
  action: string;
  @Field(() => String, {
    nullable: true,
    description: 'What was acted on: a member id, an address (roles), a report id.',
  })
  subject: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The member's full name when the subject is a member's id; null otherwise.",
  })
  subjectName: string | null;
  @Field({ description: 'The facts of the action as JSON text (amounts, reasons, roles).' }) detail: string;
  @Field({ description: 'When.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of the audit log.' })
class AuditLogConnection extends Connection(AuditEntryType, {
  nodes: 'Entries, newest first.',
  totalCount: 'Entries in all.',
}) {}

@Resolver()
export class AuditResolver {
  @Authorized('super_admin')
  @Query(() => AuditLogConnection, {
    description: 'Every admin action, newest first. super_admins only (FORBIDDEN for admins).',
  })
  async auditLog(
    @Ctx() ctx: GraphQLContext,
    @Args(pageArgs({ defaultSize: 25 })) list: PageArgs,
  ): Promise<AuditLogConnection> {
    const page = await ctx.services.audit.page(list.page);
    return connectionOf(page, (e) => ({ ...e, detail: JSON.stringify(e.detail) }));
  }
}
