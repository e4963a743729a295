import { many } from '../../db/typed-query.js';
import type { LedgerSources } from '../ledger/index.js';
import * as q from './disputes.queries.js';

/** What the disputes module tells the ledger check: reversals that do not balance (docs/ledger.md). */
export const disputeReversals: LedgerSources['reversals'] = {
  async problems(db) {
    const broken = await many(db, q.brokenReversals, []);
    return broken.map((p) => `reversal of ${p.subject} ${p.reference}: ${p.problem}`);
  },
};
