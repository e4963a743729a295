import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { getToken } from '../../../shared/viewer/session';
import { Button, DataTable, Icon } from '../../../shared/ui';
import { formatCount, NONE } from '../lib/format';
import { importUsersCsv, validateImportFile, type ImportFailure, type ImportReport } from '../lib/importUsers';
import { AdminSection } from './AdminSection';

/** Queries whose answers change when members arrive. */
const REFRESH_AFTER_IMPORT = new Set(['AdminMembers', 'AdminAnalytics']);

type ImportState =
  | { status: 'idle' }
  | { status: 'importing' }
  | { status: 'done'; report: ImportReport }
  | { status: 'failed'; failure: ImportFailure };

/** CSV import: choose a .csv file, upload it, show what was imported and skipped. */
export function ImportPanel({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const intl = useIntl();
  const client = useApolloClient();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // Kept as a message: it reads in the language of the moment it shows.
  const [fileError, setFileError] = useState<MessageDescriptor | null>(null);
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
      setState({ status: 'failed', failure: outcome });
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
    <AdminSection
      title={intl.formatMessage({ id: 'admin.import.title', defaultMessage: 'Import users' })}
      className="ui-stack panel"
    >
      <form className="admin-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className={fileError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={inputId}>
            <FormattedMessage id="admin.import.file" defaultMessage="CSV file" />
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
            <FormattedMessage
              id="admin.import.hint"
              defaultMessage="Columns by header: full_name and email (required); user_type, energy_points, city, about and skills (optional). Up to 5 MB. Rows with a problem or an email already registered are skipped."
            />
          </p>
          {fileError && (
            <p id={errorId} className="field__error" role="alert">
              {intl.formatMessage(fileError)}
            </p>
          )}
        </div>
        <div className="admin-form__actions ui-row ui-row--end admin-form__actions--start">
          <Button type="submit" loading={importing} icon={<Icon name="upload" size={18} />}>
            <FormattedMessage id="admin.import.submit" defaultMessage="Import users" />
          </Button>
          {importing && (
            <span className="admin-muted" role="status">
              <FormattedMessage id="admin.import.importing" defaultMessage="Importing…" />
            </span>
          )}
        </div>
      </form>

      {state.status === 'failed' && (
        <div className="inline-notice inline-notice--error" role="alert">
          <Icon name="alert" size={18} />
          <span>
            {'detail' in state.failure
              ? state.failure.detail
              : intl.formatMessage(state.failure.text, state.failure.values)}
          </span>
        </div>
      )}
      {state.status === 'done' && <ImportResult report={state.report} />}
    </AdminSection>
  );
}

function ImportResult({ report }: { report: ImportReport }) {
  const intl = useIntl();
  const count = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <div className="admin-import-result ui-stack ui-stack--tight">
      <p role="status" className="admin-import-result__counts">
        <span>
          <FormattedMessage
            id="admin.import.imported"
            defaultMessage="<b>{count}</b> imported"
            values={{ count: formatCount(report.importedCount, intl.locale), b: count }}
          />
        </span>
        <span>
          <FormattedMessage
            id="admin.import.skipped"
            defaultMessage="<b>{count}</b> skipped"
            values={{ count: formatCount(report.skippedCount, intl.locale), b: count }}
          />
        </span>
      </p>
      {report.skipped.length > 0 && (
        <DataTable
          caption={intl.formatMessage({ id: 'admin.import.skippedRows', defaultMessage: 'Skipped rows' })}
          captionClassName="admin-table__caption"
          className="admin-table admin-table--compact"
          columns={[
            intl.formatMessage({ id: 'admin.import.column.line', defaultMessage: 'Line' }),
            intl.formatMessage({ id: 'admin.import.column.email', defaultMessage: 'Email' }),
            intl.formatMessage({ id: 'admin.import.column.reason', defaultMessage: 'Reason' }),
          ]}
        >
          {report.skipped.map((row, index) => (
            <tr key={`${row.line}-${index}`}>
              <td className="admin-table__number">{row.line}</td>
              <td>{row.email ?? NONE}</td>
              <td>{row.reason}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
