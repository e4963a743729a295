import { defineMessages } from '@formatjs/intl';
import type { EntityManager } from 'typeorm';
import { translatableError } from '../../common/errors/domain-error.js';
import type { MessageDescriptor } from '../../common/i18n/index.js';
import { hotReadsOf, many, one, run, type Db, type Query } from '../../db/typed-query.js';
import type { EntryKind } from './ledger.types.js';
import * as q from './ledger.queries.js';

const LedgerMessages = defineMessages({
  insufficient: { id: 'ledger.insufficient', defaultMessage: 'Not enough Energy Points' },
});

export type { StatementRow } from './ledger.queries.js';

/** Where EP come from or go to: a member's wallet, or a system account. */
export type AccountRef = { wallet: string } | 'issuance' | 'escrow';

export interface Transfer {
  from: AccountRef;
  to: AccountRef;
  amount: number;
  kind: EntryKind;
  /** What the movement is about (request id, referral id…), for audits and reversals. */
  reference?: string;
  /** Unique per business event: replaying the same event never moves EP twice. */
  idempotencyKey: string;
  memo?: string;
  /**
   * The text of the error when the debited wallet has too little: a catalog message (answered in
   * the caller's language) or, until its module gives it an id, plain English.
   */
  insufficientMessage?: MessageDescriptor;
}

/**
 * EP a member puts on hold for something still open (a request, a swap's difference): from their
 * wallet into escrow, refused with `insufficientMessage` when they are short. Each module keeps its
 * own idempotency key, which names its event.
 */
export const escrowHold = (h: {
  payerId: string;
  amount: number;
  reference: string;
  idempotencyKey: string;
  insufficientMessage: MessageDescriptor;
}): Transfer => ({
  from: { wallet: h.payerId },
  to: 'escrow',
  amount: h.amount,
  kind: 'request_hold',
  reference: h.reference,
  idempotencyKey: h.idempotencyKey,
  insufficientMessage: h.insufficientMessage,
});

/** A hold given back, from escrow to the wallet it came from (declined, cancelled, expired). */
export const escrowRelease = (r: {
  payerId: string;
  amount: number;
  reference: string;
  idempotencyKey: string;
}): Transfer => ({
  from: 'escrow',
  to: { wallet: r.payerId },
  amount: r.amount,
  kind: 'hold_release',
  reference: r.reference,
  idempotencyKey: r.idempotencyKey,
});

export interface LedgerCheckResult {
  ok: boolean;
  accounts: number;
  entries: number;
  problems: string[];
}

/**
 * What the ledger needs to know of other modules' rows, asked through them: the ledger reads no
 * other module's tables (docs/ledger.md). The composition root passes the owners' implementations
 * (`exchangeHolds` of the exchanges module, `memberCount` of identity).
 */
export interface LedgerSources {
  /** EP held in escrow for open exchange requests. */
  holds: {
    /** In total: what escrow must hold. */
    total(db: Db): Promise<number>;
    /** One member's open holds, each by the reference its hold and release entries carry (their sum is what the user object shows as on hold). */
    ofMember(db: Db, memberId: string): Promise<OpenHold[]>;
    /** Exchanges whose money is not whole (a hold, settlement or release missing or extra). */
    problems(db: Db): Promise<string[]>;
  };
  /** How many members there are: each must have a wallet. */
  memberCount(db: Db): Promise<number>;
  /** Reversals of disputed exchanges that do not balance (docs/ledger.md "Disputes and reversals"). */
  reversals: { problems(db: Db): Promise<string[]> };
}

/** The statements through which a module that holds EP in escrow answers the ledger about its holds. */
export interface HoldQueries {
  /** EP its open rows hold, in total. */
  total: Query<[], { holds: number }>;
  /** One member's open holds, each by its reference. */
  ofMember: Query<[memberId: string], OpenHold>;
  /** Its rows whose money is not whole. */
  broken: Query<[], { id: string; status: string; problem: string }>;
}

