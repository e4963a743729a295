import type { UserType } from '../identity/user.entity.js';
import type { RequestView } from './exchange.service.js';
import type { SessionView } from './session.service.js';
import type { TestimonialView } from './testimonial.service.js';

const DAY_MS = 86_400_000;

/** Contact details are for parties who agreed to meet (spec §4: "An accepted request shows the other party's contact"). */
const CONTACT_VISIBLE = new Set(['accepted', 'completed']);

/** A request as one of its parties sees it: their role, the other party, what they may do next. */
export function requestForViewer(r: RequestView, viewerId: string) {
  const iAmCoach = r.coachId === viewerId;
  const other = iAmCoach ? r.requester : r.coach;
  return {
    ...r,
    myRole: (iAmCoach ? 'COACH' : 'REQUESTER') as 'COACH' | 'REQUESTER',
    otherParty: {
      id: other.id,
      fullName: other.fullName,
      userType: other.userType as UserType,
      hasAvailability: other.hasAvailability,
      email: CONTACT_VISIBLE.has(r.status) ? other.email : null,
    },
    canComplete:
      r.status === 'accepted' &&
      (r.sessionDate !== null || (r.respondedAt !== null && Date.now() - new Date(r.respondedAt).getTime() > DAY_MS)),
    canReview: r.status === 'completed' && !r.reviewedByViewer,
  };
}

export type RequestForViewer = ReturnType<typeof requestForViewer>;

/** A session as one of its parties sees it (spec §4: 'Coach' if coach_id is theirs, else 'Student'). */
export function sessionForViewer(s: SessionView, viewerId: string) {
  const iAmCoach = s.coachId === viewerId;
  return {
    ...s,
    role: iAmCoach ? 'Coach' : 'Student',
    otherUser: iAmCoach ? s.student : s.coach,
    serviceTitle: s.service.title,
    awaitingMyResponse: s.status === 'pending' && s.proposerId !== viewerId,
  };
}

export type SessionForViewer = ReturnType<typeof sessionForViewer>;

export function testimonialView(t: TestimonialView) {
  return { ...t, serviceTitle: t.service.title };
}
