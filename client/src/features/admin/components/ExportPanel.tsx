import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { messageOr } from '../../../shared/lib/errors';
import { Button, useToast } from '../../../shared/ui';
import { downloadTextFile } from '../../../shared/lib/download';
import { DEFAULT_EXPORT_FIELDS, EXPORT_FIELDS, orderedFields, type ExportFieldId } from '../lib/exportFields';
import { ExportUsersMutation } from '../operations';
import { AdminSection } from './AdminSection';

export const EXPORT_TEXTS = defineMessages({
  noneSelected: { id: 'admin.export.noneSelected', defaultMessage: 'Select at least one field to export.' },
  failed: { id: 'admin.export.failed', defaultMessage: 'Failed to export users' },
});

/** CSV export: pick columns (full name and email by default), then download. */
export function ExportPanel() {
  const intl = useIntl();
  const toast = useToast();
  const hintId = useId();
  const [selected, setSelected] = useState<ReadonlySet<ExportFieldId>>(() => new Set(DEFAULT_EXPORT_FIELDS));
  const [exportUsers, { loading }] = useMutation(ExportUsersMutation);
  const none = selected.size === 0;

  const toggle = (id: ExportFieldId, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const run = async () => {
    if (none || loading) return;
    try {
      const { data } = await exportUsers({ variables: { fields: orderedFields(selected) } });
      if (!data) throw new Error('No export');
      downloadTextFile(data.exportUsers.csvData, data.exportUsers.filename);
      toast.success(
        intl.formatMessage(
          { id: 'admin.export.downloaded', defaultMessage: 'Downloaded {filename}' },
          { filename: data.exportUsers.filename },
        ),
      );
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(EXPORT_TEXTS.failed)));
    }
  };

  return (
    <AdminSection
      title={intl.formatMessage({ id: 'admin.export.title', defaultMessage: 'Export users' })}
      className="ui-stack panel"
    >
      <fieldset className="admin-fields" aria-describedby={none ? hintId : undefined}>
        <legend className="admin-fields__legend">
          <FormattedMessage id="admin.export.fields" defaultMessage="Fields to export" />
        </legend>
        <div className="admin-fields__grid">
          {EXPORT_FIELDS.map((field) => (
            <label key={field.id} className="admin-check">
              <input
                type="checkbox"
                checked={selected.has(field.id)}
                onChange={(event) => toggle(field.id, event.target.checked)}
              />
              <span>{intl.formatMessage(field.label)}</span>
            </label>
          ))}
        </div>
        <div className="admin-fields__shortcuts">
          <Button variant="link" size="sm" onClick={() => setSelected(new Set(EXPORT_FIELDS.map((f) => f.id)))}>
            <FormattedMessage id="admin.export.selectAll" defaultMessage="Select all fields" />
          </Button>
          <Button variant="link" size="sm" onClick={() => setSelected(new Set())}>
            <FormattedMessage id="admin.export.clear" defaultMessage="Clear fields" />
          </Button>
        </div>
      </fieldset>
      <div className="admin-form__actions ui-row ui-row--end admin-form__actions--start">
        <Button
          onClick={() => void run()}
          disabled={none}
          loading={loading}
          aria-describedby={none ? hintId : undefined}
        >
          <FormattedMessage id="admin.export.submit" defaultMessage="Export CSV" />
        </Button>
        {loading && (
          <span className="admin-muted" role="status">
            <FormattedMessage id="admin.export.exporting" defaultMessage="Exporting…" />
          </span>
        )}
        {none && (
          <span id={hintId} className="field__error">
            {intl.formatMessage(EXPORT_TEXTS.noneSelected)}
          </span>
        )}
      </div>
    </AdminSection>
  );
}
