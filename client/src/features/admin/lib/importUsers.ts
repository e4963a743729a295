/** The CSV import: REST only, multipart with the file in `csv_file`. */
export const IMPORT_PATH = '/api/admin/import-users';

/** The server refuses larger uploads (413); checking first spares the upload. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const IMPORT_TEXTS = {
  notCsv: 'Please select a CSV file',
  tooLarge: 'The CSV file is larger than 5 MB',
  failed: 'Failed to import users',
  serverError: (status: number) => `Server error (${status})`,
} as const;

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

export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; message: string };

/** The file name must end in .csv (any case). */
export function isCsvFileName(name: string): boolean {
  return name.trim().toLowerCase().endsWith('.csv');
}

/** null when the file may be sent; otherwise the text to show. */
export function validateImportFile(file: File | null | undefined): string | null {
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
    return { ok: false, message: IMPORT_TEXTS.failed };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: response.ok ? IMPORT_TEXTS.failed : IMPORT_TEXTS.serverError(response.status) };
  }

  if (!response.ok) {
    const detail = (body as { detail?: unknown } | null)?.detail;
    return { ok: false, message: typeof detail === 'string' && detail.trim() ? detail : IMPORT_TEXTS.failed };
  }
  const report = toReport(body);
  return report ? { ok: true, report } : { ok: false, message: IMPORT_TEXTS.failed };
}
