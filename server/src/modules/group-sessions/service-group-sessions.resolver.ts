import type DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { Service } from '../catalogue/index.js';
import type { GroupSessionView } from './group-session.service.js';
import { GroupSessionType } from './group-session.types.js';

declare module '../../common/graphql/context.js' {
  interface ContextLoaders {
    nextGroupSessions: DataLoader<string, GroupSessionView[]>;
  }
}

/**
 * A service's next group sessions on its Discover card and on the coach profile: one statement for
 * a whole page of services (DataLoader), never one per card.
 */
@Resolver(() => Service)
export class ServiceGroupSessionsResolver {
  @FieldResolver(() => [GroupSessionType], {
    description:
      'Its next two upcoming group sessions, soonest first, with seats left and what I may do (`viewerAction`); empty when none is scheduled.',
  })
  nextGroupSessions(@Root() service: Service, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.nextGroupSessions.load(service.id);
  }
}
