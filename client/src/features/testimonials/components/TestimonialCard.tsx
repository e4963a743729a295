import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDate } from '../../../shared/lib/dates';
import { Avatar } from '../../../shared/ui';
import { StarRating } from './StarRating';

/** Received testimonials show who wrote them; given ones, whom they are about. */
export type TestimonialBox = 'received' | 'given';

/** What a testimonial card shows. */
export const TestimonialCard_testimonialFragment = graphql(`
  fragment TestimonialCard_testimonial on TestimonialType {
    id
    rating
    content
    isPublic
    createdAt
    serviceTitle
    reviewer {
      id
      fullName
    }
    reviewee {
      id
      fullName
    }
  }
`);

/** One testimonial: who wrote it (or for whom), the service, the rating, the words, and whether it is public. */
export function TestimonialCard({
  testimonial,
  box,
}: {
  testimonial: FragmentType<typeof TestimonialCard_testimonialFragment>;
  box: TestimonialBox;
}) {
  const titleId = useId();
  const t = useFragment(TestimonialCard_testimonialFragment, testimonial);
  const person = box === 'received' ? t.reviewer : t.reviewee;
  return (
    <article className="tile-grid__card testimonial-card" aria-labelledby={titleId}>
      <header className="testimonial-card__head">
        <Avatar name={person.fullName} size={40} />
        <div className="testimonial-card__who">
          <h2 id={titleId} className="testimonial-card__title">
            {box === 'received' ? (
              <FormattedMessage
                id="testimonials.card.from"
                defaultMessage="From {name}"
                values={{ name: person.fullName }}
              />
            ) : (
              <FormattedMessage
                id="testimonials.card.to"
                defaultMessage="To {name}"
                values={{ name: person.fullName }}
              />
            )}
          </h2>
          <p className="testimonial-card__service">{t.serviceTitle}</p>
        </div>
        <StarRating rating={t.rating} />
      </header>
      <blockquote className="testimonial-card__content">{t.content}</blockquote>
      <footer className="testimonial-card__foot ui-card-foot ui-row ui-row--between">
        <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
        <span className={t.isPublic ? 'tag ui-inline-center ui-pill' : 'tag ui-inline-center ui-pill tag--muted'}>
          {t.isPublic ? (
            <FormattedMessage id="testimonials.card.public" defaultMessage="Public" />
          ) : (
            <FormattedMessage id="testimonials.card.private" defaultMessage="Private" />
          )}
        </span>
      </footer>
    </article>
  );
}
