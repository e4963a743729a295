import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SessionUser } from '../../../shared/viewer/session';
import { evictCatalogue } from '../../../shared/lib/catalogueCache';
import { errorCode, serverDetail } from '../../../shared/lib/errors';
import { useToast } from '../../../shared/ui';
import { PROFILE_MESSAGES } from '../lib/profileMessages';
import { SyncGravatarMutation } from '../operations';

/**
 * Copies the member's Gravatar into their profile picture. No Gravatar is not a failure: it is
 * an info toast with the server's detail.
 */
export function useGravatarSync(onSynced: (user: SessionUser) => void) {
  const intl = useIntl();
  const toast = useToast();
  // The new picture also shows on the member's coach card.
  const [syncGravatar, { loading }] = useMutation(SyncGravatarMutation, { update: evictCatalogue });

  const sync = useCallback(async () => {
    try {
      const { data } = await syncGravatar();
      if (!data) throw new Error('No answer');
      onSynced(data.syncGravatar);
      toast.success(intl.formatMessage(PROFILE_MESSAGES.gravatarSynced));
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND')
        toast.info(serverDetail(error) ?? intl.formatMessage(PROFILE_MESSAGES.gravatarNotFound));
      else toast.error(intl.formatMessage(PROFILE_MESSAGES.gravatarFailed));
    }
  }, [syncGravatar, onSynced, toast, intl]);

  return { sync, syncing: loading };
}
