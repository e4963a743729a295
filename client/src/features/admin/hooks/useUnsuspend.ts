import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { UnsuspendMemberMutation } from '../operations';
import { writeSuspension } from '../lib/suspension';

/** Lifts a suspension; the member's row and reports update in place. */
export function useUnsuspend() {
  const intl = useIntl();
  const toast = useToast();
  const [unsuspend] = useMutation(UnsuspendMemberMutation, {
    update: (cache, { data }) => data && writeSuspension(cache, data.unsuspendMember),
  });
  return async (member: { id: string; fullName: string }) => {
    try {
      await unsuspend({ variables: { userId: member.id } });
      toast.success(
        intl.formatMessage(
          { id: 'admin.unsuspend.done', defaultMessage: '{name} may sign in again' },
          { name: member.fullName },
        ),
      );
    } catch (e) {
      toast.error(
        messageOr(
          e,
          intl.formatMessage({
            id: 'admin.unsuspend.failed',
            defaultMessage: 'The suspension could not be lifted. Please try again.',
          }),
        ),
      );
    }
  };
}
