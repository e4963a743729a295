import { exchangeHolds } from '../modules/exchanges/exchange-holds.js';
import { memberCount } from '../modules/identity/member-count.js';
import { disputeReversals } from '../modules/disputes/dispute-money.js';
import type { LedgerSources } from '../modules/ledger/ledger.service.js';

/**
 * Composition: the owners' answers to what the ledger asks of other modules (LedgerSources) — here,
 * above the modules, so the ledger never imports a module above it. Used by `services.ts`, the
 * `ledger:check` command and tests that build a LedgerService of their own.
 */
export const ledgerSources: LedgerSources = { holds: exchangeHolds, memberCount, reversals: disputeReversals };
