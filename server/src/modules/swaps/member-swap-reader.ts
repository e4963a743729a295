import { notFound, type Words } from '../../common/errors/domain-error.js';
import { clampPageSize, decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { many, one, type Db, type Query } from '../../db/typed-query.js';

/** When a proposal (a swap or a ring) was made and lapses, and which answers its viewer has. */
export interface ProposalState {
  createdAt: Date;
  expiresAt: Date;
  canAccept: boolean;
  canDecline: boolean;
  canCancel: boolean;
}

/**
 * One rule for swaps and rings: while it is pending, its proposer may withdraw it and every other
 * member may decline it or accept it, once (a ring member who said yes waits for the third).
 */
export function proposalState(
  row: { status: string; createdAt: Date; expiresAt: Date },
  viewer: { isProposer: boolean; hasAccepted: boolean },
): ProposalState {
  const pending = row.status === 'pending';
  return {
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    canAccept: pending && !viewer.isProposer && !viewer.hasAccepted,
    canDecline: pending && !viewer.isProposer,
    canCancel: pending && viewer.isProposer,
  };
}

/** What reads one kind of swap (two-member swap or ring) for one of its members: its statements and its words. */
export interface MemberSwapKind<Row, View> {
  /** The swap, only if the member is one of its parties. */
  forMember: Query<[swapId: string, memberId: string], Row>;
  /** The member's swaps of this kind, newest first, after a keyset cursor, at most `limit` rows. */
  newestOf: Query<[memberId: string, afterCreated: string | null, afterId: string | null, limit: number], Row>;
  countOf: Query<[memberId: string], { total: number }>;
  maxPage: number;
  notFound: Words;
  forViewer: (row: Row, viewerId: string) => View;
}

/**
 * Reads swaps and rings as their members see them: both are rows of `swaps` listed newest first by
 * (created_at, id) and shown to a member only, so the lookup and the paging are written once here
 * and each kind brings its statements, its page limit, its "not found" text and its view.
 */
export class MemberSwapReader<Row extends { id: string; cursorCreated: string }, View> {
  constructor(private readonly kind: MemberSwapKind<Row, View>) {}

  /** One swap of the member's; anyone else (and a malformed id) gets the same 404. */
  async view(db: Db, memberId: string, swapId: string): Promise<View> {
    if (!isUuid(swapId)) throw notFound(this.kind.notFound);
    const row = await one(db, this.kind.forMember, [swapId, memberId]);
    if (!row) throw notFound(this.kind.notFound);
    return this.kind.forViewer(row, memberId);
  }

  /** A page of the member's swaps of this kind, newest first; a larger page than the limit is cut to it. */
  async mine(db: Db, memberId: string, page: { first: number; after?: string }): Promise<Page<View>> {
    const { maxPage } = this.kind;
    const first = clampPageSize(page.first, maxPage);
    const cursor = decodeCursor<{ c: string; i: string }>(
      page.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const [rows, count] = await Promise.all([
      many(db, this.kind.newestOf, [memberId, cursor?.c ?? null, cursor?.i ?? null, first + 1]),
      one(db, this.kind.countOf, [memberId]),
    ]);
    return pageOf(
      rows,
      first,
      count!.total,
      (last) => ({ c: last.cursorCreated, i: last.id }),
      (r) => this.kind.forViewer(r, memberId),
    );
  }
}