/** EP a member has on hold for one open exchange or swap. */
export interface OpenHold {
  /** The reference its hold and release entries carry (the request or swap id). */
  reference: string;
  amount: number;
  /** Not yet accepted: the likelier to come back to the member (declined, cancelled, expired). */
  pending: boolean;
  placed_at: Date;
}

/**
 * `LedgerSources['holds']` of one module, from its statements: every module that holds EP answers
 * the same three questions; `rowName` names its rows in the check's problems ("swap", "exchange request").
 */
export function holdsFrom(queries: HoldQueries, rowName: string): LedgerSources['holds'] {
  return {
    async total(db) {
      return (await one(db, queries.total, []))!.holds;
    },
    // By the member, prepared and planned once per connection: every dashboard reads it.
    async ofMember(db, memberId) {
      return hotReadsOf(db).many(queries.ofMember, [memberId]);
    },
    async problems(db) {
      const broken = await many(db, queries.broken, []);
      return broken.map((p) => `${rowName} ${p.id} (${p.status}): ${p.problem}`);
    },
  };
}

const describe = (ref: AccountRef) => (typeof ref === 'string' ? ref : `wallet:${ref.wallet}`);

/**
 * The only code that changes a balance (docs/design.md §2, docs/style.md rule 6). Every method takes the
 * transaction's EntityManager: the caller's use case owns the transaction.
 */
export class LedgerService {
  constructor(private readonly sources: LedgerSources) {}

  /** Creates a member's wallet (balance 0). Idempotent. */
  async openWallet(tx: EntityManager, userId: string): Promise<void> {
    await run(tx, q.openWallet, [userId]);
  }

  /**
   * Appends one entry and moves the cached balances of the wallets it touches, in one statement
   * (`ledger_transfer`, which also refuses an amount that is not a positive whole number). Returns false when an entry with the same idempotency key already exists: the movement happened
   * before and is not repeated.
   *
   * System accounts (issuance, escrow) keep no cached balance: every hold, settlement and reward in
   * the app goes through one of them, so locking their row would make all those transactions wait
   * for each other (it capped settlements at ~280/s). Their balance is the sum of their entries
   * (`systemBalance`); the ledger check verifies escrow against the open holds. A wallet row is locked
   * by the UPDATE itself; when both sides are wallets they are locked first in id order, so two
   * opposite transfers never deadlock.
   */
  async transfer(tx: EntityManager, t: Transfer): Promise<boolean> {
    if (describe(t.from) === describe(t.to))
      throw new Error(`ledger: a transfer needs two accounts (got ${describe(t.from)} twice)`);
    if (typeof t.from !== 'string' && typeof t.to !== 'string') {
      await run(tx, q.lockTwoWallets, [t.from.wallet, t.to.wallet]);
    }
    const result = (await one(tx, q.transfer, [
      typeof t.from === 'string' ? t.from : 'wallet',
      typeof t.from === 'string' ? null : t.from.wallet,
      typeof t.to === 'string' ? t.to : 'wallet',
      typeof t.to === 'string' ? null : t.to.wallet,
      t.amount,
      t.kind,
      t.reference ?? null,
      t.idempotencyKey,
      t.memo ?? null,
    ]))!;
    if (!result.entered) return false;
    const walletSides = (typeof t.from === 'string' ? 0 : 1) + (typeof t.to === 'string' ? 0 : 1);
    if (result.updated < walletSides) {
      // Only a wallet debit can be refused (its balance was short); the caller's transaction rolls
      // back, entry included.
      if (typeof t.from === 'string') throw new Error(`ledger: wallet ${describe(t.to)} not updated`);
      const { balance } = (await one(tx, q.walletBalance, [t.from.wallet]))!;
      const short = { available: balance, required: t.amount };
      throw translatableError(
        'INSUFFICIENT_FUNDS',
        t.insufficientMessage ?? LedgerMessages.insufficient,
        undefined,
        short,
      );
    }
    // A hold that comes back to its member pays the claims on it first, in the same transaction: the
    // release locked the wallet, so a reversal claiming this hold either committed before (and its
    // claim is seen here) or waits and finds the hold gone.
    if (t.kind === 'hold_release' && typeof t.to !== 'string' && t.reference)
      await this.collectClaims(tx, t.to.wallet, t.reference);
    return true;
  }

