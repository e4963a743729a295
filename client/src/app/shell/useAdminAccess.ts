import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AdminAccessQuery } from '../../features/admin/accessOperations';
import { removeQueryParams } from '../../shared/lib/browser';
import { START_PARAM_NAMES } from '../startParams';

/**
 * The server's admin access check, asked with the member's token every time the
 * signed-in shell starts: true once it succeeds. Failures (FORBIDDEN for members, no network)
 * are silent and simply leave the Admin Dashboard hidden.
 *
 * `cleanStartParam`: the address asked for the admin view (?admin=true); once the check has
 * answered either way, admin=true is dropped from the address so a reload or a shared link
 * does not carry it.
 */
export function useAdminAccess(cleanStartParam = false): boolean {
  const { data, loading } = useQuery(AdminAccessQuery, { fetchPolicy: 'network-only', errorPolicy: 'none' });

  useEffect(() => {
    if (cleanStartParam && !loading) removeQueryParams([START_PARAM_NAMES.admin]);
  }, [cleanStartParam, loading]);

  return Boolean(data?.adminAccess);
}
