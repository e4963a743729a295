import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';
import { Category } from './category.entity.js';

@ObjectType({ description: 'Public figures for the landing page.' })
class PlatformStats {
  @Field(() => Int, { description: 'Number of members.' })
  memberCount: number;
}

@Resolver()
export class CatalogueResolver {
  @Query(() => [Category], { description: 'Service categories; their labels are the skills members pick.' })
  categories(@Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return ctx.services.catalogue.categories();
  }

  @Query(() => PlatformStats)
  async platformStats(@Ctx() ctx: GraphQLContext): Promise<PlatformStats> {
    return { memberCount: await ctx.services.catalogue.memberCount() };
  }
}
