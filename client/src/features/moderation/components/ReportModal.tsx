import { useMutation } from '@apollo/client/react';
import { FormModal, ReasonForm, type FormModalForm } from '../../../shared/ui';
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
      title={subject?.type === 'SERVICE' ? 'Report this service' : 'Report this member'}
      description={(s) =>
        `Tell the admins what is wrong with ${s.name}. They will look at it; ${s.type === 'SERVICE' ? 'the coach' : 'the member'} is not told who reported.`
      }
      submitLabel="Send report"
      submitIcon="flag"
    >
      {(s, form) => <ReportForm subject={s} form={form} />}
    </FormModal>
  );
}

function ReportForm({ subject, form }: { subject: ReportSubject; form: FormModalForm }) {
  const [report] = useMutation(ReportSubjectMutation);
  return (
    <ReasonForm
      form={form}
      label="What is wrong?"
      rows={4}
      maxLength={REPORT_REASON_MAX}
      hint="At least 10 characters."
      check={reportReasonError}
      send={(reason) => report({ variables: { subjectType: subject.type, subjectId: subject.id, reason } })}
      sentText="Thank you. An admin will look at your report."
      failedText="Your report could not be sent. Please try again."
    />
  );
}
