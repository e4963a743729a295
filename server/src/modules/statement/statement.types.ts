import { Field, ID, Int, ObjectType } from 'type-graphql';
import { storedEnum } from '../../common/graphql/enums.js';
import { PageInfo } from '../../common/pagination.js';
import type { EntryKind } from '../ledger/index.js';
import { MemberName } from '../../common/graphql/member-name.js';
import { RequestStatus } from '../exchanges/index.js';

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

@ObjectType({ description: 'EP held in escrow for one of the member’s open requests.' })
export class LedgerHoldType {
  @Field(() => ID, { description: 'The request holding the EP.' }) requestId: string;
  @Field({ description: 'The requested service.' }) serviceTitle: string;
  @Field(() => StatementParty, { description: 'The coach of the request.' }) coach: StatementParty;
  @Field(() => Int, { description: 'EP held.' }) amount: number;
  @Field(() => RequestStatus, {
    description: 'Where the request stands: PENDING or ACCEPTED (EP are held while it is open).',
  })
  status: RequestStatus;
  @Field({ description: 'Since when (the request was sent).' }) since: Date;
}

@ObjectType({
  description: "The signed-in member's EP statement: a page of entries, newest first, and the holds apart.",
})
export class LedgerStatementType {
  @Field(() => [LedgerEntryType], { description: 'This page of entries.' }) entries: LedgerEntryType[];
  @Field(() => [LedgerHoldType], {
    description: 'EP on hold now, for open requests (not part of the entries’ balance).',
  })
  holds: LedgerHoldType[];
  @Field(() => Int, { description: 'How many entries there are, all pages.' }) totalCount: number;
  @Field(() => PageInfo, { description: 'Where this page ends.' }) pageInfo: PageInfo;
}
