import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { MemberSuspensionFieldsFragment as SuspensionState } from '../../../gql/graphql';

/** A member's suspension state as suspendMember / unsuspendMember answer it. */
export const MemberSuspensionFieldsFragment = graphql(`
  fragment MemberSuspensionFields on MemberSuspension {
    id
    suspendedAt
    suspendedReason
  }
`);

/**
 * Writes a suspension change where the screens show it: the member's row of the admin list
 * (`AdminMember:<id>`) and the reports that name them (`ReportedMember:<id>.suspended`).
 */
export function writeSuspension(cache: ApolloCache, s: SuspensionState): void {
  cache.modify({
    id: cache.identify({ __typename: 'AdminMember', id: s.id }),
    fields: { suspendedAt: () => s.suspendedAt, suspendedReason: () => s.suspendedReason },
  });
  cache.modify({
    id: cache.identify({ __typename: 'ReportedMember', id: s.id }),
    fields: { suspended: () => s.suspendedAt !== null },
  });
}
