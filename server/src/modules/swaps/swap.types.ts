import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../common/pagination.js';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { Service } from '../catalogue/index.js';
import { NeedType } from '../needs/index.js';
import { RequestStatus } from '../exchanges/index.js';

export const SwapStatus = storedEnum(
  'SwapStatus',
  'Where a swap stands; both of its requests share it until they are accepted.',
  {
    pending: 'Proposed, waiting for the other member.',
    accepted: 'Accepted: both requests are accepted.',
    declined: 'Declined by the member it was proposed to.',
    cancelled: 'Withdrawn by the member who proposed it.',
    expired: 'Nobody answered within 14 days.',
    completed: 'Both requests completed; the difference in cost moved.',
  },
);
export type SwapStatus = EnumValue<typeof SwapStatus>;

export const SwapRole = storedEnum('SwapRole', 'Which side of a swap the signed-in member is.', {
  PROPOSER: 'I proposed it.',
  PARTNER: 'It was proposed to me.',
});

/** What the fields of one proposal type (a swap or a ring) say where its wording differs. */
interface JointProposalTexts {
  id: string;
  expiresAt: string;
  canAccept: string;
  canDecline: string;
}

/**
 * What a swap and a ring share: requests proposed by one member and answered together by the others,
 * so one status for all of them (SwapStatus), the viewer's role, the dates and what the viewer may do
 * now. Each type states what its fields mean for it; the fields are written once here.
 */
function JointProposal<Role extends Record<string, string>>(role: Role, texts: JointProposalTexts) {
  // Never returned itself, so never in the schema: only its subclasses are.
  @ObjectType()
  abstract class JointProposalFields {
    @Field(() => ID, { description: texts.id }) id: string;
    @Field(() => SwapStatus, { description: 'Where it stands.' }) status: SwapStatus;
    @Field(() => role, { description: 'Whether I proposed it or it was proposed to me.' }) myRole: EnumValue<Role>;
    @Field({ description: 'When it was proposed.' }) createdAt: Date;
    @Field({ description: texts.expiresAt }) expiresAt: Date;
    @Field({ description: texts.canAccept }) canAccept: boolean;
    @Field({ description: texts.canDecline }) canDecline: boolean;
    @Field({ description: 'Whether I may withdraw it now (the proposer, while pending).' }) canCancel: boolean;
  }
  return JointProposalFields;
}

/**
 * One request of a swap or a ring: the exchange request and its service (sessions and testimonials
 * work on it as usual). Each side type states what its request and price mean for it.
 */
function ProposalSide(texts: { requestId: string; energyCost: string }) {
  // Never returned itself, so never in the schema: only its subclasses are.
  @ObjectType()
  abstract class ProposalSideFields {
    @Field(() => ID, { description: texts.requestId }) requestId: string;
    @Field(() => RequestStatus, { description: 'Where its request stands.' })
    requestStatus: RequestStatus;
    @Field(() => ID, { description: 'The service.' }) serviceId: string;
    @Field({ description: "The service's title." }) serviceTitle: string;
    @Field(() => Int, { description: texts.energyCost }) energyCost: number;
  }
  return ProposalSideFields;
}

@ObjectType('SwapSide', { description: 'One side of a swap: one exchange request for one service.' })
export class SwapSideType extends ProposalSide({
  requestId: 'The exchange request of this side (sessions and testimonials work on it as usual).',
  energyCost: "The service's price in EP.",
}) {}

@ObjectType('Swap', {
  description:
    'A reciprocal swap: my service for theirs, two requests answered together; only the difference in cost moves (docs/ledger.md).',
})
export class SwapType extends JointProposal(SwapRole, {
  id: 'Unique id of the swap.',
  expiresAt: 'When it expires if nobody answers.',
  canAccept: 'Whether I may accept it now (the member it was proposed to, while pending).',
  canDecline: 'Whether I may decline it now.',
}) {
  @Field(() => ID, { description: 'The other member.' }) partnerId: string;
  @Field({ description: "The other member's full name." }) partnerName: string;
  @Field(() => SwapSideType, { description: 'What I give: my service, requested by the other member.' })
  iGive: SwapSideType;
  @Field(() => SwapSideType, { description: 'What I receive: their service, requested by me.' }) iReceive: SwapSideType;
  @Field(() => Int, {
    description: 'The difference of the two prices: the only EP that move, once both sides are completed.',
  })
  difference: number;
  @Field(() => Int, { description: 'EP I pay when both sides are completed (0 unless I receive the dearer service).' })
  iPay: number;
  @Field(() => Int, { description: 'EP I earn when both sides are completed.' }) iEarn: number;
  @Field({ description: 'Whether the difference is held in escrow now.' }) held: boolean;
}

@ObjectType({ description: 'A page of swaps, newest first.' })
export class SwapConnection extends Connection(SwapType, {
  nodes: 'The swaps of this page.',
  totalCount: 'How many swaps I have, on all pages.',
  pageInfo: 'Where this page ends.',
}) {}

