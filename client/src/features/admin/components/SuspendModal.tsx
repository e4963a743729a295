import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { FormModal, ReasonForm, type FormModalForm } from '../../../shared/ui';
import { SuspendMemberMutation } from '../operations';
import { writeSuspension } from '../lib/suspension';
import type { SuspendTarget } from './MemberRow';

const REASON_MAX = 500;

/**
 * Suspend a member, with a reason: they are signed out and cannot sign in, their services are
 * hidden, their pending requests are cancelled (holds released). Written to the audit log.
 */
export function SuspendModal({ member, onClose }: { member: SuspendTarget | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <FormModal
      subject={member}
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.suspend.title', defaultMessage: 'Suspend member' })}
      description={(m) =>
        intl.formatMessage(
          {
            id: 'admin.suspend.description',
            defaultMessage:
              '{name} will be signed out and unable to sign in; their services will be hidden and their pending requests cancelled.',
          },
          { name: m.fullName },
        )
      }
      submitLabel={intl.formatMessage({ id: 'admin.suspend.submit', defaultMessage: 'Suspend' })}
      submitIcon="lock"
    >
      {(m, form) => <SuspendForm member={m} form={form} />}
    </FormModal>
  );
}

function SuspendForm({ member, form }: { member: SuspendTarget; form: FormModalForm }) {
  const intl = useIntl();
  const [suspend] = useMutation(SuspendMemberMutation, {
    update: (cache, { data }) => data && writeSuspension(cache, data.suspendMember),
  });
  return (
    <ReasonForm
      form={form}
      label={intl.formatMessage({ id: 'admin.suspend.reason', defaultMessage: 'Reason' })}
      rows={3}
      maxLength={REASON_MAX}
      hint={intl.formatMessage({ id: 'admin.suspend.reasonHint', defaultMessage: 'Kept in the audit log.' })}
      check={(reason) =>
        reason
          ? null
          : intl.formatMessage({ id: 'admin.suspend.reasonRequired', defaultMessage: 'A reason is required' })
      }
      send={(reason) => suspend({ variables: { userId: member.id, reason } })}
      sentText={intl.formatMessage(
        { id: 'admin.suspend.done', defaultMessage: '{name} is suspended' },
        { name: member.fullName },
      )}
      failedText={intl.formatMessage({
        id: 'admin.suspend.failed',
        defaultMessage: 'The member could not be suspended. Please try again.',
      })}
    />
  );
}
