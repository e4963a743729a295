/**
 * HOOK POINT (admin issue): returns true once the server's admin access check succeeds with
 * the member's token; the Admin Dashboard menu item and ?admin=true depend on it. There is no
 * access check in the contract yet, so nobody is an admin here.
 */
export function useAdminAccess(): boolean {
  return false;
}
