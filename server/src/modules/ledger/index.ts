// The ledger module's front door: what the app and other modules use of it (docs/architecture.md,
// "Modules and their front doors"). Anything not listed here is the module's own.
export type { EntryKind } from './ledger.types.js';
export { escrowHold, escrowRelease, holdsFrom, LedgerService } from './ledger.service.js';
export type { LedgerSources, StatementRow, Transfer } from './ledger.service.js';
