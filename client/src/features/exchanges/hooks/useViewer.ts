import type { SessionUser } from '../../../app/session';
import { useSession } from '../../../app/useSession';

/** The signed-in member as stored beside the token (kept fresh by useRefreshUser). */
export function useViewer(): SessionUser | null {
  return useSession().user;
}
