import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The CSV import: REST only, multipart with the file in `csv_file`. */
export const IMPORT_PATH = '/api/admin/import-users';

/** The server refuses larger uploads (413); checking first spares the upload. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const IMPORT_TEXTS = defineMessages({
  notCsv: { id: 'admin.import.notCsv', defaultMessage: 'Please select a CSV file' },
  tooLarge: { id: 'admin.import.tooLarge', defaultMessage: 'The CSV file is larger than 5 MB' },
  failed: { id: 'admin.import.failed', defaultMessage: 'Failed to import users' },
  serverError: { id: 'admin.import.serverError', defaultMessage: 'Server error ({status})' },
});

export interface SkippedRow {
  line: number;
  email: string | null;
  reason: string;
}

export interface ImportReport {
  importedCount: number;
  skippedCount: number;
  skipped: SkippedRow[];
}

/** Why an import failed: the server's own words, or one of ours (with its values). */
export type ImportFailure = { detail: string } | { text: MessageDescriptor; values?: { status: number } };

export type ImportOutcome = { ok: true; report: ImportReport } | ({ ok: false } & ImportFailure);

/** The file name must end in .csv (any case). */
export function isCsvFileName(name: string): boolean {
  return name.trim().toLowerCase().endsWith('.csv');
}

/** null when the file may be sent; otherwise the text to show. */
export function validateImportFile(file: File | null | undefined): MessageDescriptor | null {
  if (!file || !isCsvFileName(file.name)) return IMPORT_TEXTS.notCsv;
  if (file.size > MAX_IMPORT_BYTES) return IMPORT_TEXTS.tooLarge;
  return null;
}

function toReport(body: unknown): ImportReport | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { imported_count?: unknown; skipped_count?: unknown; skipped?: unknown };
  if (typeof b.imported_count !== 'number' || typeof b.skipped_count !== 'number') return null;
  const skipped = Array.isArray(b.skipped)
    ? b.skipped.map((row: { line?: unknown; email?: unknown; reason?: unknown }) => ({
        line: typeof row?.line === 'number' ? row.line : Number(row?.line) || 0,
        email: typeof row?.email === 'string' && row.email ? row.email : null,
        reason: typeof row?.reason === 'string' ? row.reason : '',
      }))
    : [];
  return { importedCount: b.imported_count, skippedCount: b.skipped_count, skipped };
}

/**
 * Uploads the file and turns every answer into a report or the product's fixed error text: the server's
 * detail, 'Failed to import users' (no answer, or an answer without a detail), or
 * 'Server error (<status>)' when a failed answer's body cannot be read.
 */
export async function importUsersCsv(
  file: File,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('csv_file', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(IMPORT_PATH, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    return { ok: false, text: IMPORT_TEXTS.failed };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return response.ok
      ? { ok: false, text: IMPORT_TEXTS.failed }
      : { ok: false, text: IMPORT_TEXTS.serverError, values: { status: response.status } };
  }

  if (!response.ok) {
    const detail = (body as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' && detail.trim()
      ? { ok: false, detail }
      : { ok: false, text: IMPORT_TEXTS.failed };
  }
  const report = toReport(body);
  return report ? { ok: true, report } : { ok: false, text: IMPORT_TEXTS.failed };
}
