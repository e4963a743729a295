import type { AdminRole, MemberRow_MemberFragment, AdminUsersQuery } from '../../../gql/graphql';
import { AdminAccessQuery } from '../operations';

type AdminUser = AdminUsersQuery['adminUsers'][number];

/** Analytics as the API returns it; `scale` multiplies the figures so two periods differ. */
export function makeAnalytics(period: string, scale = 1) {
  return {
    __typename: 'Analytics',
    period,
    totals: {
      __typename: 'AnalyticsTotals',
      totalUsers: 52 * scale,
      usersInPeriod: 12 * scale,
      totalServices: 30 * scale,
      totalRequests: 40 * scale,
      completedExchanges: 10 * scale,
    },
    userTypes: [
      { __typename: 'CountById', id: 'free', count: 40 * scale },
      { __typename: 'CountById', id: 'premium', count: 12 * scale },
    ],
    skillsDistribution: [
      { __typename: 'CountById', id: 'Business Coaching', count: 14 * scale },
      { __typename: 'CountById', id: 'Wellness', count: 9 * scale },
      { __typename: 'CountById', id: 'Copywriting', count: 4 * scale },
    ],
    membersOverTime: [
      { __typename: 'MembersAt', date: '2025-03-01', newMembers: 2 * scale, totalMembers: 42 * scale },
      { __typename: 'MembersAt', date: '2025-03-02', newMembers: 0, totalMembers: 42 * scale },
      { __typename: 'MembersAt', date: '2025-03-03', newMembers: 6 * scale, totalMembers: 48 * scale },
      { __typename: 'MembersAt', date: '2025-03-04', newMembers: 4 * scale, totalMembers: 52 * scale },
    ],
  };
}

export function makeMember(overrides: Partial<MemberRow_MemberFragment> = {}): MemberRow_MemberFragment {
  return {
    __typename: 'AdminMember',
    id: 'm1',
    fullName: 'Maya Coach',
    email: 'maya@example.com',
    about: 'Helps founders write.',
    city: 'Lisbon',
    skills: ['Copywriting', 'Wellness'],
    referredCount: 2,
    energyPoints: 7,
    userType: 'FREE',
    createdAt: '2025-02-03T10:00:00.000Z',
    lastLogin: null,
    suspendedAt: null,
    suspendedReason: null,
    ...overrides,
  } as MemberRow_MemberFragment;
}

export function makeAdmin(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    __typename: 'AdminUserType',
    email: 'jane@example.com',
    role: 'SUPER_ADMIN',
    createdAt: '2025-01-01T00:00:00.000Z',
    fullName: 'Jane Doe',
    ...overrides,
  } as AdminUser;
}

export function accessMock(role: AdminRole | null) {
  return {
    request: { query: AdminAccessQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: role
      ? { data: { adminAccess: role } }
      : { errors: [{ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } }] },
  };
}

/** A GraphQL error answer with a readable message (the server's detail) and its facts (`field`…). */
export function graphqlError(message: string, code = 'BAD_USER_INPUT', facts: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...facts } }] };
}
