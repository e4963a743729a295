import { FULL_SIZE, pictureUrl } from '../media/index.js';
import type { DataSource } from 'typeorm';
import { many, one, type Db, type Query } from '../../db/typed-query.js';
import * as q from './account.queries.js';
import { renderNotification } from '../notifications/index.js';

/**
 * One kind of record in "my data": a name (the key in the document) and how to read the member's
 * rows of it. The export is the list of sections (app/services.ts), so a feature adds its records
 * with one line there — `messages` (conversations) and `needs` are added that way when they exist.
 */
export interface ExportSection {
  name: string;
  read(db: Db, memberId: string): Promise<unknown>;
}

/** A section read by one statement of the member's rows (this module's, or a feature's in app/services.ts). */
export const rows = (name: string, statement: Query<[userId: string], unknown>): ExportSection => ({
  name,
  read: (db, memberId) => many(db, statement, [memberId]),
});

/** An admin's address on an adjustment's memo ("… (by admin@…)") is theirs, not the member's. */
const withoutAdminAddress = (memo: string | null) => memo?.replace(/\s*\(by [^()]*\)$/, '') ?? null;

/** The sections of the records this codebase keeps today, in the order of the document. */
export const CORE_EXPORT_SECTIONS: ExportSection[] = [
  // The picture is stored once as media: the export names its full-size address.
  { name: 'profile', read: async (db, id) => withPictureUrl(await one(db, q.exportProfile, [id])) },
  rows('services', q.exportServices),
  rows('availability', q.exportAvailability),
  rows('requests', q.exportRequests),
  rows('sessions', q.exportSessions),
  rows('testimonials_given', q.exportTestimonialsGiven),
  rows('testimonials_received', q.exportTestimonialsReceived),
  // Each notification in the words the member reads it in (it is stored as a text's name and values).
  {
    name: 'notifications',
    read: async (db, id) =>
      (await many(db, q.exportNotifications, [id])).map(({ params, locale, timezone, ...n }) => ({
        ...n,
        ...renderNotification({ title: n.title, message: n.message, params }, { locale, timezone }),
      })),
  },
  {
    name: 'ledger_entries',
    read: async (db, id) =>
      (await many(db, q.exportLedgerEntries, [id])).map((e) => ({ ...e, memo: withoutAdminAddress(e.memo) })),
  },
  rows('holds', q.exportHolds),
  rows('referrals', q.exportReferrals),
  rows('premium_payments', q.exportPayments),
  rows('reports_filed', q.exportReportsFiled),
];

export interface ExportDocument {
  filename: string;
  document: Record<string, unknown>;
}

/**
 * "My data" (GDPR art. 15 and 20): every record about the signed-in member, one key per section,
 * read in one REPEATABLE READ transaction so the sections agree with each other.
 */
export class AccountExport {
  constructor(
    private readonly db: DataSource,
    private readonly sections: ExportSection[],
  ) {}

  async of(memberId: string): Promise<ExportDocument> {
    const document: Record<string, unknown> = {
      format: 'energy-exchange-export/1',
      exported_at: new Date().toISOString(),
    };
    await this.db.transaction('REPEATABLE READ', async (tx) => {
      for (const section of this.sections) document[section.name] = await section.read(tx, memberId);
    });
    return { filename: `energy-exchange-my-data-${new Date().toISOString().slice(0, 10)}.json`, document };
  }
}

function withPictureUrl(profile: Record<string, unknown> | undefined) {
  if (!profile) return null;
  const { picture, ...rest } = profile;
  return { ...rest, profile_image: pictureUrl(typeof picture === 'string' ? picture : null, FULL_SIZE, 'jpg') };
}
