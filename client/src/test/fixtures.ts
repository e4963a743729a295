import type { SessionUser } from '../app/session';

/** A member as the server returns it (with __typename, as the Apollo cache expects). */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    __typename: 'User',
    id: 'u1',
    email: 'jane@example.com',
    fullName: 'Jane Doe',
    userType: 'FREE',
    energyPoints: 1,
    energyOnHold: 0,
    profileCompleted: false,
    referralCode: 'JANE42',
    timezone: 'UTC',
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLogin: null,
    ...overrides,
    profile: {
      __typename: 'Profile',
      bio: null,
      location: null,
      experienceYears: null,
      skills: [],
      profileImage: null,
      imageSource: null,
      ...overrides.profile,
    },
  } as SessionUser;
}

export const TEST_TOKEN = 'header.payload.signature';
