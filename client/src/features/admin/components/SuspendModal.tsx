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
  return (
    <FormModal
      subject={member}
      onClose={onClose}
      title="Suspend member"
      description={(m) =>
        `${m.fullName} will be signed out and unable to sign in; their services will be hidden and their pending requests cancelled.`
      }
      submitLabel="Suspend"
      submitIcon="lock"
    >
      {(m, form) => <SuspendForm member={m} form={form} />}
    </FormModal>
  );
}

function SuspendForm({ member, form }: { member: SuspendTarget; form: FormModalForm }) {
  const [suspend] = useMutation(SuspendMemberMutation, {
    update: (cache, { data }) => data && writeSuspension(cache, data.suspendMember),
  });
  return (
    <ReasonForm
      form={form}
      label="Reason"
      rows={3}
      maxLength={REASON_MAX}
      hint="Kept in the audit log."
      check={(reason) => (reason ? null : 'A reason is required')}
      send={(reason) => suspend({ variables: { userId: member.id, reason } })}
      sentText={`${member.fullName} is suspended`}
      failedText="The member could not be suspended. Please try again."
    />
  );
}
