import { defineMessages } from '@formatjs/intl';
import type { DataSource, EntityManager } from 'typeorm';
import { forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { many, one, run } from '../../db/typed-query.js';
import { inTransaction } from '../../db/transaction.js';
import * as q from './blocks.queries.js';

export const BlockMessages = defineMessages({
  memberNotFound: { id: 'block.memberNotFound', defaultMessage: 'Member not found' },
  self: { id: 'block.self', defaultMessage: 'You cannot block yourself' },
  youBlocked: {
    id: 'block.youBlocked',
    defaultMessage: 'You blocked this member: unblock them in Settings to contact them again',
  },
  blockedYou: {
    id: 'block.blockedYou',
    defaultMessage: 'This member does not accept questions, requests or messages from you',
  },
});

/** A member I blocked, as my list shows them. */
export interface BlockedMember {
  id: string;
  fullName: string;
  blockedAt: Date;
}

/**
 * Refuses (403) when either of the two members blocked the other: a block stops questions,
 * requests and messages both ways, so the blocked member cannot reach the blocker and the blocker
 * does not write into a thread the other can no longer answer. The one rule every contact asks.
 */
export async function refuseIfBlocked(db: DataSource | EntityManager, senderId: string, recipientId: string) {
  const block = await one(db, q.blockBetween, [senderId, recipientId]);
  if (block) throw blockRefusal(block.blocker_id, senderId);
}

/** Whether either of two members blocked the other. */
export async function blockedEitherWay(db: DataSource | EntityManager, a: string, b: string): Promise<boolean> {
  return Boolean(await one(db, q.blockBetween, [a, b]));
}

/** The refusal of a contact a block stops, worded for the one asking: they blocked, or were blocked. */
export function blockRefusal(blockerId: string, senderId: string) {
  return forbidden(blockerId === senderId ? BlockMessages.youBlocked : BlockMessages.blockedYou);
}

/**
 * Members blocking members. Blocking is private: the blocked member is never told, only refused
 * when they ask, request or write; reporting a member to the admins stays what it was.
 */
export class BlockService {
  constructor(private readonly db: DataSource) {}

  async block(memberId: string, otherId: string): Promise<BlockedMember> {
    if (otherId === memberId) throw invalid(BlockMessages.self);
    if (!isUuid(otherId) || !(await one(this.db, q.blockableMember, [otherId])))
      throw notFound(BlockMessages.memberNotFound);
    await inTransaction(this.db, async (tx) => {
      await run(tx, q.insertBlock, [memberId, otherId]);
      await run(tx, q.stampMatchesOf, [memberId, otherId]);
    });
    return (await this.find(memberId, otherId))!;
  }

  /** Unblocking a member who is not blocked changes nothing (the answer is the same). */
  async unblock(memberId: string, otherId: string): Promise<void> {
    if (!isUuid(otherId)) throw notFound(BlockMessages.memberNotFound);
    await inTransaction(this.db, async (tx) => {
      await run(tx, q.deleteBlock, [memberId, otherId]);
      await run(tx, q.stampMatchesOf, [memberId, otherId]);
    });
  }

  async blocked(memberId: string, opts: { first: number; after?: string | null }): Promise<Page<BlockedMember>> {
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const limit = opts.first + 1;
    const rows = cursor
      ? await many(this.db, q.blockedAfter, [memberId, limit, cursor.c, cursor.i])
      : await many(this.db, q.blockedFirst, [memberId, limit]);
    const { n } = (await one(this.db, q.blockedCount, [memberId]))!;
    return pageOf(
      rows,
      opts.first,
      n,
      (last) => ({ c: last.cursorCreated, i: last.id }),
      ({ cursorCreated: _c, ...m }) => m,
    );
  }

  private async find(memberId: string, otherId: string): Promise<BlockedMember | undefined> {
    const row = await one(this.db, q.blockedOne, [memberId, otherId]);
    if (!row) return undefined;
    const { cursorCreated: _c, ...blocked } = row;
    return blocked;
  }
}