  /**
   * Claims what a member owes (`amount`, for `reference`) on EP they have on hold, which are still
   * theirs until the exchange they hold them for settles: the holds most likely to come back first
   * (pending before accepted, newest first). Each claim is collected when its hold is released to the
   * member and lapses when the hold settles (the EP were spent). A hold is claimed at most once over:
   * what earlier reversals claim on it is not claimed again, since its release pays back only its
   * amount (claimed twice, the release could not pay and the member could not withdraw the request).
   * Answers how much was claimed: at most `amount`, less when the member has less on hold unclaimed.
   * The caller holds the member's wallet lock (`lockWallets`), so no hold is placed or released, and no
   * other reversal claims, meanwhile.
   */
  async claimOnHolds(tx: EntityManager, debtorId: string, reference: string, amount: number): Promise<number> {
    const holds = (await this.sources.holds.ofMember(tx, debtorId)).sort(
      (a, b) =>
        Number(b.pending) - Number(a.pending) ||
        new Date(b.placed_at).getTime() - new Date(a.placed_at).getTime() ||
        a.reference.localeCompare(b.reference),
    );
    if (holds.length === 0) return 0;
    const earlier = new Map(
      (await many(tx, q.claimedOnHolds, [debtorId, holds.map((h) => h.reference)])).map((c) => [
        c.hold_reference,
        c.claimed,
      ]),
    );
    let claimed = 0;
    for (const hold of holds) {
      if (claimed === amount) break;
      const part = Math.min(hold.amount - (earlier.get(hold.reference) ?? 0), amount - claimed);
      if (part <= 0) continue;
      if (await one(tx, q.insertClaim, [debtorId, hold.reference, part, reference])) claimed += part;
    }
    return claimed;
  }

  /** Collects the claims on a hold just released to its member's wallet (`claim:<id>`, to issuance). */
  private async collectClaims(tx: EntityManager, debtorId: string, holdReference: string): Promise<void> {
    for (const c of await many(tx, q.uncollectedClaimsOnHold, [debtorId, holdReference])) {
      await this.transfer(tx, {
        from: { wallet: debtorId },
        to: 'issuance',
        amount: c.amount,
        kind: 'reversal',
        reference: c.reference,
        idempotencyKey: `claim:${c.id}`,
        memo: 'Collected for a reversed exchange from a hold that came back',
      });
    }
  }

  /**
   * Locks members' wallets for the rest of the transaction, in the same id order as a two-wallet
   * transfer (no deadlock against one), and answers their balances: what a use case reads before
   * deciding how much it may move (a reversal takes back what the coach still has).
   */
  async lockWallets(tx: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await many(tx, q.lockWalletsOf, [userIds]);
    return new Map(rows.map((r) => [r.user_id, r.balance]));
  }

  /** The balance of a system account: the sum of its entries (it keeps no cached balance). */
  async systemBalance(db: EntityManager, kind: 'escrow' | 'issuance'): Promise<number> {
    const { balance } = (await one(db, q.systemBalance, [kind]))!;
    return Number(balance);
  }

  /** Available balances of members' wallets (0 for a member without one). */
  async walletBalances(db: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    // One member, the usual case: by key, prepared (see `heldBalances`).
    if (userIds.length === 1) {
      const row = await hotReadsOf(db).one(q.walletBalance, [userIds[0]]);
      return new Map([[userIds[0], row?.balance ?? 0]]);
    }
    const rows = await many(db, q.walletBalances, [userIds]);
    const map = new Map(rows.map((r) => [r.user_id, r.balance]));
    return new Map(userIds.map((id) => [id, map.get(id) ?? 0]));
  }

