import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import { unauthenticated } from '../../common/errors/domain-error.js';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { User } from './user.entity.js';

export const VIEWER_FIELD_DESCRIPTION =
  'The signed-in member as they are now, after this change: balance, EP on hold, achievements, level. ' +
  "Select it on a mutation's answer or a live event so that a client's cache updates in place (no refetch).";

/**
 * The member as they are at this moment. The operation's DataLoaders may have remembered the member
 * from before the change (a subscription keeps one context for all its events): forget them first
 * (the loaders made so far: one not asked for yet remembers nothing).
 */
export async function freshViewer(ctx: GraphQLContext): Promise<User> {
  if (!ctx.member) throw unauthenticated();
  const id = ctx.member.id;
  for (const loader of Object.values(ctx.loaders)) if (loader instanceof DataLoader) loader.clear(id);
  const viewer = await ctx.services.identity.findById(id);
  if (!viewer) throw unauthenticated();
  return viewer;
}

/**
 * Adds `viewer: User!` to `type` — a mutation's answer (a request, session, testimonial, service)
 * or a live event — so that what the change did to the member travels with it (the
 * client's cache is the one store). Resolved only when selected.
 */
export function viewerFieldOn(type: ClassType, name: string): ClassType {
  @Resolver(() => type)
  class ViewerField {
    @FieldResolver(() => User, { description: VIEWER_FIELD_DESCRIPTION })
    viewer(@Ctx() ctx: GraphQLContext): Promise<User> {
      return freshViewer(ctx);
    }
  }
  Object.defineProperty(ViewerField, 'name', { value: `${name}ViewerField` });
  return ViewerField;
}
