import { holdsFrom } from '../ledger/index.js';
import * as q from './exchanges.queries.js';

/**
 * What the exchanges module tells the ledger about EP held for open requests: the ledger shows
 * them as "on hold" and checks escrow against them, without reading `exchange_requests` itself.
 */
export const exchangeHolds = holdsFrom(
  {
    total: q.openHoldsTotal,
    ofMember: q.openHoldsOfRequester,
    broken: q.requestsWithBrokenMoney,
  },
  'exchange request',
);
