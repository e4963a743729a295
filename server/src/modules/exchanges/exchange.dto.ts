import type { RequestForViewer } from './exchange.service.js';
import type { SessionForViewer } from './session.service.js';
import type { TestimonialView } from './exchange.views.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';

function iso(d: Date | string): string;
function iso(d: Date | string | null): string | null;
function iso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

/**
 * The REST facade's exchange request (its stored fields, plus what its card shows); the
 * routes add its dispute and `can_dispute` (DisputeService.forCards).
 */
export function requestDto(r: RequestForViewer): Omit<ApiSchema<'ExchangeRequest'>, 'can_dispute' | 'dispute'> {
  return {
    id: r.id,
    service_id: r.serviceId,
    message: r.message,
    status: r.status,
    energy_cost: r.energyCost,
    held: r.held,
    requested_at: iso(r.requestedAt),
    expires_at: iso(r.expiresAt),
    session_date: iso(r.sessionDate),
    completed_at: iso(r.completedAt),
    coach_id: r.coachId,
    requester_id: r.requesterId,
    my_role: r.myRole === 'COACH' ? 'coach' : 'requester',
    service: {
      id: r.service.id,
      title: r.service.title,
      description: r.service.description,
      category: r.service.category,
      duration_minutes: r.service.durationMinutes,
      archived: r.service.archived,
    },
    other_party: {
      id: r.otherParty.id,
      full_name: r.otherParty.fullName,
      user_type: r.otherParty.userType,
      has_availability: r.otherParty.hasAvailability,
      email: r.otherParty.email,
    },
    can_complete: r.canComplete,
    can_testimonial: r.canReview,
  };
}

/** The REST facade's session. */
export function sessionDto(s: SessionForViewer): ApiSchema<'Session'> {
  return {
    id: s.id,
    exchange_request_id: s.exchangeRequestId,
    status: s.status,
    proposed_date: s.proposedDate,
    proposed_time_slot: s.proposedTimeSlot,
    timezone: s.timezone,
    starts_at: iso(s.startsAt),
    notes: s.notes,
    coach_id: s.coachId,
    role: s.role,
    service: { title: s.service.title },
    other_user: { id: s.otherUser.id, full_name: s.otherUser.fullName },
    awaiting_my_response: s.awaitingMyResponse,
    created_at: iso(s.createdAt),
  };
}

/** The REST facade's testimonial list item, with the coach-modal fields alongside. */
export function testimonialDto(t: TestimonialView): ApiSchema<'Testimonial'> {
  return {
    testimonial: {
      id: t.id,
      rating: t.rating,
      content: t.content,
      created_at: iso(t.createdAt),
      exchange_request_id: t.exchangeRequestId,
      group_session_id: t.groupSessionId,
      is_public: t.isPublic,
    },
    reviewer: { id: t.reviewer.id, full_name: t.reviewer.fullName },
    reviewee: { id: t.reviewee.id, full_name: t.reviewee.fullName },
    service: { id: t.service.id, title: t.service.title },
    id: t.id,
    reviewee_id: t.reviewee.id,
    is_public: t.isPublic,
    rating: t.rating,
    content: t.content,
    reviewer_name: t.reviewer.fullName,
    service_title: t.service.title,
  };
}
