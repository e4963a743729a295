import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../common/pagination.js';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { Service } from '../catalogue/catalogue.types.js';
import { NeedType } from '../needs/need.types.js';

export const SwapStatus = storedEnum('SwapStatus', "Where a swap stands; both of its requests share it until they are accepted.", {
  pending: 'Proposed, waiting for the other member.',
  accepted: 'Accepted: both requests are accepted.',
  declined: 'Declined by the member it was proposed to.',
  cancelled: 'Withdrawn by the member who proposed it.',
  expired: 'Nobody answered within 14 days.',
  completed: 'Both requests completed; the difference in cost moved.',
});
export type SwapStatus = EnumValue<typeof SwapStatus>;

export const SwapRole = storedEnum('SwapRole', 'Which side of a swap the signed-in member is.', {
  PROPOSER: 'I proposed it.',
  PARTNER: 'It was proposed to me.',
});

@ObjectType('SwapSide', { description: 'One side of a swap: one exchange request for one service.' })
export class SwapSideType {
  @Field(() => ID, { description: 'The exchange request of this side (sessions and testimonials work on it as usual).' }) requestId: string;
  @Field({ description: 'Its status (pending, accepted, declined, cancelled, expired or completed).' }) requestStatus: string;
  @Field(() => ID, { description: 'The service.' }) serviceId: string;
  @Field({ description: "The service's title." }) serviceTitle: string;
  @Field(() => Int, { description: "The service's price in EP." }) energyCost: number;
}

@ObjectType('Swap', { description: 'A reciprocal swap: my service for theirs, two requests answered together; only the difference in cost moves (docs/ledger.md).' })
export class SwapType {
  @Field(() => ID, { description: 'Unique id of the swap.' }) id: string;
  @Field(() => SwapStatus, { description: 'Where it stands.' }) status: SwapStatus;
  @Field(() => SwapRole, { description: 'Whether I proposed it or it was proposed to me.' }) myRole: EnumValue<typeof SwapRole>;
  @Field(() => ID, { description: 'The other member.' }) partnerId: string;
  @Field({ description: "The other member's full name." }) partnerName: string;
  @Field(() => SwapSideType, { description: 'What I give: my service, requested by the other member.' }) iGive: SwapSideType;
  @Field(() => SwapSideType, { description: 'What I receive: their service, requested by me.' }) iReceive: SwapSideType;
  @Field(() => Int, { description: 'The difference of the two prices: the only EP that move, once both sides are completed.' }) difference: number;
  @Field(() => Int, { description: 'EP I pay when both sides are completed (0 unless I receive the dearer service).' }) iPay: number;
  @Field(() => Int, { description: 'EP I earn when both sides are completed.' }) iEarn: number;
  @Field({ description: 'Whether the difference is held in escrow now.' }) held: boolean;
  @Field({ description: 'When it was proposed.' }) createdAt: Date;
  @Field({ description: 'When it expires if nobody answers.' }) expiresAt: Date;
  @Field({ description: 'Whether I may accept it now (the member it was proposed to, while pending).' }) canAccept: boolean;
  @Field({ description: 'Whether I may decline it now.' }) canDecline: boolean;
  @Field({ description: 'Whether I may withdraw it now (the proposer, while pending).' }) canCancel: boolean;
}

@ObjectType({ description: 'A page of swaps, newest first.' })
export class SwapConnection {
  @Field(() => [SwapType], { description: 'The swaps of this page.' }) nodes: SwapType[];
  @Field(() => Int, { description: 'How many swaps I have, on all pages.' }) totalCount: number;
  @Field(() => PageInfo, { description: 'Where this page ends.' }) pageInfo: PageInfo;
}

@ObjectType('SwapSuggestion', { description: '"Swap with Maya: your Logo Review for her Pricing Session": a member whose need my service fits and whose service fits my need.' })
export class SwapSuggestionType {
  @Field(() => ID, { description: 'The other member.' }) partnerId: string;
  @Field({ description: "The other member's full name." }) partnerName: string;
  @Field(() => ID, { description: 'My service they need.' }) myOfferId: string;
  @Field({ description: "My service's title." }) myOfferTitle: string;
  @Field(() => Int, { description: "My service's price in EP." }) myCost: number;
  @Field(() => ID, { description: 'Their service I need.' }) theirOfferId: string;
  @Field({ description: "Their service's title." }) theirOfferTitle: string;
  @Field(() => Int, { description: "Their service's price in EP." }) theirCost: number;
  @Field(() => ID, { description: 'My open need their service fits.' }) myNeedId: string;
  @Field({ description: "My need's title." }) myNeedTitle: string;
  @Field(() => ID, { description: 'Their open need my service fits.' }) theirNeedId: string;
  @Field({ description: "Their need's title." }) theirNeedTitle: string;
}

@ObjectType('MatchedService', { description: 'A service that fits one of my open needs.' })
export class MatchedServiceType {
  @Field(() => Service, { description: 'The service.' }) service: Service;
  @Field(() => ID, { description: 'My need it fits.' }) needId: string;
}


// ─── Swap rings (issue 19 §4) ────────────────────────────────────────────────────────────────────

export const RingRole = storedEnum('RingRole', 'Which member of a ring the signed-in member is.', {
  PROPOSER: 'I proposed it.',
  MEMBER: 'It was proposed to me (one of the other two).',
});

