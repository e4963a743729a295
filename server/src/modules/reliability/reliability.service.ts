import type { DataSource } from 'typeorm';
import { many } from '../../db/typed-query.js';
import { isUuid } from '../../common/validation.js';
import * as q from './reliability.queries.js';

/** Below this many completed exchanges a member is shown as "New member" (issue 20 §3). */
export const NEW_MEMBER_BELOW = 3;

/** How a member keeps their word, from the facts (reliability.queries.ts says how each part is counted). */
export interface Reliability {
  /** 0–1, or null before any request was due an answer. */
  responseRate: number | null;
  /** 0–1, or null before any exchange counted. */
  completionRate: number | null;
  /** 1–5, or null without a public rating. */
  averageRating: number | null;
  ratingCount: number;
  completedExchanges: number;
  newMember: boolean;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function reliabilityFrom(row: Omit<q.ReliabilityRow, 'id'>): Reliability {
  return {
    responseRate: rate(row.answered_in_time, row.due),
    completionRate: rate(row.completed, row.agreed),
    averageRating: row.rating_avg === null ? null : Math.round(row.rating_avg * 10) / 10,
    ratingCount: row.ratings,
    completedExchanges: row.completed,
    newMember: row.completed < NEW_MEMBER_BELOW,
  };
}

export class ReliabilityService {
  constructor(private readonly db: DataSource) {}

  /** Members' reliability by id, one statement for all of them (the coach cards' DataLoader). */
  async of(memberIds: readonly string[]): Promise<Map<string, Reliability>> {
    const ids = memberIds.filter(isUuid);
    const rows = ids.length ? await many(this.db, q.reliabilityOf, [ids]) : [];
    return new Map(rows.map(({ id, ...row }) => [id, reliabilityFrom(row)]));
  }
}
