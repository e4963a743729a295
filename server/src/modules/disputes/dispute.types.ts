import { Field, ID, Int, ObjectType } from 'type-graphql';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { Connection } from '../../common/pagination.js';
import { MemberName } from '../../common/graphql/member-name.js';

export const DisputeStatus = storedEnum('DisputeStatus', 'Where a dispute of a completed exchange stands.', {
  open: 'Waiting for an admin.',
  reversed: 'An admin reversed the exchange: the EP went back (docs/ledger.md).',
  dismissed: 'An admin dismissed it: the exchange stands.',
});
export type DisputeStatus = EnumValue<typeof DisputeStatus>;

export const DisputeFilter = storedEnum('DisputeFilter', 'Which disputes the admin queue lists.', {
  open: 'Those waiting for an admin.',
  resolved: 'Those reversed or dismissed.',
  all: 'Every dispute.',
});
export type DisputeFilter = EnumValue<typeof DisputeFilter>;

export const DisputeAction = storedEnum('DisputeAction', 'How an admin resolves a dispute.', {
  reverse: 'Reverse the exchange: new ledger entries give the EP back.',
  dismiss: 'Dismiss it: nothing moves.',
});
export type DisputeAction = EnumValue<typeof DisputeAction>;

@ObjectType({ description: 'A member named on a dispute.' })
export class DisputeParty extends MemberName {}

@ObjectType('Dispute', {
  description:
    'A dispute of a completed exchange or of an attended group-session seat, and its resolution (for a seat, `requester` is its attendee and `completedAt` the group session’s completion).',
})
export class DisputeType {
  @Field(() => ID, { description: 'The dispute id.' }) id: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The disputed exchange request; null when a group-session seat is disputed (groupSessionId).',
  })
  requestId: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The group session whose attended seat is disputed; null for an exchange.',
  })
  groupSessionId: string | null;
  @Field({ description: 'The service of the exchange.' }) serviceTitle: string;
  @Field(() => Int, { description: 'What the exchange cost, in EP.' }) energyCost: number;
  @Field({ description: 'When the exchange was completed.' }) completedAt: Date;
  @Field(() => DisputeStatus, { description: 'OPEN, REVERSED or DISMISSED.' }) status: DisputeStatus;
  @Field({ description: 'Why the party disputes it (20 to 2,000 characters).' }) reason: string;
  @Field(() => DisputeParty, { description: 'Who opened it.' }) openedBy: DisputeParty;
  @Field(() => DisputeParty, { description: 'The requester of the exchange.' }) requester: DisputeParty;
  @Field(() => DisputeParty, { description: 'The coach of the exchange.' }) coach: DisputeParty;
  @Field({ description: 'When it was opened.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When an admin resolved it.' }) resolvedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The admin’s note.' }) resolutionNote: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The name of the admin who resolved it (admins only; null for members).',
  })
  resolvedBy: string | null;
  @Field(() => Int, { nullable: true, description: "Reversed: EP taken back from the coach's available balance." })
  reversedAmount: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Reversed: EP claimed on what the coach had on hold for their own open exchanges, taken back when those holds come back to the coach (docs/ledger.md).',
  })
  claimedAmount: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Reversed: EP the coach had already spent on settled exchanges, covered by the platform (docs/ledger.md).',
  })
  shortfall: number | null;
}

@ObjectType({ description: 'A page of the admin disputes queue, oldest first.' })
export class DisputeConnection extends Connection(DisputeType, {
  nodes: 'This page.',
  totalCount: 'How many match, all pages.',
  pageInfo: 'Where this page ends.',
}) {}
