import type { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor } from '../../common/pagination.js';
import { many } from '../../db/typed-query.js';
import { csvCell, neutralize } from '../admin/index.js';
import type { LedgerService, StatementRow, EntryKind } from '../ledger/index.js';
import { isUuid } from '../../common/validation.js';
import * as q from './statement.queries.js';
import type { MemberName } from '../../common/graphql/member-name.js';
import { DEFAULT_LOCALE, type MessageDescriptor, type MessageValues, translate } from '../../common/i18n/index.js';
import { StatementMessages as M } from './statement.messages.js';

export const STATEMENT_PAGE = { defaultLimit: 50, maxLimit: 200 };
/** The CSV reads the statement in pages of this size, so a long history is never one huge query result. */
const CSV_PAGE = 500;

/** One line of a member's EP statement, as the member sees it. */
export interface StatementEntry {
  id: string;
  createdAt: Date;
  kind: EntryKind;
  /** What happened, in words (the same text on the page, in the CSV and over both transports). */
  description: string;
  /** The member on the other side, when there is one (an exchange's other party); null for the platform. */
  otherParty: MemberName | null;
  /** Signed from the member's side: + credited, − debited. */
  amount: number;
  /** The member's available balance right after this entry. */
  balance: number;
  /** The exchange request the entry is about, when it is about one. */
  requestId: string | null;
}

/**
 * EP held in escrow for one of the member's open requests or booked group-session seats (listed
 * apart: they are not spent).
 */
export interface StatementHold {
  /** The hold's reference: the request's id, or the seat's. */
  id: string;
  /** The request holding the EP; null for a seat. */
  requestId: string | null;
  /** The group session whose seat holds the EP; null for a request. */
  groupSessionId: string | null;
  serviceTitle: string;
  coach: MemberName;
  amount: number;
  /** A request's status (pending, accepted), or `booked` for a seat. */
  status: 'pending' | 'accepted' | 'booked';
  /** When the request was sent or the seat booked. */
  since: Date;
}

export interface Statement {
  entries: StatementEntry[];
  holds: StatementHold[];
  totalCount: number;
  nextCursor: string | null;
}

/** Admin corrections carry "reason (by admin@…)": the member sees the reason, not the admin's address. */
const ADMIN_SIGNATURE = /\s*\(by [^()]*\)$/;

/** A statement message in its reader's language. */
type Say = (descriptor: MessageDescriptor, values?: MessageValues) => string;
const sayIn =
  (locale: string): Say =>
  (descriptor, values) =>
    translate(locale, descriptor, values);

/** An entry about a seat of a group session: its hold, release, settlement, testimonial's reward or reversal. */
function describeSeatEntry(row: StatementRow, seat: q.SeatSummaryRow, say: Say): string | null {
  const title = { title: seat.title };
  switch (row.kind) {
    case 'request_hold':
      return seat.status === 'attended' ? say(M.seatPaid, title) : say(M.seatHeld, title);
    case 'hold_release':
      return say(M.seatReleased, title);
    case 'settlement':
      return say(M.seatSettled, title);
    case 'testimonial_reward':
      return say(M.seatReward, title);
    case 'reversal':
      return row.change < 0 ? say(M.seatReversed, title) : say(M.seatRefund, title);
    default:
      return null;
  }
}

function describeEntry(row: StatementRow, about: q.ExchangeSummaryRow | undefined, say: Say): string {
  const title = { title: about ? say(M.quoted, { title: about.title }) : say(M.anExchange) };
  switch (row.kind) {
    case 'signup_bonus':
      return say(M.signupBonus);
    case 'request_hold':
      // The same entry, told as it ended: a completed exchange was paid by its hold.
      return about?.status === 'completed' ? say(M.requestPaid, title) : say(M.requestHeld, title);
    case 'hold_release':
      return say(M.requestReleased, title);
    case 'settlement':
      return say(M.exchangeSettled, title);
    case 'testimonial_reward':
      return say(M.testimonialReward, title);
    case 'referral_reward':
      return say(M.referralReward);
    case 'import_opening_balance':
      return say(M.openingBalance);
    case 'admin_adjustment':
      return row.memo
        ? say(M.adminCorrectionWithReason, { reason: row.memo.replace(ADMIN_SIGNATURE, '') })
        : say(M.adminCorrection);
    case 'reversal':
      return row.change < 0 ? say(M.reversed, title) : say(M.refund, title);
  }
}

/**
 * A member's EP statement (docs/ledger.md "Statement"): every ledger entry of their wallet with the running
 * balance, the holds apart, and the same as a CSV file. Only ever the signed-in member's own.
 */
