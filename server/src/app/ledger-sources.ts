import { exchangeHolds } from '../modules/exchanges/index.js';
import { swapHolds } from '../modules/swaps/index.js';
import { groupSeatHolds } from '../modules/group-sessions/index.js';
import { memberCount } from '../modules/identity/index.js';
import { disputeReversals } from '../modules/disputes/index.js';
import type { LedgerSources } from '../modules/ledger/index.js';

/** EP held in escrow by several owners (open requests, open swaps, booked seats), answered as one. */
function allHolds(...owners: Array<LedgerSources['holds']>): LedgerSources['holds'] {
  return {
    async total(db) {
      let sum = 0;
      for (const o of owners) sum += await o.total(db);
      return sum;
    },
    async ofMember(db, memberId) {
      const all = [];
      for (const o of owners) all.push(...(await o.ofMember(db, memberId)));
      return all;
    },
    async problems(db) {
      const all: string[] = [];
      for (const o of owners) all.push(...(await o.problems(db)));
      return all;
    },
  };
}

/**
 * Composition: the owners' answers to what the ledger asks of other modules (LedgerSources) — here,
 * above the modules, so the ledger never imports a module above it. Used by `services.ts`, the
 * `ledger:check` command and tests that build a LedgerService of their own.
 */
export const ledgerSources: LedgerSources = {
  holds: allHolds(exchangeHolds, swapHolds, groupSeatHolds),
  memberCount,
  reversals: disputeReversals,
};
