import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type DataLoader from 'dataloader';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { ReliabilityType, type Reliability, type ReliabilityService } from '../reliability/index.js';
import { Coach } from './catalogue.types.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    reliability: ReliabilityService;
  }
  interface ContextLoaders {
    reliability: DataLoader<string, Reliability>;
  }
}

/** A coach's reliability on cards and the profile (the reliability module's numbers, shown by the catalogue): one statement per page of coaches (DataLoader). */
@Resolver(() => Coach)
export class CoachReliabilityResolver {
  @FieldResolver(() => ReliabilityType, {
    description: 'Response rate, completion rate, average rating and completed exchanges; "New member" below 3.',
  })
  reliability(@Root() coach: Coach, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.reliability.load(coach.id);
  }
}