  /**
   * EP members have on hold in escrow: the sum of each one's open holds, which the modules that hold
   * EP know. Read member by member: balances belong to the signed-in member (GraphQL's `User` is only
   * ever the viewer), so a batch holds one id, and a statement over an array of one is planned again
   * at every call where the member's own is planned once.
   */
  async heldBalances(db: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    const sums = await Promise.all(
      userIds.map(async (id) => (await this.sources.holds.ofMember(db, id)).reduce((sum, h) => sum + h.amount, 0)),
    );
    return new Map(userIds.map((id, i) => [id, sums[i]]));
  }

  /** EP credited to a member's wallet by entries of one kind (referral rewards earned…). */
  async creditedToWallet(db: Db, userId: string, kind: EntryKind): Promise<number> {
    return (await one(db, q.creditedToWallet, [userId, kind]))!.total;
  }

  /** One member's available and held EP (what the user object shows). */
  async balancesOf(db: EntityManager, userId: string): Promise<{ energyPoints: number; energyOnHold: number }> {
    const [points, held] = await Promise.all([this.walletBalances(db, [userId]), this.heldBalances(db, [userId])]);
    return { energyPoints: points.get(userId)!, energyOnHold: held.get(userId)! };
  }

  /**
   * A page of a member's own entries, newest first, each with the balance right after it (a window
   * sum over all their entries, so it is right on every page). `before` is the id of the last entry
   * of the previous page. Answers `first + 1` rows at most: the extra one says a next page exists.
   */
  async statement(db: Db, userId: string, first: number, before: string | null): Promise<q.StatementRow[]> {
    return many(db, q.statementPage, [userId, before, first + 1]);
  }

  /**
   * Verifies the ledger's invariants: every wallet's cached balance equals the sum of its entries,
   * all balances sum to zero, no wallet or escrow is negative, escrow equals the open holds, every
   * exchange's money is whole, every member has a wallet.
   */
  async check(db: EntityManager): Promise<LedgerCheckResult> {
    const problems: string[] = [];
    // Each account's balance from its entries; wallets must match their cached balance, system
    // accounts keep none (transfer explains why) and must stay at 0 in the column.
    const accountsFromEntries = await many(db, q.accountsOffTheirEntries, []);
    const system = new Map<string, number>();
    for (const m of accountsFromEntries) {
      if (m.kind !== 'wallet') {
        system.set(m.kind, Number(m.computed));
        if (m.balance !== 0)
          problems.push(
            `system account ${m.kind} (${m.id}) has a cached balance ${m.balance}; system accounts keep none`,
          );
      } else {
        problems.push(
          `account wallet of member ${m.user_id} (${m.id}): cached balance ${m.balance} ≠ entries ${m.computed}`,
        );
      }
    }
    const { total, accounts, wallets } = (await one(db, q.walletTotals, []))!;
    const walletTotal = Number(total);
    const systemTotal = [...system.values()].reduce((a, b) => a + b, 0);
    if (walletTotal + systemTotal !== 0) problems.push(`balances sum to ${walletTotal + systemTotal}, not 0`);
    const negative = await many(db, q.negativeWallets, []);
    for (const n of negative) problems.push(`account wallet ${n.id} is negative (${n.balance})`);
    const escrowBalance = system.get('escrow') ?? 0;
    if (escrowBalance < 0) problems.push(`account escrow is negative (${escrowBalance})`);
    const holds = await this.sources.holds.total(db);
    if (escrowBalance !== holds) problems.push(`escrow holds ${escrowBalance} EP but open requests hold ${holds}`);
    // Every exchange's money is whole: the exchanges module checks its requests against the journal.
    problems.push(...(await this.sources.holds.problems(db)));
    problems.push(...(await this.sources.reversals.problems(db)));
    for (const c of await many(db, q.brokenClaims, [])) problems.push(`claim ${c.id}: ${c.problem}`);
    // A wallet belongs to exactly one member (foreign key, unique owner): as many wallets as members
    // means every member has one.
    const members = await this.sources.memberCount(db);
    if (members > wallets) problems.push(`${members - wallets} member(s) have no wallet`);
    const { entries } = (await one(db, q.entryCount, []))!;
    return { ok: problems.length === 0, accounts, entries, problems };
  }
}
