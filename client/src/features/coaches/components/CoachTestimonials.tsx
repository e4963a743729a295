import { FormattedMessage } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { StarRating } from '../../testimonials';
import { CoachTestimonialsQuery } from '../operations';

/** Between the reviewer and the service: punctuation, the same in every language. */
const SEPARATOR = ' · ';

/**
 * The coach profile's testimonials: at most 3, public ones only, where the coach
 * is the reviewee — the server filters; a failed load shows nothing (silent list loads).
 */
export function CoachTestimonials({ coachId }: { coachId: string }) {
  const headingId = useId();
  const { data, loading } = useQuery(CoachTestimonialsQuery, { variables: { id: coachId }, errorPolicy: 'ignore' });
  const testimonials = data?.coach?.testimonials;
  if (!testimonials) {
    return loading ? <div className="skeleton coach-testimonials__skeleton" aria-hidden="true" /> : null;
  }
  return (
    <section className="coach-profile__section" aria-labelledby={headingId}>
      <h4 id={headingId}>
        <FormattedMessage id="coaches.testimonials.title" defaultMessage="Testimonials" />
      </h4>
      {testimonials.length === 0 ? (
        <p className="coach-profile__muted">
          <FormattedMessage id="coaches.testimonials.empty" defaultMessage="No public testimonials yet." />
        </p>
      ) : (
        <ul className="coach-testimonials ui-bare-list ui-stack ui-stack--tight">
          {testimonials.slice(0, 3).map((t) => (
            <li key={t.id} className="coach-testimonial">
              <StarRating rating={t.rating} size={15} />
              <blockquote className="coach-testimonial__content">{t.content}</blockquote>
              <p className="coach-testimonial__by">
                <span className="coach-testimonial__reviewer">{t.reviewer.fullName}</span>
                <span aria-hidden="true">{SEPARATOR}</span>
                <span className="coach-testimonial__service">{t.serviceTitle}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
