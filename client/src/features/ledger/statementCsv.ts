import { downloadTextFile } from '../../shared/lib/download';

/** The server writes the CSV (the same words and balances as the page, escaped once, there). */
export const STATEMENT_CSV_PATH = '/api/user/ledger.csv';

/** Fetches the whole statement as CSV with the member's token and saves it; false when it failed. */
export async function downloadStatementCsv(token: string | null, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher(STATEMENT_CSV_PATH, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) return false;
    const disposition = res.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'energy-points.csv';
    downloadTextFile(await res.text(), filename);
    return true;
  } catch {
    return false;
  }
}