export class StatementService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
  ) {}

  /** A page of the statement, its words in `locale` (the member's language; English unless given). */
  async statement(
    memberId: string,
    page: { first: number; after?: string | null },
    locale: string = DEFAULT_LOCALE,
  ): Promise<Statement> {
    const before = decodeCursor<{ id: string }>(page.after, (v) => typeof v.id === 'string' && /^\d{1,19}$/.test(v.id));
    const [rows, holds, seats] = await Promise.all([
      this.ledger.statement(this.db, memberId, page.first, before?.id ?? null),
      many(this.db, q.openHoldsOf, [memberId]),
      many(this.db, q.openSeatHoldsOf, [memberId]),
    ]);
    const kept = rows.slice(0, page.first);
    const all: StatementHold[] = [
      ...holds.map((h) => ({
        id: h.request_id,
        requestId: h.request_id,
        groupSessionId: null,
        serviceTitle: h.title,
        coach: { id: h.coach_id, fullName: h.coach_name },
        amount: h.amount,
        status: h.status,
        since: h.since,
      })),
      ...seats.map((h) => ({
        id: h.seat_id,
        requestId: null,
        groupSessionId: h.group_session_id,
        serviceTitle: h.title,
        coach: { id: h.coach_id, fullName: h.coach_name },
        amount: h.amount,
        status: 'booked' as const,
        since: h.since,
      })),
    ];
    // Newest first, requests and seats together (the id breaks ties, as each list's own order does).
    all.sort((a, b) => new Date(b.since).getTime() - new Date(a.since).getTime() || b.id.localeCompare(a.id));
    return {
      entries: await this.describe(memberId, kept, sayIn(locale)),
      holds: all,
      totalCount: rows[0]?.total ?? 0,
      nextCursor: rows.length > page.first ? encodeCursor({ id: kept[kept.length - 1].id }) : null,
    };
  }

  /**
   * The whole statement as RFC 4180 CSV, newest first, with a header row. Text cells that a
   * spreadsheet would run as a formula (a title starting with "=") are neutralised. The header row
   * and what happened are in `locale`; dates (ISO 8601), amounts, kinds and ids stay machine-readable.
   */
  async csv(memberId: string, locale: string = DEFAULT_LOCALE): Promise<string> {
    const say = sayIn(locale);
    const header = [
      M.headerDate,
      M.headerWhat,
      M.headerOther,
      M.headerAmount,
      M.headerBalance,
      M.headerKind,
      M.headerEntry,
    ];
    const lines = [header.map((h) => csvCell(neutralize(say(h)))).join(',')];
    let before: string | null = null;
    for (;;) {
      const rows = await this.ledger.statement(this.db, memberId, CSV_PAGE, before);
      const kept = rows.slice(0, CSV_PAGE);
      for (const e of await this.describe(memberId, kept, say)) {
        const text = [e.description, e.otherParty?.fullName ?? 'Energy Exchange'].map((v) => csvCell(neutralize(v)));
        lines.push(
          [
            new Date(e.createdAt).toISOString(),
            ...text,
            e.amount > 0 ? `+${e.amount}` : String(e.amount),
            String(e.balance),
            e.kind,
            e.id,
          ].join(','),
        );
      }
      if (rows.length <= CSV_PAGE) break;
      before = kept[kept.length - 1].id;
    }
    return `${lines.join('\r\n')}\r\n`;
  }

  /** Words and the other party for a page of entries: one query for all the exchanges they are about. */
  private async describe(memberId: string, rows: StatementRow[], say: Say): Promise<StatementEntry[]> {
    const refs = [...new Set(rows.map((r) => r.reference).filter((r): r is string => r !== null && isUuid(r)))];
    const [summaries, seats] = refs.length
      ? await Promise.all([many(this.db, q.exchangeSummaries, [refs]), many(this.db, q.seatSummaries, [refs])])
      : [[], []];
    const about = new Map(summaries.map((s) => [s.reference, s]));
    const seatOf = new Map(seats.map((s) => [s.reference, s]));
    return rows.map((row) => {
      const seat = row.reference ? seatOf.get(row.reference) : undefined;
      const seatWords = seat ? describeSeatEntry(row, seat, say) : null;
      if (seat && seatWords)
        return {
          id: row.id,
          createdAt: row.created_at,
          kind: row.kind,
          description: seatWords,
          otherParty:
            seat.coach_id === memberId
              ? { id: seat.member_id, fullName: seat.member_name }
              : { id: seat.coach_id, fullName: seat.coach_name },
          amount: row.change,
          balance: row.balance,
          requestId: null,
        };
      const exchange = row.reference ? about.get(row.reference) : undefined;
      const other = exchange
        ? exchange.coach_id === memberId
          ? { id: exchange.requester_id, fullName: exchange.requester_name }
          : { id: exchange.coach_id, fullName: exchange.coach_name }
        : null;
      return {
        id: row.id,
        createdAt: row.created_at,
        kind: row.kind,
        description: describeEntry(row, exchange, say),
        otherParty: other,
        amount: row.change,
        balance: row.balance,
        requestId: exchange?.request_id ?? null,
      };
    });
  }
}
