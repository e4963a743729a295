import { defineQuery } from '../../db/typed-query.js';

/** The blocks module's SQL (`member_blocks`). Runs through `db/typed-query.ts`. */

export interface BlockedRow {
  id: string;
  fullName: string;
  blockedAt: Date;
  cursorCreated: string;
}

/** Blocks the member (a second block of the same member keeps the first one's time). */
export const insertBlock = defineQuery<[blockerId: string, blockedId: string], void>(
  'insertBlock',
  `INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
);

export const deleteBlock = defineQuery<[blockerId: string, blockedId: string], void>(
  'deleteBlock',
  `DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`,
);

/**
 * A block changes who may be matched with whom ("For you": swaps and rings through the two), as a
 * change of their services and needs would: the kept lists that depend on the two members or on the
 * categories of their services and needs are worked out again (swaps' `match_changes`; read model of
 * the catalogue's `services` and the needs' `needs`).
 */
export const stampMatchesOf = defineQuery<[memberId: string, otherId: string], void>(
  'stampMatchesOf',
  `SELECT stamp_match_changes(ARRAY[$1::uuid::text, $2::uuid::text] || ARRAY(
            SELECT category FROM services WHERE coach_id IN ($1::uuid, $2::uuid) AND archived_at IS NULL
             UNION SELECT category FROM needs WHERE author_id IN ($1::uuid, $2::uuid)))`,
);

/** A member one may block: an account that exists and is not deleted. Read model of identity's `users`. */
export const blockableMember = defineQuery<[memberId: string], { id: string; full_name: string }>(
  'blockableMember',
  `SELECT id, full_name FROM users WHERE id = $1 AND deleted_at IS NULL`,
);

const BLOCKED_COLUMNS = `u.id, u.full_name AS "fullName", b.created_at AS "blockedAt", b.created_at::text AS "cursorCreated"`;

/** The members I blocked, newest block first (the index `member_blocks_list_idx`). */
export const blockedFirst = defineQuery<[blockerId: string, limit: number], BlockedRow>(
  'blockedFirst',
  `SELECT ${BLOCKED_COLUMNS} FROM member_blocks b JOIN users u ON u.id = b.blocked_id
    WHERE b.blocker_id = $1 ORDER BY b.created_at DESC, b.blocked_id DESC LIMIT $2`,
);

export const blockedAfter = defineQuery<
  [blockerId: string, limit: number, afterCreated: string, afterId: string],
  BlockedRow
>(
  'blockedAfter',
  `SELECT ${BLOCKED_COLUMNS} FROM member_blocks b JOIN users u ON u.id = b.blocked_id
    WHERE b.blocker_id = $1 AND (b.created_at, b.blocked_id) < ($3::timestamptz, $4::uuid)
    ORDER BY b.created_at DESC, b.blocked_id DESC LIMIT $2`,
);

export const blockedCount = defineQuery<[blockerId: string], { n: number }>(
  'blockedCount',
  `SELECT count(*)::int AS n FROM member_blocks WHERE blocker_id = $1`,
);

/** Which of the two blocked the other, if any (the primary key one way, `member_blocks_blocked_idx` the other). */
export const blockBetween = defineQuery<[memberId: string, otherId: string], { blocker_id: string }>(
  'blockBetween',
  `SELECT blocker_id FROM member_blocks
    WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)
    ORDER BY (blocker_id = $1) DESC LIMIT 1`,
);

export const blockedOne = defineQuery<[blockerId: string, blockedId: string], BlockedRow>(
  'blockedOne',
  `SELECT ${BLOCKED_COLUMNS} FROM member_blocks b JOIN users u ON u.id = b.blocked_id
    WHERE b.blocker_id = $1 AND b.blocked_id = $2`,
);
