import type { SessionUser } from '../shared/viewer/session';
import type {
  CoachCard_CoachFragment,
  NextGroupSessions_ServiceFragment,
  ServiceCard_ServiceFragment,
  ReliabilitySummary_CoachFragment,
  ViewerChangesFragment,
} from '../gql/graphql';

/**
 * A generated result type as the API sends it: every object also carries its `__typename` (the
 * cache needs it; the generated types leave it out of nested objects).
 */
export type AsSent<T> = T extends readonly (infer Item)[]
  ? AsSent<Item>[]
  : T extends object
    ? { [K in keyof T]: AsSent<T[K]> } & { __typename?: string }
    : T;

/** A member as the server returns it (with __typename, as the Apollo cache expects). */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    __typename: 'User',
    id: 'u1',
    email: 'jane@example.com',
    emailVerified: true,
    fullName: 'Jane Doe',
    userType: 'FREE',
    energyPoints: 1,
    energyOnHold: 0,
    profileCompleted: false,
    referralCode: 'JANE42',
    timezone: 'UTC',
    locale: 'en',
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
      avatarUrl: null,
      imageSource: null,
      ...overrides.profile,
    },
  } as SessionUser;
}

export const TEST_TOKEN = 'header.payload.signature';

export const CATEGORIES = [
  { __typename: 'Category', value: 'business_coaching', label: 'Business Coaching' },
  { __typename: 'Category', value: 'wellness', label: 'Wellness' },
  { __typename: 'Category', value: 'copywriting', label: 'Copywriting' },
] as const;

interface ServiceOverrides {
  id?: string;
  title?: string;
  description?: string;
  category?: string;
  categoryLabel?: string;
  durationMinutes?: number;
  energyCost?: number;
  maxParticipants?: number;
  coach?: { id?: string; fullName?: string; userType?: 'FREE' | 'PREMIUM' };
  /** Its next group sessions (`makeGroupSession` in groupSessionFixtures.ts); none by default. */
  nextGroupSessions?: NextGroupSessions_ServiceFragment['nextGroupSessions'];
}

/** A Discover service card as the API returns it (its next group sessions included). */
export function makeService(
  overrides: ServiceOverrides = {},
): AsSent<ServiceCard_ServiceFragment & Omit<NextGroupSessions_ServiceFragment, ' $fragmentName'>> {
  return {
    __typename: 'Service' as const,
    id: 's1',
    title: 'Business Strategy Session',
    description: 'A focused hour on your next quarter.',
    category: 'business_coaching',
    categoryLabel: 'Business Coaching',
    durationMinutes: 60,
    energyCost: 5,
    maxParticipants: 1,
    createdAt: '2025-01-02T00:00:00.000Z',
    nextGroupSessions: [],
    ...overrides,
    coach: {
      __typename: 'Coach' as const,
      id: 'c1',
      fullName: 'Maya Coach',
      userType: 'FREE' as const,
      ...overrides.coach,
    },
  };
}

export function makeConnection<T>(
  nodes: T[],
  { totalCount = nodes.length, hasNextPage = false, endCursor = null as string | null } = {},
) {
  return {
    nodes,
    totalCount,
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor },
  };
}

interface CoachOverrides {
  id?: string;
  fullName?: string;
  userType?: 'FREE' | 'PREMIUM';
  totalServices?: number;
  profile?: Partial<{
    avatarUrl: string | null;
    location: string | null;
    experienceYears: number | null;
    bio: string | null;
    skills: string[];
  }>;
  reliability?: Partial<Omit<ReliabilitySummary_CoachFragment['reliability'], '__typename'>>;
}

/** A Browse Coaches card as the API returns it (typed by the card's generated fragment). */
export function makeCoachCard(
  overrides: CoachOverrides = {},
): AsSent<CoachCard_CoachFragment & Omit<ReliabilitySummary_CoachFragment, ' $fragmentName'>> {
  return {
    __typename: 'Coach' as const,
    id: 'c1',
    fullName: 'Maya Coach',
    userType: 'FREE' as const,
    totalServices: 2,
    ...overrides,
    reliability: {
      __typename: 'Reliability' as const,
      medianResponseMinutes: null,
      responseRate: null,
      completionRate: null,
      averageRating: null,
      ratingCount: 0,
      completedExchanges: 0,
      newMember: true,
      ...overrides.reliability,
    },
    profile: {
      __typename: 'Profile' as const,
      avatarUrl: null,
      location: 'Lisbon',
      experienceYears: 8,
      bio: 'I help founders.',
      skills: ['Business Coaching'],
      ...overrides.profile,
    },
  };
}

/** The coach profile modal's coach, with `serviceCount` services. */
export function makeCoachProfile(overrides: CoachOverrides & { serviceCount?: number } = {}) {
  const { serviceCount = 2, ...rest } = overrides;
  const card = makeCoachCard({ totalServices: serviceCount, ...rest });
  return {
    ...card,
    email: 'maya@example.com',
    services: Array.from({ length: serviceCount }, (_, i) => ({
      __typename: 'Service' as const,
      id: `cs${i + 1}`,
      title: `Service ${i + 1}`,
      categoryLabel: 'Business Coaching',
      durationMinutes: 30 + i * 15,
      energyCost: i + 2,
      maxParticipants: 1,
      coachId: card.id,
      nextGroupSessions: [],
    })),
  };
}

/**
 * The member as a mutation's answer or a live event brings them back (`viewer { ...ViewerChanges }`):
 * the stored member's fields plus level and achievements.
 */
export function makeViewerChanges(
  overrides: Partial<SessionUser> = {},
  achievements: Array<{ key: string; title: string; earned: boolean }> = [],
): ViewerChangesFragment {
  return {
    ...makeUser(overrides),
    level: {
      __typename: 'LevelType',
      level: 1,
      name: 'Newcomer',
      xp: 0,
      currentLevelXp: 0,
      nextLevelXp: 10,
      nextLevelName: 'Explorer',
      progressPercent: 0,
    },
    achievements: achievements.map((a) => ({
      __typename: 'AchievementType' as const,
      key: a.key,
      title: a.title,
      description: `${a.title}.`,
      icon: 'store',
      earned: a.earned,
      earnedAt: a.earned ? '2026-01-01T00:00:00.000Z' : null,
    })),
  } as ViewerChangesFragment;
}

/** The Premium offer as premiumBenefits answers it ($29 once, two benefits). */
export const PREMIUM_OFFER = {
  __typename: 'PremiumOffer',
  price: 29,
  priceCents: 2900,
  currency: 'usd',
  period: 'lifetime',
  available: true,
  benefits: [
    {
      __typename: 'PremiumBenefit',
      icon: 'infinity',
      title: 'Unlimited Energy Points',
      description: 'Request any service, any time: your EP never run out.',
      points: ['No balance checks on requests', 'Coaches are still paid in full'],
    },
    {
      __typename: 'PremiumBenefit',
      icon: 'badge-check',
      title: 'Verified badge',
      description: 'A gold ring and badge on your profile and services.',
      points: ['Stand out in Browse Coaches'],
    },
  ],
};