@ObjectType('SwapSuggestion', {
  simpleResolvers: true,
  description:
    '"Swap with Maya: your Logo Review for her Pricing Session": a member whose need my service fits and whose service fits my need.',
})
export class SwapSuggestionType {
  @Field(() => ID, { description: 'The other member.' }) partnerId: string;
  @Field({ description: "The other member's full name." }) partnerName: string;
  @Field(() => ID, { description: 'My service they need.' }) myServiceId: string;
  @Field({ description: "My service's title." }) myServiceTitle: string;
  @Field(() => Int, { description: "My service's price in EP." }) myCost: number;
  @Field(() => ID, { description: 'Their service I need.' }) theirServiceId: string;
  @Field({ description: "Their service's title." }) theirServiceTitle: string;
  @Field(() => Int, { description: "Their service's price in EP." }) theirCost: number;
  @Field(() => ID, { description: 'My open need their service fits.' }) myNeedId: string;
  @Field({ description: "My need's title." }) myNeedTitle: string;
  @Field(() => ID, { description: 'Their open need my service fits.' }) theirNeedId: string;
  @Field({ description: "Their need's title." }) theirNeedTitle: string;
}

@ObjectType('MatchedService', { simpleResolvers: true, description: 'A service that fits one of my open needs.' })
export class MatchedServiceType {
  @Field(() => Service, { description: 'The service.' }) service: Service;
  @Field(() => ID, { description: 'My need it fits.' }) needId: string;
}

// ─── Swap rings ────────────────────────────────────────────────────────────────────

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
export class RingSideType extends ProposalSide({
  requestId: 'The exchange request (sessions and testimonials work on it as usual).',
  energyCost: "The service's price in EP (shown only: a ring moves no EP).",
}) {
  @Field(() => ID, { description: 'The member who gives it.' }) giverId: string;
  @Field({ description: "The giver's full name." }) giverName: string;
  @Field(() => ID, { description: 'The member who receives it.' }) receiverId: string;
  @Field({ description: "The receiver's full name." }) receiverName: string;
}

@ObjectType('Ring', {
  description:
    'A swap ring: three members each give one service and receive one, three requests answered together; no EP move (docs/ledger.md "Swap rings").',
})
export class RingType extends JointProposal(RingRole, {
  id: 'Unique id of the ring.',
  expiresAt: 'When it expires unless all three have accepted.',
  canAccept: 'Whether I may accept it now (one of the other two, while pending, not yet accepted).',
  canDecline: 'Whether I may decline it now (one of the other two, while pending).',
}) {
  @Field(() => [RingMemberType], {
    description:
      'The three members in ring order: the proposer, whom the proposer gives to, whom that member gives to.',
  })
  members: RingMemberType[];
  @Field(() => [RingSideType], { description: 'The three requests in the same order.' }) sides: RingSideType[];
  @Field(() => RingSideType, { description: 'What I give.' }) iGive: RingSideType;
  @Field(() => RingSideType, { description: 'What I receive.' }) iReceive: RingSideType;
}

@ObjectType({ description: 'A page of rings, newest first.' })
export class RingConnection extends Connection(RingType, {
  nodes: 'The rings of this page.',
  totalCount: 'How many rings I am in, on all pages.',
  pageInfo: 'Where this page ends.',
}) {}

@ObjectType('RingSuggestion', {
  simpleResolvers: true,
  description:
    '"Ring with Maya and Tom: you give Logo Review to Maya, Maya gives Pricing to Tom, Tom gives Copywriting to you": each service fits the next member\'s open need.',
})
export class RingSuggestionType {
  @Field(() => ID, { description: 'The member I give to (B).' }) secondId: string;
  @Field({ description: "B's full name." }) secondName: string;
  @Field(() => ID, { description: 'The member B gives to, who gives to me (C).' }) thirdId: string;
  @Field({ description: "C's full name." }) thirdName: string;
  @Field(() => ID, { description: 'My service, for B.' }) myServiceId: string;
  @Field({ description: "My service's title." }) myServiceTitle: string;
  @Field(() => Int, { description: "My service's price in EP." }) myCost: number;
  @Field(() => ID, { description: "B's service, for C." }) secondServiceId: string;
  @Field({ description: "B's service's title." }) secondServiceTitle: string;
  @Field(() => Int, { description: "B's service's price in EP." }) secondCost: number;
  @Field(() => ID, { description: "C's service, for me." }) thirdServiceId: string;
  @Field({ description: "C's service's title." }) thirdServiceTitle: string;
  @Field(() => Int, { description: "C's service's price in EP." }) thirdCost: number;
  @Field(() => ID, { description: "My open need C's service fits." }) myNeedId: string;
  @Field({ description: "My need's title." }) myNeedTitle: string;
  @Field(() => ID, { description: "B's open need my service fits." }) secondNeedId: string;
  @Field({ description: "B's need's title." }) secondNeedTitle: string;
  @Field(() => ID, { description: "C's open need B's service fits." }) thirdNeedId: string;
  @Field({ description: "C's need's title." }) thirdNeedTitle: string;
}

@ObjectType('Matches', {
  description: '"For you": services for my needs, needs for my services and skills, and reciprocal swaps, best first.',
})
export class MatchesType {
  @Field(() => [MatchedServiceType], {
    description: 'Services that fit my open needs (their category, within my budget).',
  })
  services: MatchedServiceType[];
  @Field(() => [NeedType], { description: 'Open needs that fit my services (budget covers the price) or skills.' })
  needs: NeedType[];
  @Field(() => [SwapSuggestionType], {
    description: 'Members with whom a reciprocal swap is possible (none with whom I already have an open swap).',
  })
  swaps: SwapSuggestionType[];
  @Field(() => [RingSuggestionType], {
    description: 'Rings of three through me, closest costs first (none already open with the same two members).',
  })
  rings: RingSuggestionType[];
}
