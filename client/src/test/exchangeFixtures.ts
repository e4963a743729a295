/** Exchange-economy objects as the API returns them (with __typename, as the Apollo cache expects). */

interface RequestOverrides {
  id?: string;
  status?: string;
  message?: string;
  energyCost?: number;
  held?: boolean;
  myRole?: 'COACH' | 'REQUESTER';
  canComplete?: boolean;
  canReview?: boolean;
  sessionDate?: string | null;
  respondedAt?: string | null;
  completedAt?: string | null;
  serviceTitle?: string;
  otherParty?: Partial<{ id: string; fullName: string; userType: 'FREE' | 'PREMIUM'; hasAvailability: boolean; email: string | null }>;
}

export function makeRequest(overrides: RequestOverrides = {}) {
  const { serviceTitle = 'Logo Design', otherParty, ...rest } = overrides;
  return {
    __typename: 'ExchangeRequestType' as const,
    id: 'r1',
    status: 'pending',
    message: "Hi! I'd like to exchange 5 EP for your Logo Design service.",
    energyCost: 5,
    held: true,
    requestedAt: '2030-01-01T10:00:00.000Z',
    expiresAt: '2030-01-15T10:00:00.000Z',
    respondedAt: null,
    sessionDate: null,
    completedAt: null,
    myRole: 'COACH' as const,
    canComplete: false,
    canReview: false,
    ...rest,
    service: {
      __typename: 'RequestedService' as const,
      id: `s-${overrides.id ?? 'r1'}`,
      title: serviceTitle,
      category: 'design',
      durationMinutes: 60,
      archived: false,
    },
    otherParty: {
      __typename: 'ExchangeParty' as const,
      id: 'p1',
      fullName: 'Maya Coach',
      userType: 'FREE' as const,
      hasAvailability: true,
      email: null,
      ...otherParty,
    },
  };
}

interface SessionOverrides {
  id?: string;
  exchangeRequestId?: string;
  status?: string;
  proposedDate?: string;
  proposedTimeSlot?: string;
  timezone?: string;
  startsAt?: string;
  notes?: string | null;
  role?: 'Coach' | 'Student';
  serviceTitle?: string;
  awaitingMyResponse?: boolean;
  otherUser?: { id?: string; fullName?: string };
}

export function makeSession(overrides: SessionOverrides = {}) {
  const { otherUser, ...rest } = overrides;
  return {
    __typename: 'SessionType' as const,
    id: 'ss1',
    exchangeRequestId: 'r1',
    status: 'pending',
    proposedDate: '2030-01-07',
    proposedTimeSlot: '09:00',
    timezone: 'UTC',
    startsAt: '2030-01-07T09:00:00.000Z',
    notes: null,
    coachId: 'u1',
    role: 'Coach',
    serviceTitle: 'Logo Design',
    awaitingMyResponse: false,
    createdAt: '2030-01-01T10:00:00.000Z',
    ...rest,
    otherUser: {
      __typename: 'SessionParty' as const,
      id: `id-${otherUser?.fullName ?? 'Maya Coach'}`,
      fullName: 'Maya Coach',
      ...otherUser,
    },
  };
}

interface TestimonialOverrides {
  id?: string;
  exchangeRequestId?: string;
  rating?: number;
  content?: string;
  isPublic?: boolean;
  serviceTitle?: string;
  reviewer?: string;
  reviewee?: string;
}

export function makeTestimonial(overrides: TestimonialOverrides = {}) {
  const { reviewer = 'Sam Student', reviewee = 'Jane Doe', ...rest } = overrides;
  return {
    __typename: 'TestimonialType' as const,
    id: 't1',
    exchangeRequestId: 'r1',
    rating: 5,
    content: 'Clear, kind and practical.',
    isPublic: true,
    createdAt: '2030-01-10T10:00:00.000Z',
    serviceTitle: 'Logo Design',
    ...rest,
    reviewer: { __typename: 'TestimonialPerson' as const, id: `id-${reviewer}`, fullName: reviewer },
    reviewee: { __typename: 'TestimonialPerson' as const, id: `id-${reviewee}`, fullName: reviewee },
  };
}

/** Records a mock's variables and matches any. */
export function capture(sent: unknown[]) {
  return (vars: unknown) => {
    sent.push(vars);
    return true;
  };
}
