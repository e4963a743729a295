import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messageOr } from '../../../shared/lib/errors';
import { Field, FormModal, useToast, type FormModalForm } from '../../../shared/ui';
import { GroupSessionMessages as M } from '../lib/messages';
import { EditGroupSessionNotesMutation } from '../operations';

/** The occurrence whose notes the coach rewrites. */
export interface NotesSubject {
  id: string;
  serviceTitle: string;
  notes?: string | null;
}

/** The coach rewrites an occurrence's notes (empty clears them); every attendee sees the new ones. */
export function EditNotesModal({ subject, onClose }: { subject: NotesSubject | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <FormModal
      subject={subject}
      onClose={onClose}
      title={intl.formatMessage({ id: 'groupSessions.notes.title', defaultMessage: 'Edit notes' })}
      description={(g) => g.serviceTitle}
      submitLabel={intl.formatMessage({ id: 'groupSessions.notes.save', defaultMessage: 'Save notes' })}
      submitIcon="check"
    >
      {(g, form) => <NotesForm {...form} subject={g} />}
    </FormModal>
  );
}

function NotesForm({ formId, subject, onSending, onDone }: FormModalForm & { subject: NotesSubject }) {
  const toast = useToast();
  const intl = useIntl();
  const [notes, setNotes] = useState(subject.notes ?? '');
  const [save, { loading }] = useMutation(EditGroupSessionNotesMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    onSending(true);
    try {
      await save({ variables: { id: subject.id, notes: notes.trim() || null } });
      toast.success(intl.formatMessage(M.notesSaved));
      onDone();
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(M.notesFailed)));
      onSending(false);
    }
  };
  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        as="textarea"
        label={intl.formatMessage({ id: 'groupSessions.notes.label', defaultMessage: 'Notes' })}
        hint={intl.formatMessage({
          id: 'groupSessions.notes.hint',
          defaultMessage: 'What attendees should know or prepare; empty clears them',
        })}
        rows={4}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
    </form>
  );
}
