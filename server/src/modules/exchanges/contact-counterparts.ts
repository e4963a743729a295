import { many, type Db } from '../../db/typed-query.js';
import type { Counterparts } from '../profiles/index.js';
import { counterpartsAmong } from './exchanges.queries.js';

/** Exchange statuses after which both parties have agreed to meet, and may see each other's contacts. */
const CONTACT_STATUSES = ['accepted', 'completed'] as const;

/** Contact privacy's question (profiles' ContactVisibility), answered from this module's rows. */
export function contactCounterparts(db: Db): Counterparts {
  return async (viewerId, memberIds) => {
    const rows = await many(db, counterpartsAmong, [viewerId, memberIds, CONTACT_STATUSES]);
    return new Set(rows.map((r) => r.id));
  };
}
