import { parse } from 'csv-parse/sync';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, invalid, translatableError } from '../../common/errors/domain-error.js';
import { isEmailAddressText, normalizeEmail } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { DEFAULT_EXPORT_FIELDS, EXPORT_FIELDS, type ExportField } from '../../common/admin/export-fields.js';
import type { LedgerService } from '../ledger/index.js';
import type { CatalogueService } from '../catalogue/index.js';
import { signupBonus, type IdentityService, insertMember } from '../identity/index.js';
import { many, one, run } from '../../db/typed-query.js';
import {
  DEFAULT_LOCALE,
  localized,
  SUPPORTED_LOCALES,
  translate,
  type MessageDescriptor,
  type MessageValues,
} from '../../common/i18n/index.js';
import { createImportedProfile, skillsByAnyLabel } from '../profiles/index.js';
import * as q from './admin.queries.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import type { AdminMemberRow } from './admin.queries.js';
import { AdminMessages as M, ExportHeaders, ExportUserTypes, ImportSkipReasons as R } from './admin.messages.js';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface ImportReport {
  importedCount: number;
  skippedCount: number;
  skipped: Array<{ line: number; email: string | null; reason: string }>;
}

/** Why a row was skipped: a message and its values, worded in the admin's language for the report. */
type SkipReason = [MessageDescriptor, MessageValues?];

/** Each language's words for a header or an account type, lower case, and what they stand for. */
function wordsInEveryLanguage<K extends string>(table: Record<K, MessageDescriptor>): Map<string, K> {
  const words = new Map<string, K>();
  for (const locale of SUPPORTED_LOCALES)
    for (const key of Object.keys(table) as K[]) words.set(translate(locale, table[key]).trim().toLowerCase(), key);
  return words;
}
let headerWords: Map<string, ExportField> | undefined;
let userTypeWords: Map<string, 'free' | 'premium'> | undefined;

/** An import's column: a field name (`full_name`), or an export's header in any language ("Nombre completo"). */
function fieldOfHeader(header: string): string {
  const name = header.trim().toLowerCase();
  headerWords ??= wordsInEveryLanguage(ExportHeaders);
  return headerWords.get(name) ?? name;
}

/** An import's account type: `free`/`premium`, or an export's word for it in any language. */
function userTypeOf(cell: string): string {
  const word = cell.trim().toLowerCase();
  userTypeWords ??= wordsInEveryLanguage(ExportUserTypes);
  return userTypeWords.get(word) ?? word;
}

/** OWASP CSV injection: a cell a spreadsheet would read as a formula. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * CSV import and export of members (docs/design.md §5). Import: header names, BOM tolerated, each row
 * validated and imported in its own savepoint — a bad row is skipped and reported with its line,
 * never half-imported; opening balances go through the ledger. Export: RFC 4180 quoting with
 * formula cells neutralised.
 */
