import type DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { User } from '../identity/index.js';
import { Profile } from './profile.entity.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextLoaders {
    profile: DataLoader<string, Profile>;
  }
}

/** `User.profile`: here, not in identity, because a profile belongs to a member and not the other way round. */
@Resolver(() => User)
export class UserProfileResolver {
  @FieldResolver(() => Profile, { description: "The member's profile: bio, location, experience, skills and picture." })
  profile(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.profile.load(user.id);
  }
}
