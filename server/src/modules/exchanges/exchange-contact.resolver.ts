import { FieldResolver, Resolver, Root } from 'type-graphql';
import { ExchangeRequestType } from './exchange.types.js';

/**
 * The contact email lives on the request, not on its party: whether it shows depends on this
 * request's status, while the
 * party itself is the same member on every request. So a client can cache the party once per
 * member and the email per request.
 */
@Resolver(() => ExchangeRequestType)
export class ExchangeContactResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The other party's contact email: shown once the request is accepted (and after completion), else null.",
  })
  contactEmail(@Root() request: { otherParty?: { email?: string | null } | null }): string | null {
    return request.otherParty?.email ?? null;
  }
}
