import { Field, ID, Int, ObjectType } from 'type-graphql';
import { storedEnum } from '../../common/graphql/enums.js';
import { PageInfo } from '../../common/pagination.js';
import type { EntryKind } from '../ledger/index.js';
import { MemberName } from '../../common/graphql/member-name.js';

export const LedgerEntryKind = storedEnum<EntryKind>('LedgerEntryKind', 'What a ledger entry was for.', {
  signup_bonus: 'The welcome bonus.',
  request_hold: 'EP held in escrow for a request the member sent.',
  hold_release: 'A hold given back: the request was declined, cancelled or expired.',
  settlement: 'EP paid to the coach for a completed exchange.',
  testimonial_reward: 'The reward for writing a testimonial.',
  referral_reward: 'The reward for a referred member.',
  import_opening_balance: 'The opening balance of an imported account.',
  admin_adjustment: 'A correction by an admin.',
  reversal: 'A completed exchange reversed after a dispute (the coach gives back, the requester is refunded).',
});

@ObjectType({ description: 'A member, as a party of a ledger entry or a hold.' })
export class StatementParty extends MemberName {}

@ObjectType({ description: "One entry of the signed-in member's EP statement." })
export class LedgerEntryType {
  @Field(() => ID, { description: 'The entry id (entries are numbered in the order they were written).' }) id: string;
  @Field({ description: 'When it was written.' }) createdAt: Date;
  @Field(() => LedgerEntryKind, { description: 'What it was for.' }) kind: EntryKind;
  @Field({ description: 'What happened, in words.' }) description: string;
  @Field(() => StatementParty, {
    nullable: true,
    description: 'The other member, for an exchange; null when the platform is the other side.',
  })
  otherParty: StatementParty | null;
  @Field(() => Int, { description: 'Signed from the member’s side: positive credited, negative debited.' })
  amount: number;
  @Field(() => Int, { description: 'The member’s available balance right after this entry.' }) balance: number;
  @Field(() => ID, { nullable: true, description: 'The exchange request it is about, if any.' }) requestId:
    string | null;
}

export const HoldStatus = storedEnum('HoldStatus', 'Why EP are on hold.', {
  pending: 'For a request sent and not yet answered.',
  accepted: 'For a request accepted and not yet completed.',
  booked: 'For a booked seat of a group session that has not taken place yet.',
});

@ObjectType({ description: 'EP held in escrow for one of the member’s open requests or booked group-session seats.' })
export class LedgerHoldType {
  @Field(() => ID, { description: 'The hold: the request’s id, or the seat’s.' }) id: string;
  @Field(() => ID, { nullable: true, description: 'The request holding the EP; null for a seat.' })
  requestId: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The group session whose booked seat holds the EP; null for a request.',
  })
  groupSessionId: string | null;
  @Field({ description: 'The requested service, or the group session’s.' }) serviceTitle: string;
  @Field(() => StatementParty, { description: 'The coach of the request or of the group session.' })
  coach: StatementParty;
  @Field(() => Int, { description: 'EP held.' }) amount: number;
  @Field(() => HoldStatus, {
    description:
      'PENDING or ACCEPTED for a request (EP are held while it is open), BOOKED for a seat (until the group session is completed, cancelled or left).',
  })
  status: string;
  @Field({ description: 'Since when (the request was sent, the seat booked).' }) since: Date;
}

@ObjectType({
  description: "The signed-in member's EP statement: a page of entries, newest first, and the holds apart.",
})
export class LedgerStatementType {
  @Field(() => [LedgerEntryType], { description: 'This page of entries.' }) entries: LedgerEntryType[];
  @Field(() => [LedgerHoldType], {
    description: 'EP on hold now, for open requests and booked group-session seats (not part of the entries’ balance).',
  })
  holds: LedgerHoldType[];
  @Field(() => Int, { description: 'How many entries there are, all pages.' }) totalCount: number;
  @Field(() => PageInfo, { description: 'Where this page ends.' }) pageInfo: PageInfo;
}
