import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Button } from '../../../shared/ui';
import { formatCount, formatDate, userTypeLabel } from '../lib/format';
import type { AdjustTarget } from './AdjustEpModal';

/** What a row of the member list shows. */
export const MemberRow_memberFragment = graphql(`
  fragment MemberRow_member on AdminMember {
    id
    fullName
    email
    about
    city
    skills
    referredCount
    energyPoints
    userType
    createdAt
    lastLogin
    suspendedAt
    suspendedReason
  }
`);

/** Who a suspension or its lifting is about. */
export interface SuspendTarget {
  id: string;
  fullName: string;
  suspended: boolean;
}

/** One member of the admin list, with "Adjust EP" and "Suspend" / "Unsuspend". */
export function MemberRow({
  member: memberRef,
  onAdjust,
  onSuspension,
}: {
  member: FragmentType<typeof MemberRow_memberFragment>;
  onAdjust: (member: AdjustTarget) => void;
  onSuspension: (member: SuspendTarget) => void;
}) {
  const member = useFragment(MemberRow_memberFragment, memberRef);
  const premium = member.userType === 'PREMIUM';
  return (
    <tr>
      <th scope="row" className="admin-table__name">
        {member.fullName}
        {member.suspendedAt && (
          <>
            {' '}
            <span className="tag tag--danger" title={member.suspendedReason ?? undefined}>
              Suspended
            </span>
          </>
        )}
      </th>
      <td className="admin-table__email">{member.email}</td>
      <td>
        <span className={premium ? 'tag ui-inline-center ui-pill' : 'tag ui-inline-center ui-pill tag--muted'}>
          {userTypeLabel(member.userType)}
        </span>
      </td>
      <td className="admin-table__number">
        {/* Premium members spend without limit: their balance is ∞, as in their header. */}
        {premium ? (
          <span title="Unlimited Energy Points">
            <span aria-hidden="true">∞</span>
            <span className="sr-only">Unlimited</span>
          </span>
        ) : (
          formatCount(member.energyPoints)
        )}
      </td>
      <td>{member.city || '—'}</td>
      <td className="admin-table__skills">{member.skills.length > 0 ? member.skills.join(', ') : '—'}</td>
      <td className="admin-table__about" title={member.about ?? undefined}>
        <span className="ui-clamp">{member.about || '—'}</span>
      </td>
      <td className="admin-table__number">{formatCount(member.referredCount)}</td>
      <td className="admin-table__date">{formatDate(member.createdAt)}</td>
      <td>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onAdjust({
              id: member.id,
              fullName: member.fullName,
              email: member.email,
              energyPoints: member.energyPoints,
            })
          }
        >
          {'Adjust EP '}
          <span className="sr-only">for {member.fullName}</span>
        </Button>{' '}
        <Button
          variant={member.suspendedAt ? 'secondary' : 'danger'}
          size="sm"
          onClick={() =>
            onSuspension({ id: member.id, fullName: member.fullName, suspended: Boolean(member.suspendedAt) })
          }
        >
          {member.suspendedAt ? 'Unsuspend ' : 'Suspend '}
          <span className="sr-only">{member.fullName}</span>
        </Button>
      </td>
    </tr>
  );
}
