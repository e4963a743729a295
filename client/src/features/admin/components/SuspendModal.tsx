import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Field, FormModal, useToast, type FormModalForm } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
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
      subjectKey={(m) => m.id}
      onClose={onClose}
      title="Suspend member"
      description={(m) => `${m.fullName} will be signed out and unable to sign in; their services will be hidden and their pending requests cancelled.`}
      submitLabel="Suspend"
      submitIcon="lock"
    >
      {(m, form) => <SuspendForm member={m} form={form} />}
    </FormModal>
  );
}

function SuspendForm({ member, form }: { member: SuspendTarget; form: FormModalForm }) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [suspend] = useMutation(SuspendMemberMutation, {
    update: (cache, { data }) => data && writeSuspension(cache, data.suspendMember),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('A reason is required');
      return;
    }
    form.onSending(true);
    try {
      await suspend({ variables: { userId: member.id, reason: reason.trim() } });
      toast.success(`${member.fullName} is suspended`);
      form.onDone();
    } catch (e) {
      setError(messageOr(e, 'The member could not be suspended. Please try again.'));
      form.onSending(false);
    }
  };

  return (
    <form id={form.formId} onSubmit={(e) => void submit(e)} noValidate>
      <Field as="textarea" label="Reason" rows={3} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} error={error} hint="Kept in the audit log." />
    </form>
  );
}
