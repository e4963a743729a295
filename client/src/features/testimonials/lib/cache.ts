import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { TestimonialWrittenFragment as TestimonialWritten } from '../../../gql/graphql';
import { evictEntityFields, prependToRootList } from '../../../shared/lib/cacheUpdates';

/** What `testimonialWritten` reads from the answer of `writeTestimonial`. */
export const TestimonialWrittenFragment = graphql(`
  fragment TestimonialWritten on TestimonialType {
    id
    exchangeRequestId
    groupSessionId
    isPublic
    reviewee {
      id
    }
  }
`);

/**
 * A testimonial was written (the writer's answer; the writer's balance comes back on `viewer`):
 * - the Given tab gains it, newest first;
 * - its exchange (or group session seat) can no longer be reviewed (one testimonial per writer and
 *   exchange or seat);
 * - a public one belongs on the coach profile of whom it is about: that coach's `testimonials`
 *   field is dropped, so the profile (open now, or opened later) reads it again — the coach's
 *   other fields, and every other coach, stay as they are.
 */
export function testimonialWritten(cache: ApolloCache, testimonial: TestimonialWritten): void {
  prependToRootList(cache, 'givenTestimonials', { __typename: 'TestimonialType', id: testimonial.id });
  const reviewed = testimonial.exchangeRequestId
    ? cache.identify({ __typename: 'ExchangeRequestType', id: testimonial.exchangeRequestId })
    : testimonial.groupSessionId
      ? cache.identify({ __typename: 'GroupSession', id: testimonial.groupSessionId })
      : undefined;
  if (reviewed) cache.modify({ id: reviewed, fields: { canReview: () => false } });
  if (testimonial.isPublic) coachTestimonialsChanged(cache, testimonial.reviewee.id);
}

/** The public testimonials about `coachId` changed: whichever coach profile shows them reads them again. */
export function coachTestimonialsChanged(cache: ApolloCache, coachId: string): void {
  evictEntityFields(cache, { __typename: 'Coach', id: coachId }, ['testimonials']);
}
