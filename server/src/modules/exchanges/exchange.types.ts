import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserType } from '../identity/index.js';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { MemberName } from '../../common/graphql/member-name.js';

export const RequestStatus = storedEnum('RequestStatus', 'Where an exchange request stands.', {
  pending: 'Sent, waiting for the coach; expires 14 days after sending.',
  accepted: 'The coach accepted: contacts are shown and sessions can be scheduled.',
  declined: "The coach declined; a free requester's held EP came back.",
  cancelled: 'The requester withdrew it while pending; held EP came back.',
  expired: 'Nobody answered within 14 days; held EP came back.',
  completed: 'Done and the coach paid, exactly once.',
});
export type RequestStatus = EnumValue<typeof RequestStatus>;

export const SessionStatus = storedEnum('SessionStatus', 'Where a session stands.', {
  pending: 'Proposed, waiting for the other party.',
  accepted: 'Agreed by both parties.',
  rejected: 'The other party turned it down; another can be proposed.',
  completed: 'Held: a party marked it completed (its exchange is completed too).',
  cancelled: 'Did not take place: its exchange was completed at another session or before its time.',
});
export type SessionStatus = EnumValue<typeof SessionStatus>;

/**
 * The viewer's side of an exchange, in GraphQL one vocabulary for requests and sessions alike:
 * COACH (owns the service) or REQUESTER (asked for it). "Requester" is the word the schema, the
 * errors and the mails use for that member everywhere; "Student" was only the sessions' word, and
 * stays the session service's and the REST facade's string (`SessionRole`), mapped to REQUESTER by
 * `sessionRoleAsExchangeRole` when GraphQL answers `Session.role`.
 */
export const ExchangeRole = storedEnum(
  'ExchangeRole',
  "The viewer's side of an exchange request or of one of its sessions.",
  {
    COACH: 'The viewer owns the requested service (gives the sessions).',
    REQUESTER: 'The viewer sent the request (receives the sessions).',
  },
);
export type ExchangeRole = EnumValue<typeof ExchangeRole>;

/** The viewer's side of a session as the session service and the REST facade say it. */
export type SessionRole = 'Coach' | 'Student';

export const sessionRoleAsExchangeRole = (role: SessionRole): ExchangeRole =>
  role === 'Coach' ? ExchangeRole.COACH : ExchangeRole.REQUESTER;

@ObjectType({ description: 'The other side of an exchange, as its party may see them.' })
export class ExchangeParty extends MemberName {
  @Field(() => UserType, { description: 'Their membership tier.' }) userType: UserType;
  @Field({ description: 'Whether they have set weekly availability (sessions can be scheduled).' })
  hasAvailability: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Contact email: shown once the request is accepted (and after completion), else null.',
    deprecationReason:
      'Read ExchangeRequestType.contactEmail: whether it shows depends on the request, not on the member.',
  })
  email: string | null;
}

@ObjectType({ description: 'The service an exchange request is for, as it is now.' })
export class RequestedService {
  @Field(() => ID, { description: 'Id of the service.' }) id: string;
  @Field({ description: 'Title of the service.' }) title: string;
  @Field({ description: 'What the service offers.' }) description: string;
  @Field({ description: 'Category value of the service.' }) category: string;
  @Field(() => Int, { description: 'Length of a session in minutes, 15–240.' }) durationMinutes: number;
  @Field({ description: 'The coach removed it from the catalogue since.' }) archived: boolean;
}

@ObjectType({ description: 'An exchange request, seen by one of its two parties.' })
export class ExchangeRequestType {
  @Field(() => ID, { description: 'Unique id of the request.' }) id: string;
  @Field(() => RequestStatus, {
    description:
      'Where the request stands: PENDING, ACCEPTED, DECLINED, CANCELLED, EXPIRED (after 14 days without an answer) or COMPLETED.',
  })
  status: RequestStatus;
  @Field({ description: "The requester's message to the coach (a default one when left empty)." }) message: string;
  @Field(() => Int, { description: 'Price in EP, fixed when the request was sent (1–20).' }) energyCost: number;
  @Field({ description: 'True when the cost was held in escrow from a free requester; false for Premium requesters.' })
  held: boolean;
  @Field({ description: 'When the request was sent.' }) requestedAt: Date;
  @Field({ description: 'When a still-pending request expires (14 days after sending) and its held EP come back.' })
  expiresAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the coach accepted or declined; null while pending.' })
  respondedAt: Date | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'Session date: set on acceptance (7 days ahead by default), then moved to the start of an accepted session.',
  })
  sessionDate: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was completed and the coach paid; null before.' })
  completedAt: Date | null;
  @Field(() => RequestedService, { description: 'The service requested.' }) service: RequestedService;
  @Field(() => ID, { description: 'Id of the member who sent the request.' }) requesterId: string;
  @Field(() => ID, { description: 'Id of the member who owns the service.' }) coachId: string;
  @Field(() => ExchangeRole, { description: 'COACH when the viewer owns the service, else REQUESTER.' })
  myRole: ExchangeRole;
  @Field(() => ExchangeParty, { description: 'The other side of the exchange, from the viewer.' })
  otherParty: ExchangeParty;
  @Field({
    description:
      'Whether the viewer can mark it completed now: accepted, with a session date or accepted more than a day ago.',
  })
  canComplete: boolean;
  @Field({
    description:
      'Whether the viewer can write a testimonial for it (+1 EP): completed, not reviewed yet by the viewer, and not reversed after a dispute.',
  })
  canReview: boolean;
  @Field(() => ID, {
    nullable: true,
    description:
      'The swap or ring it belongs to (Swap.id or Ring.id), if any: such a request is answered through its swap or ring (acceptSwap, acceptRing…), never on its own.',
  })
  swapId: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "What it belongs to: 'pair' (a reciprocal swap) or 'ring' (a swap ring of three); null for a request of its own.",
  })
  swapKind: 'pair' | 'ring' | null;
}

