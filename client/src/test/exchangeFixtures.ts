import type {
  ExchangeRole,
  RequestCard_RequestFragment,
  RequestDispute_RequestFragment,
  RequestStatus,
  RequestSessionsQuery,
  SessionCard_SessionFragment,
  SessionStatus,
  TestimonialCard_TestimonialFragment,
  TestimonialWrittenFragment,
  ThreadButton_RequestFragment,
} from '../gql/graphql';
import type { AsSent } from './fixtures';

/*
 * Exchange-economy objects as the API returns them (with __typename, as the Apollo cache expects),
 * typed by the generated fragments of the components that render them: a fragment that gains a
 * field fails the type check here until the fixture has it. A component rendered on its own takes
 * `makeFragmentData(makeRequest(), RequestCard_requestFragment)`.
 */

/** A request card's data; its list reads a subset (id, service, other party). */
export type RequestFixture = AsSent<
  RequestCard_RequestFragment & ThreadButton_RequestFragment & Omit<RequestDispute_RequestFragment, ' $fragmentName'>
> & { __typename: 'ExchangeRequestType' };
/** A session as My Sessions' cards and Exchange Requests' session lookup read it. */
export type SessionFixture = AsSent<
  SessionCard_SessionFragment &
    RequestSessionsQuery['mySessions'][number] & { exchangeRequest: ThreadButton_RequestFragment }
> & {
  __typename: 'SessionType';
  coachId: string;
};
/** A testimonial as its card and the cache update after writing it read it. */
export type TestimonialFixture = AsSent<TestimonialCard_TestimonialFragment & TestimonialWrittenFragment> & {
  __typename: 'TestimonialType';
};

interface RequestOverrides {
  id?: string;
  status?: RequestStatus;
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
  contactEmail?: string | null;
  unreadCount?: number;
  swapId?: string | null;
  swapKind?: string | null;
  /** `email` here is a shorthand for the request's `contactEmail` (the party itself has none). */
  otherParty?: Partial<{
    id: string;
    fullName: string;
    userType: 'FREE' | 'PREMIUM';
    hasAvailability: boolean;
    email: string | null;
  }>;
}

export function makeRequest(overrides: RequestOverrides = {}): RequestFixture {
  const { serviceTitle = 'Logo Design', otherParty: { email, ...otherParty } = {}, ...rest } = overrides;
  return {
    __typename: 'ExchangeRequestType' as const,
    id: 'r1',
    status: 'PENDING',
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
    canDispute: false,
    dispute: null,
    contactEmail: email ?? null,
    unreadCount: 0,
    swapId: null,
    swapKind: null,
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
      ...otherParty,
    },
  };
}

interface SessionOverrides {
  id?: string;
  exchangeRequestId?: string;
  status?: SessionStatus;
  proposedDate?: string;
  proposedTimeSlot?: string;
  timezone?: string;
  startsAt?: string;
  notes?: string | null;
  role?: ExchangeRole;
  serviceTitle?: string;
  awaitingMyResponse?: boolean;
  otherUser?: { id?: string; fullName?: string };
}

export function makeSession(overrides: SessionOverrides = {}): SessionFixture {
  const { otherUser, ...rest } = overrides;
  return {
    __typename: 'SessionType' as const,
    id: 'ss1',
    exchangeRequestId: 'r1',
    status: 'PENDING',
    proposedDate: '2030-01-07',
    proposedTimeSlot: '09:00',
    timezone: 'UTC',
    startsAt: '2030-01-07T09:00:00.000Z',
    notes: null,
    coachId: 'u1',
    role: 'COACH',
    serviceTitle: 'Logo Design',
    awaitingMyResponse: false,
    createdAt: '2030-01-01T10:00:00.000Z',
    ...rest,
    exchangeRequest: {
      __typename: 'ExchangeRequestType' as const,
      id: rest.exchangeRequestId ?? 'r1',
      unreadCount: 0,
      service: {
        __typename: 'RequestedService' as const,
        id: `s-${rest.exchangeRequestId ?? 'r1'}`,
        title: rest.serviceTitle ?? 'Logo Design',
      },
      otherParty: { __typename: 'ExchangeParty' as const, id: 'p1', fullName: otherUser?.fullName ?? 'Maya Coach' },
    },
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
  exchangeRequestId?: string | null;
  groupSessionId?: string | null;
  rating?: number;
  content?: string;
  isPublic?: boolean;
  serviceTitle?: string;
  reviewer?: string;
  reviewee?: string;
}

export function makeTestimonial(overrides: TestimonialOverrides = {}): TestimonialFixture {
  const { reviewer = 'Sam Student', reviewee = 'Jane Doe', ...rest } = overrides;
  return {
    __typename: 'TestimonialType' as const,
    id: 't1',
    exchangeRequestId: 'r1',
    groupSessionId: null,
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

export { capture } from './render';
