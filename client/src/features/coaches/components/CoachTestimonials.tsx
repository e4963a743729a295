/**
 * HOOK POINT (exchange issue): the coach profile's testimonials — at most 3, public ones only,
 * where the coach is the reviewee (spec §2, §6, §7). There is no testimonials query in the API
 * yet, so this renders nothing rather than invented quotes.
 */
export function CoachTestimonials(_props: { coachId: string }) {
  return null;
}
