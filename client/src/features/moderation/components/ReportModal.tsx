import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Field, FormModal, useToast, type FormModalForm } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { ReportSubjectMutation } from '../operations';
import { REPORT_REASON_MAX, reportReasonError, type ReportSubject } from '../lib';

export interface ReportModalProps {
  /** Who or what is reported; null keeps the dialog closed. */
  subject: ReportSubject | null;
  onClose: () => void;
}

/** "Report" on a coach profile or a service: a reason, sent to the admins' queue. */
export function ReportModal({ subject, onClose }: ReportModalProps) {
  return (
    <FormModal
      subject={subject}
      subjectKey={(s) => `${s.type}:${s.id}`}
      onClose={onClose}
      title={subject?.type === 'service' ? 'Report this service' : 'Report this member'}
      description={(s) => `Tell the admins what is wrong with ${s.name}. They will look at it; ${s.type === 'service' ? 'the coach' : 'the member'} is not told who reported.`}
      submitLabel="Send report"
      submitIcon="flag"
    >
      {(s, form) => <ReportForm subject={s} form={form} />}
    </FormModal>
  );
}

function ReportForm({ subject, form }: { subject: ReportSubject; form: FormModalForm }) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report] = useMutation(ReportSubjectMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reportReasonError(reason);
    setError(problem);
    if (problem) return;
    form.onSending(true);
    try {
      await report({ variables: { subjectType: subject.type, subjectId: subject.id, reason: reason.trim() } });
      toast.success('Thank you. An admin will look at your report.');
      form.onDone();
    } catch (e) {
      setError(messageOr(e, 'Your report could not be sent. Please try again.'));
      form.onSending(false);
    }
  };

  return (
    <form id={form.formId} onSubmit={(e) => void submit(e)} noValidate>
      <Field
        as="textarea"
        label="What is wrong?"
        rows={4}
        maxLength={REPORT_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
        hint="At least 10 characters."
      />
    </form>
  );
}
