import { many, one } from '../../db/typed-query.js';
import type { LedgerSources } from '../ledger/ledger.service.js';
import * as q from './exchanges.queries.js';

/**
 * What the exchanges module tells the ledger about EP held for open requests: the ledger shows
 * them as "on hold" and checks escrow against them, without reading `exchange_requests` itself.
 */
export const exchangeHolds: LedgerSources['holds'] = {
  async total(db) {
    return (await one(db, q.openHoldsTotal, []))!.holds;
  },
  async byMember(db, userIds) {
    const rows = await many(db, q.openHoldsByRequester, [userIds]);
    const held = new Map(rows.map((r) => [r.requester_id, r.held]));
    return new Map(userIds.map((id) => [id, held.get(id) ?? 0]));
  },
  async problems(db) {
    const broken = await many(db, q.requestsWithBrokenMoney, []);
    return broken.map((p) => `exchange request ${p.id} (${p.status}): ${p.problem}`);
  },
};
