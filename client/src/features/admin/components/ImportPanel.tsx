import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { getToken } from '../../../shared/viewer/session';
import { Button, DataTable, Icon } from '../../../shared/ui';
import { formatCount } from '../lib/format';
import { importUsersCsv, validateImportFile, type ImportReport } from '../lib/importUsers';
import { AdminSection } from './AdminSection';

/** Queries whose answers change when members arrive. */
const REFRESH_AFTER_IMPORT = new Set(['AdminMembers', 'AdminAnalytics']);

type ImportState =
  | { status: 'idle' }
  | { status: 'importing' }
  | { status: 'done'; report: ImportReport }
  | { status: 'failed'; message: string };

/** CSV import: choose a .csv file, upload it, show what was imported and skipped. */
export function ImportPanel({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const client = useApolloClient();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const importing = state.status === 'importing';

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? validateImportFile(chosen) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing) return;
    const problem = validateImportFile(file);
    setFileError(problem);
    if (problem || !file) {
      inputRef.current?.focus();
      return;
    }
    setState({ status: 'importing' });
    const outcome = await importUsersCsv(file, getToken(), fetchImpl);
    if (!outcome.ok) {
      setState({ status: 'failed', message: outcome.message });
      return;
    }
    setState({ status: 'done', report: outcome.report });
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    if (outcome.report.importedCount > 0) {
      // New members change the list and the figures; refresh them if they are on screen.
      void client
        .refetchQueries({
          include: 'active',
          onQueryUpdated: (query) => REFRESH_AFTER_IMPORT.has(query.queryName ?? ''),
        })
        .catch(() => {});
    }
  };

  return (
    <AdminSection title="Import users" className="ui-stack panel">
      <form className="admin-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className={fileError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={inputId}>
            CSV file
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="field__control admin-file"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[hintId, fileError ? errorId : null].filter(Boolean).join(' ')}
            disabled={importing}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <p id={hintId} className="field__hint">
            Columns by header: full_name and email (required); user_type, energy_points, city, about and skills
            (optional). Up to 5 MB. Rows with a problem or an email already registered are skipped.
          </p>
          {fileError && (
            <p id={errorId} className="field__error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <div className="admin-form__actions ui-row ui-row--end admin-form__actions--start">
          <Button type="submit" loading={importing} icon={<Icon name="upload" size={18} />}>
            Import users
          </Button>
          {importing && (
            <span className="admin-muted" role="status">
              Importing…
            </span>
          )}
        </div>
      </form>

      {state.status === 'failed' && (
        <div className="inline-notice inline-notice--error" role="alert">
          <Icon name="alert" size={18} />
          <span>{state.message}</span>
        </div>
      )}
      {state.status === 'done' && <ImportResult report={state.report} />}
    </AdminSection>
  );
}

function ImportResult({ report }: { report: ImportReport }) {
  return (
    <div className="admin-import-result ui-stack ui-stack--tight">
      <p role="status" className="admin-import-result__counts">
        <span>
          <strong>{formatCount(report.importedCount)}</strong> imported
        </span>
        <span>
          <strong>{formatCount(report.skippedCount)}</strong> skipped
        </span>
      </p>
      {report.skipped.length > 0 && (
        <DataTable
          caption="Skipped rows"
          captionClassName="admin-table__caption"
          className="admin-table admin-table--compact"
          columns={['Line', 'Email', 'Reason']}
        >
          {report.skipped.map((row, index) => (
            <tr key={`${row.line}-${index}`}>
              <td className="admin-table__number">{row.line}</td>
              <td>{row.email ?? '—'}</td>
              <td>{row.reason}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
