import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { UnsuspendMemberMutation } from '../operations';
import { writeSuspension } from '../lib/suspension';

/** Lifts a suspension; the member's row and reports update in place. */
export function useUnsuspend() {
  const toast = useToast();
  const [unsuspend] = useMutation(UnsuspendMemberMutation, {
    update: (cache, { data }) => data && writeSuspension(cache, data.unsuspendMember),
  });
  return async (member: { id: string; fullName: string }) => {
    try {
      await unsuspend({ variables: { userId: member.id } });
      toast.success(`${member.fullName} may sign in again`);
    } catch (e) {
      toast.error(messageOr(e, 'The suspension could not be lifted. Please try again.'));
    }
  };
}
