import type { MemberName } from '../../common/graphql/member-name.js';
import type { RequestStatus, SessionStatus } from './exchange.types.js';

// The shapes the module's statements read (exchanges.queries.ts) and its services hand on: here, so
// the statements and the services do not import each other.

export interface Party {
  id: string;
  fullName: string;
  email: string;
  userType: 'free' | 'premium';
  hasAvailability: boolean;
}

/** An exchange request with everything its card needs, from one query (both parties' contacts: never returned as is, see `forViewer`). */
export interface RequestView {
  id: string;
  serviceId: string;
  requesterId: string;
  coachId: string;
  message: string;
  status: RequestStatus;
  energyCost: number;
  held: boolean;
  requestedAt: Date;
  expiresAt: Date;
  respondedAt: Date | null;
  sessionDate: Date | null;
  completedAt: Date | null;
  service: {
    id: string;
    title: string;
    description: string;
    category: string;
    durationMinutes: number;
    archived: boolean;
  };
  requester: Party;
  coach: Party;
  /** Whether the member who asked has written their testimonial for it. */
  reviewedByViewer: boolean;
  /** Reversed after a dispute: completed on paper, but nothing of it counts any more (no testimonial). */
  reversed: boolean;
  /** The swap or ring it belongs to, if any: it is answered there, not on its own. */
  swapId: string | null;
  swapKind: 'pair' | 'ring' | null;
  /** Either party may complete it now (the database's `exchange_can_complete`, the settlement's own rule). */
  canComplete: boolean;
}

export interface SessionView {
  id: string;
  exchangeRequestId: string;
  status: SessionStatus;
  coachId: string;
  studentId: string;
  proposerId: string;
  startsAt: Date;
  /** Date and "HH:00" slot in the availability owner's timezone (the party who did not propose). */
  proposedDate: string;
  proposedTimeSlot: string;
  timezone: string;
  notes: string | null;
  createdAt: Date;
  completedAt: Date | null;
  service: { title: string };
  coach: MemberName;
  student: MemberName;
}

export interface TestimonialView {
  id: string;
  /** The exchange it reviews; null for a group-session seat's testimonial. */
  exchangeRequestId: string | null;
  /** The group session whose seat it reviews; null for an exchange's testimonial. */
  groupSessionId: string | null;
  rating: number;
  content: string;
  isPublic: boolean;
  createdAt: Date;
  reviewer: MemberName;
  reviewee: MemberName;
  service: { id: string; title: string };
}
