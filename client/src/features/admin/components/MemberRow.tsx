import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Button } from '../../../shared/ui';
import { formatCount, formatDate, NONE, userTypeLabel } from '../lib/format';
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

// A sign, not a word: the same in every language.
const INFINITY = '∞';
/** Keeps a name and its tag, or two buttons, apart in the text too (what a screen reader or a copy reads). */
const WORD_SPACE = ' ';

const screenReaderOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

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
  const intl = useIntl();
  const { locale } = intl;
  const member = useFragment(MemberRow_memberFragment, memberRef);
  const premium = member.userType === 'PREMIUM';
  return (
    <tr>
      <th scope="row" className="admin-table__name">
        {member.fullName}
        {member.suspendedAt && (
          <>
            {WORD_SPACE}
            <span className="tag tag--danger" title={member.suspendedReason ?? undefined}>
              <FormattedMessage id="admin.members.suspended" defaultMessage="Suspended" />
            </span>
          </>
        )}
      </th>
      <td className="admin-table__email">{member.email}</td>
      <td>
        <span className={premium ? 'tag ui-inline-center ui-pill' : 'tag ui-inline-center ui-pill tag--muted'}>
          {userTypeLabel(member.userType, intl)}
        </span>
      </td>
      <td className="admin-table__number">
        {/* Premium members spend without limit: their balance is ∞, as in their header. */}
        {premium ? (
          <span
            title={intl.formatMessage({
              id: 'admin.members.unlimitedTitle',
              defaultMessage: 'Unlimited Energy Points',
            })}
          >
            <span aria-hidden="true">{INFINITY}</span>
            <span className="sr-only">
              <FormattedMessage id="admin.members.unlimited" defaultMessage="Unlimited" />
            </span>
          </span>
        ) : (
          formatCount(member.energyPoints, locale)
        )}
      </td>
      <td>{member.city || NONE}</td>
      <td className="admin-table__skills">
        {member.skills.length > 0 ? intl.formatList(member.skills, { type: 'unit', style: 'short' }) : NONE}
      </td>
      <td className="admin-table__about" title={member.about ?? undefined}>
        <span className="ui-clamp">{member.about || NONE}</span>
      </td>
      <td className="admin-table__number">{formatCount(member.referredCount, locale)}</td>
      <td className="admin-table__date">{formatDate(member.createdAt, locale)}</td>
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
          <FormattedMessage
            id="admin.members.adjust"
            defaultMessage="Adjust EP <sr>for {name}</sr>"
            values={{ name: member.fullName, sr: screenReaderOnly }}
          />
        </Button>
        {WORD_SPACE}
        <Button
          variant={member.suspendedAt ? 'secondary' : 'danger'}
          size="sm"
          onClick={() =>
            onSuspension({ id: member.id, fullName: member.fullName, suspended: Boolean(member.suspendedAt) })
          }
        >
          {member.suspendedAt ? (
            <FormattedMessage
              id="admin.members.unsuspend"
              defaultMessage="Unsuspend <sr>{name}</sr>"
              values={{ name: member.fullName, sr: screenReaderOnly }}
            />
          ) : (
            <FormattedMessage
              id="admin.members.suspend"
              defaultMessage="Suspend <sr>{name}</sr>"
              values={{ name: member.fullName, sr: screenReaderOnly }}
            />
          )}
        </Button>
      </td>
    </tr>
  );
}
