import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { GroupSessionView } from './group-session.service.js';

/** The REST facade's group session, as the caller sees it (the roster for its coach only). */
export function groupSessionDto(g: GroupSessionView): ApiSchema<'GroupSession'> {
  return {
    id: g.id,
    service_id: g.serviceId,
    service_title: g.serviceTitle,
    duration_minutes: g.durationMinutes,
    coach_id: g.coachId,
    coach_name: g.coachName,
    starts_at: new Date(g.startsAt).toISOString(),
    session_date: g.sessionDate,
    time_slot: g.timeSlot,
    seats: g.seats,
    seats_taken: g.seatsTaken,
    seats_left: g.seatsLeft,
    waitlisted: g.waitlisted,
    energy_cost: g.energyCost,
    notes: g.notes,
    status: g.status,
    my_status: g.myStatus,
    my_waitlist_rank: g.myWaitlistRank,
    can_join: g.canJoin,
    can_leave: g.canLeave,
    can_cancel: g.canCancel,
    can_complete: g.canComplete,
    can_review: g.canReview,
    can_dispute: g.canDispute,
    roster:
      g.roster?.map((r) => ({
        member_id: r.memberId,
        full_name: r.fullName,
        status: r.status,
        waitlist_rank: r.waitlistRank,
      })) ?? null,
    created_at: new Date(g.createdAt).toISOString(),
  };
}