@ObjectType('RingMember', { description: 'A member of a ring and whether they have accepted it.' })
export class RingMemberType {
  @Field(() => ID, { description: 'The member.' }) memberId: string;
  @Field({ description: "The member's full name." }) fullName: string;
  @Field({ description: 'Whether they accepted (the proposer did by proposing).' }) accepted: boolean;
}

@ObjectType('RingSide', { description: 'One request of a ring: who gives which service to whom.' })
export class RingSideType {
  @Field(() => ID, { description: 'The exchange request (sessions and testimonials work on it as usual).' }) requestId: string;
  @Field({ description: 'Its status (pending, accepted, declined, cancelled, expired or completed).' }) requestStatus: string;
  @Field(() => ID, { description: 'The service.' }) serviceId: string;
  @Field({ description: "The service's title." }) serviceTitle: string;
  @Field(() => Int, { description: "The service's price in EP (shown only: a ring moves no EP)." }) energyCost: number;
  @Field(() => ID, { description: 'The member who gives it.' }) giverId: string;
  @Field({ description: "The giver's full name." }) giverName: string;
  @Field(() => ID, { description: 'The member who receives it.' }) receiverId: string;
  @Field({ description: "The receiver's full name." }) receiverName: string;
}

@ObjectType('Ring', { description: 'A swap ring: three members each give one service and receive one, three requests answered together; no EP move (docs/ledger.md "Swap rings").' })
export class RingType {
  @Field(() => ID, { description: 'Unique id of the ring.' }) id: string;
  @Field(() => SwapStatus, { description: 'Where it stands.' }) status: SwapStatus;
  @Field(() => RingRole, { description: 'Whether I proposed it or it was proposed to me.' }) myRole: EnumValue<typeof RingRole>;
  @Field(() => [RingMemberType], { description: 'The three members in ring order: the proposer, whom the proposer gives to, whom that member gives to.' }) members: RingMemberType[];
  @Field(() => [RingSideType], { description: 'The three requests in the same order.' }) sides: RingSideType[];
  @Field(() => RingSideType, { description: 'What I give.' }) iGive: RingSideType;
  @Field(() => RingSideType, { description: 'What I receive.' }) iReceive: RingSideType;
  @Field({ description: 'When it was proposed.' }) createdAt: Date;
  @Field({ description: 'When it expires unless all three have accepted.' }) expiresAt: Date;
  @Field({ description: 'Whether I may accept it now (one of the other two, while pending, not yet accepted).' }) canAccept: boolean;
  @Field({ description: 'Whether I may decline it now (one of the other two, while pending).' }) canDecline: boolean;
  @Field({ description: 'Whether I may withdraw it now (the proposer, while pending).' }) canCancel: boolean;
}

@ObjectType({ description: 'A page of rings, newest first.' })
export class RingConnection {
  @Field(() => [RingType], { description: 'The rings of this page.' }) nodes: RingType[];
  @Field(() => Int, { description: 'How many rings I am in, on all pages.' }) totalCount: number;
  @Field(() => PageInfo, { description: 'Where this page ends.' }) pageInfo: PageInfo;
}

@ObjectType('RingSuggestion', { description: '"Ring with Maya and Tom: you give Logo Review to Maya, Maya gives Pricing to Tom, Tom gives Copywriting to you": each service fits the next member\'s open need.' })
export class RingSuggestionType {
  @Field(() => ID, { description: 'The member I give to (B).' }) secondId: string;
  @Field({ description: "B's full name." }) secondName: string;
  @Field(() => ID, { description: 'The member B gives to, who gives to me (C).' }) thirdId: string;
  @Field({ description: "C's full name." }) thirdName: string;
  @Field(() => ID, { description: 'My service, for B.' }) myOfferId: string;
  @Field({ description: "My service's title." }) myOfferTitle: string;
  @Field(() => Int, { description: "My service's price in EP." }) myCost: number;
  @Field(() => ID, { description: "B's service, for C." }) secondOfferId: string;
  @Field({ description: "B's service's title." }) secondOfferTitle: string;
  @Field(() => Int, { description: "B's service's price in EP." }) secondCost: number;
  @Field(() => ID, { description: "C's service, for me." }) thirdOfferId: string;
  @Field({ description: "C's service's title." }) thirdOfferTitle: string;
  @Field(() => Int, { description: "C's service's price in EP." }) thirdCost: number;
  @Field(() => ID, { description: "My open need C's service fits." }) myNeedId: string;
  @Field({ description: "My need's title." }) myNeedTitle: string;
  @Field(() => ID, { description: "B's open need my service fits." }) secondNeedId: string;
  @Field({ description: "B's need's title." }) secondNeedTitle: string;
  @Field(() => ID, { description: "C's open need B's service fits." }) thirdNeedId: string;
  @Field({ description: "C's need's title." }) thirdNeedTitle: string;
}

@ObjectType('Matches', { description: '"For you": services for my needs, needs for my services and skills, and reciprocal swaps, best first.' })
export class MatchesType {
  @Field(() => [MatchedServiceType], { description: 'Services that fit my open needs (their category, within my budget).' }) services: MatchedServiceType[];
  @Field(() => [NeedType], { description: 'Open needs that fit my services (budget covers the price) or skills.' }) needs: NeedType[];
  @Field(() => [SwapSuggestionType], { description: 'Members with whom a reciprocal swap is possible (none with whom I already have an open swap).' }) swaps: SwapSuggestionType[];
  @Field(() => [RingSuggestionType], { description: 'Rings of three through me, closest costs first (none already open with the same two members).' }) rings: RingSuggestionType[];
}
