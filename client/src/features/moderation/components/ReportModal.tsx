import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { FormModal, ReasonForm, type FormModalForm } from '../../../shared/ui';
import { ReportSubjectMutation } from '../operations';
import { REPORT_REASON_MAX, REPORT_REASON_MIN, reportReasonError, type ReportSubject } from '../lib';

export interface ReportModalProps {
  /** Who or what is reported; null keeps the dialog closed. */
  subject: ReportSubject | null;
  onClose: () => void;
}

/** "Report" on a coach profile or a service: a reason, sent to the admins' queue. */
export function ReportModal({ subject, onClose }: ReportModalProps) {
  const intl = useIntl();
  return (
    <FormModal
      subject={subject}
      subjectKey={(s) => `${s.type}:${s.id}`}
      onClose={onClose}
      title={
        subject?.type === 'SERVICE'
          ? intl.formatMessage({ id: 'moderation.report.titleService', defaultMessage: 'Report this service' })
          : intl.formatMessage({ id: 'moderation.report.titleMember', defaultMessage: 'Report this member' })
      }
      description={(s) =>
        s.type === 'SERVICE'
          ? intl.formatMessage(
              {
                id: 'moderation.report.descriptionService',
                defaultMessage:
                  'Tell the admins what is wrong with {name}. They will look at it; the coach is not told who reported.',
              },
              { name: s.name },
            )
          : intl.formatMessage(
              {
                id: 'moderation.report.descriptionMember',
                defaultMessage:
                  'Tell the admins what is wrong with {name}. They will look at it; the member is not told who reported.',
              },
              { name: s.name },
            )
      }
      submitLabel={intl.formatMessage({ id: 'moderation.report.send', defaultMessage: 'Send report' })}
      submitIcon="flag"
    >
      {(s, form) => <ReportForm subject={s} form={form} />}
    </FormModal>
  );
}

function ReportForm({ subject, form }: { subject: ReportSubject; form: FormModalForm }) {
  const intl = useIntl();
  const [report] = useMutation(ReportSubjectMutation);
  return (
    <ReasonForm
      form={form}
      label={intl.formatMessage({ id: 'moderation.report.reasonLabel', defaultMessage: 'What is wrong?' })}
      rows={4}
      maxLength={REPORT_REASON_MAX}
      hint={intl.formatMessage(
        { id: 'moderation.report.reasonHint', defaultMessage: 'At least {min, number} characters.' },
        { min: REPORT_REASON_MIN },
      )}
      check={(reason) => reportReasonError(reason, intl)}
      send={(reason) => report({ variables: { subjectType: subject.type, subjectId: subject.id, reason } })}
      sentText={intl.formatMessage({
        id: 'moderation.report.sent',
        defaultMessage: 'Thank you. An admin will look at your report.',
      })}
      failedText={intl.formatMessage({
        id: 'moderation.report.failed',
        defaultMessage: 'Your report could not be sent. Please try again.',
      })}
    />
  );
}