@ObjectType({ description: 'The other member of a session.' })
export class SessionParty extends MemberName {}

@ObjectType({ description: 'A session of an exchange.' })
export class SessionType {
  @Field(() => ID, { description: 'Unique id of the session.' }) id: string;
  @Field(() => ID, { description: 'The accepted exchange request it belongs to.' }) exchangeRequestId: string;
  @Field(() => SessionStatus, {
    description:
      'PENDING, ACCEPTED, REJECTED, COMPLETED (held), or CANCELLED (did not take place: its exchange was completed at another session or before its time).',
  })
  status: SessionStatus;
  @Field({ description: 'YYYY-MM-DD in the availability owner’s timezone.' }) proposedDate: string;
  @Field({ description: '"HH:00" in the availability owner’s timezone.' }) proposedTimeSlot: string;
  @Field({ description: 'Timezone of proposedDate and proposedTimeSlot.' }) timezone: string;
  @Field({ description: 'The instant the session starts.' }) startsAt: Date;
  @Field(() => String, { nullable: true, description: 'Notes from the proposer (at most 2000 characters).' }) notes:
    string | null;
  @Field(() => ID, { description: 'Id of the coach of the exchange.' }) coachId: string;
  // GraphQL answers it through SessionRoleResolver, in the requests' vocabulary (ExchangeRole).
  role: SessionRole;
  @Field(() => SessionParty, { description: 'The other member of the session, from the viewer.' })
  otherUser: SessionParty;
  @Field({ description: 'Title of the exchanged service.' }) serviceTitle: string;
  @Field({ description: 'The viewer is the one who must accept or reject it.' }) awaitingMyResponse: boolean;
  @Field({ description: 'When the session was proposed.' }) createdAt: Date;
}

@ObjectType({ description: 'A member as named on a testimonial.' })
export class TestimonialPerson extends MemberName {}

@ObjectType({ description: 'A testimonial about a completed exchange.' })
export class TestimonialType {
  @Field(() => ID, { description: 'Unique id of the testimonial.' }) id: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The completed exchange it reviews; null when it reviews a group-session seat (groupSessionId).',
  })
  exchangeRequestId: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The group session whose attended seat it reviews; null when it reviews an exchange.',
  })
  groupSessionId: string | null;
  @Field(() => Int, { description: 'Stars, 1–5.' }) rating: number;
  @Field({ description: 'What the reviewer wrote (at most 2000 characters).' }) content: string;
  @Field({ description: 'Whether it may appear on the coach profile; only public testimonials do.' }) isPublic: boolean;
  @Field({ description: 'When it was written.' }) createdAt: Date;
  @Field(() => TestimonialPerson, { description: 'Who wrote it.' }) reviewer: TestimonialPerson;
  @Field(() => TestimonialPerson, { description: 'Who it is about: the other party of the exchange.' })
  reviewee: TestimonialPerson;
}

/**
 * `simpleResolvers`: the dashboard's ≈ 50 plain fields are read by graphql-js's default resolver instead of a
 * type-graphql wrapper each (a closure and resolver data per field per request). Only for types whose
 * fields are plain properties with no @Authorized or middleware: a field with them would lose them.
 */
@ObjectType({ simpleResolvers: true, description: "A badge earned from the member's activity." })
export class AchievementType {
  @Field({ description: 'Stable key, e.g. first_exchange or five_exchanges.' }) key: string;
  @Field({ description: 'Display name, e.g. First Exchange.' }) title: string;
  @Field({ description: 'What earns it, e.g. Completed your first exchange.' }) description: string;
  @Field({ description: 'Icon name for clients, e.g. handshake.' }) icon: string;
  @Field({ description: 'Whether the member has earned it.' }) earned: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was earned; null if not yet.' }) earnedAt: Date | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Profile level from experience points (completed exchanges, testimonials, referrals, services).',
})
export class LevelType {
  @Field(() => Int, { description: 'Level number, 1–6.' }) level: number;
  @Field({ description: 'Level name, from Newcomer to Luminary.' }) name: string;
  @Field(() => Int, { description: 'Experience points earned so far.' }) xp: number;
  @Field(() => Int, { description: 'XP at which the current level starts.' }) currentLevelXp: number;
  @Field(() => Int, { nullable: true, description: 'XP at which the next level starts; null at the top level.' })
  nextLevelXp: number | null;
  @Field(() => String, { nullable: true, description: 'Name of the next level; null at the top level.' })
  nextLevelName: string | null;
  @Field(() => Int, { description: 'Progress towards the next level, 0–100 (100 at the top).' })
  progressPercent: number;
}
