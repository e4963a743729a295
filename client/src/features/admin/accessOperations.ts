import { graphql } from '../../gql';

/**
 * The admin access check: answers the signed-in member's admin role, or fails
 * (FORBIDDEN for members). The shell shows the Admin Dashboard only when it succeeds.
 */
export const AdminAccessQuery = graphql(`
  query AdminAccess {
    adminAccess
  }
`);
