import { useCallback } from 'react';
import { useRefreshUser } from '../../../app/useRefreshUser';

/**
 * Spec §4: the member (and so the header's EP and EP on hold) is reloaded 500 ms or 1 s after
 * an action that moves EP. Not cancelled on unmount: the dialog that sent it is usually gone.
 */
export function useRefreshBalanceLater(): (delayMs: number) => void {
  const refreshUser = useRefreshUser();
  return useCallback(
    (delayMs: number) => {
      setTimeout(() => void refreshUser(), delayMs);
    },
    [refreshUser],
  );
}