export class AdminCsvService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly catalogue: CatalogueService,
    private readonly identity: IdentityService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Each imported member is written to the audit log in the transaction that creates them. The
   * report's reasons are worded in the admin's `locale`.
   */
  async import(file: Buffer, actor: AuditActor, locale: string = DEFAULT_LOCALE): Promise<ImportReport> {
    if (file.length > MAX_IMPORT_BYTES) throw translatableError('PAYLOAD_TOO_LARGE', M.csvTooLarge);
    let records: Array<{ record: Record<string, string>; info: { lines: number; error?: unknown } }>;
    try {
      records = parse(file, {
        bom: true,
        columns: (header: string[]) => header.map(fieldOfHeader),
        skip_empty_lines: true,
        trim: true,
        relax_column_count: true, // ragged rows are reported per row below, not as a failed file
        relax_quotes: true, // a stray quote inside a cell is data, not a broken file
        info: true,
      });
    } catch (err) {
      throw translatableError('VALIDATION', M.csvInvalid, { reason: (err as Error).message });
    }
    if (records.length === 0) throw invalid(M.csvNoRows);
    const header = Object.keys(records[0].record);
    if (!header.includes('email') || !header.includes('full_name')) throw invalid(M.csvColumns);
    // An export in any language imports again: its skills are labelled in the admin's language.
    const skills = skillsByAnyLabel(await this.catalogue.categories());

    const report: ImportReport = { importedCount: 0, skippedCount: 0, skipped: [] };
    const seen = new Map<string, number>();
    for (const { record, info } of records) {
      const line = info.lines;
      const email = record.email ? normalizeEmail(record.email) : null;
      const skip = (reason: SkipReason | string) => {
        report.skippedCount++;
        report.skipped.push({
          line,
          email,
          reason: typeof reason === 'string' ? reason : translate(locale, ...reason),
        });
      };
      const cells = Object.values(record).filter((v) => v !== undefined);
      if (cells.length !== header.length) {
        skip([R.columnCount, { expected: header.length, found: cells.length }]);
        continue;
      }
      const formula = Object.entries(record).find(([, v]) => FORMULA.test(v ?? '') && !/^-?\d+$/.test(v));
      if (formula) {
        skip([R.formula, { column: formula[0] }]);
        continue;
      }
      const row = this.validate(record, skills);
      if (Array.isArray(row)) {
        skip(row);
        continue;
      }
      const first = seen.get(row.email);
      if (first !== undefined) {
        skip([R.duplicate, { line: first }]);
        continue;
      }
      seen.set(row.email, line);
      try {
        const created = await inTransaction(this.db, (tx) => this.createImported(tx, row, actor));
        if (created) report.importedCount++;
        else skip([R.registered]);
      } catch (err) {
        if (!(err instanceof DomainError)) skip([R.failed]);
        else skip(localized(locale, err.message, err.text));
      }
    }
    return report;
  }

  /**
   * The chosen columns of every member, worded in the admin's `locale` (the header row, the account
   * type, the skills); none chosen (null or absent) is the default columns. That a list is given
   * non-empty is the input's rule (`ExportUsersArgs`); each column is checked here, and an unknown
   * one named as given.
   */
  async export(
    fields: readonly unknown[] | null | undefined,
    locale: string = DEFAULT_LOCALE,
  ): Promise<{ csvData: string; filename: string }> {
    const given = fields ?? DEFAULT_EXPORT_FIELDS;
    const chosen: ExportField[] = [];
    for (const f of given) {
      if (!(EXPORT_FIELDS as readonly unknown[]).includes(f))
        throw translatableError('VALIDATION', M.exportUnknownField, { field: String(f).slice(0, 40) });
      chosen.push(f as ExportField);
    }
    const [rows, skill] = await Promise.all([many(this.db, q.allMembers, []), this.catalogue.skillLabels(locale)]);
    const value = (r: AdminMemberRow, f: ExportField): string => {
      switch (f) {
        case 'full_name':
          return r.fullName;
        case 'email':
          return r.email;
        case 'user_type':
          return r.userType === 'free' || r.userType === 'premium'
            ? translate(locale, ExportUserTypes[r.userType])
            : r.userType;
        case 'energy_points':
          return String(r.energyPoints);
        case 'city':
          return r.city ?? '';
        case 'about':
          return r.about ?? '';
        case 'skills':
          return r.skills.map(skill).join('; ');
        case 'referred_count':
          return String(r.referredCount);
        case 'created_at':
          return new Date(r.createdAt).toISOString();
        case 'last_login':
          return r.lastLogin ? new Date(r.lastLogin).toISOString() : '';
      }
    };
    const lines = [
      chosen.map((f) => csvCell(neutralize(translate(locale, ExportHeaders[f])))).join(','),
      ...rows.map((r) => chosen.map((f) => csvCell(neutralize(value(r, f)))).join(',')),
    ];
    return {
      csvData: lines.join('\r\n') + '\r\n',
      filename: `energy-exchange-users-${new Date().toISOString().slice(0, 10)}.csv`,
    };
  }

  private validate(r: Record<string, string>, skills: Map<string, string>) {
    const tooLong = (column: string, max: number): SkipReason => [R.tooLong, { column, max }];
    const email = normalizeEmail(r.email ?? '');
    if (!email) return [R.emailRequired] satisfies SkipReason;
    if (!isEmailAddressText(email)) return [R.invalidEmail] satisfies SkipReason;
    const fullName = (r.full_name ?? '').trim();
    if (!fullName) return [R.fullNameRequired] satisfies SkipReason;
    if (fullName.length > 100) return tooLong('full_name', 100);
    const userType = userTypeOf(r.user_type ?? '') || 'free';
    if (userType !== 'free' && userType !== 'premium') return [R.userType] satisfies SkipReason;
    const rawPoints = (r.energy_points ?? '').trim();
    if (rawPoints && !/^\d+$/.test(rawPoints)) return [R.pointsWhole] satisfies SkipReason;
    const energyPoints = rawPoints ? Number(rawPoints) : undefined;
    if (energyPoints !== undefined && energyPoints > 1_000_000)
      return [R.pointsMax, { max: 1_000_000 }] satisfies SkipReason;
    const city = (r.city ?? '').trim() || null;
    if (city && city.length > 120) return tooLong('city', 120);
    const about = (r.about ?? '').trim() || null;
    if (about && about.length > 2000) return tooLong('about', 2000);
    const skillList: string[] = [];
    for (const s of (r.skills ?? '')
      .split(/[;|,]/)
      .map((x) => x.trim())
      .filter(Boolean)) {
      const label = skills.get(s.toLowerCase());
      if (!label) return [R.unknownSkill, { skill: s.slice(0, 60) }] satisfies SkipReason;
      if (!skillList.includes(label)) skillList.push(label);
    }
    return { email, fullName, userType, energyPoints, city, about, skills: skillList };
  }

  private async createImported(
    tx: EntityManager,
    row: {
      email: string;
      fullName: string;
      userType: string;
      energyPoints?: number;
      city: string | null;
      about: string | null;
      skills: string[];
    },
    actor: AuditActor,
  ): Promise<boolean> {
    if (await one(tx, q.memberIdByEmail, [row.email])) return false;
    // Not verified: the member proves the address when they first sign in by code.
    const user = (await one(tx, insertMember, [
      row.email,
      row.fullName,
      null,
      row.userType,
      'UTC',
      this.identity.newReferralCode(),
      false,
      DEFAULT_LOCALE,
    ]))!;
    await run(tx, createImportedProfile, [user.id, row.about, row.city, row.skills]);
    await this.ledger.openWallet(tx, user.id);
    // The opening balance, once per imported member; without one, the usual starting EP.
    if (row.energyPoints === undefined) {
      await this.ledger.transfer(tx, signupBonus(user.id));
    } else if (row.energyPoints > 0) {
      await this.ledger.transfer(tx, {
        from: 'issuance',
        to: { wallet: user.id },
        amount: row.energyPoints,
        kind: 'import_opening_balance',
        reference: user.id,
        idempotencyKey: `import:${user.id}`,
      });
    }
    await this.audit.record(tx, {
      actor,
      action: 'member_imported',
      subject: user.id,
      detail: { email: row.email, energyPoints: row.energyPoints ?? null },
    });
    return true;
  }
}

/** RFC 4180: quote a cell when it holds a comma, a quote, or a line break; double inner quotes. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** OWASP: prefix a formula-looking cell with a quote so spreadsheets show it as text. */
export function neutralize(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}
