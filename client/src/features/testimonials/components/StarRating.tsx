import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui';
import { MAX_RATING } from '../lib/messages';
import './testimonials.css';

/** A read-only rating: five stars, the first `rating` filled, named "4 out of 5 stars". */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const intl = useIntl();
  return (
    <span
      className="stars"
      role="img"
      aria-label={intl.formatMessage(
        { id: 'testimonials.rating.label', defaultMessage: '{rating} out of {max} stars' },
        { rating, max: MAX_RATING },
      )}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Icon
          key={i}
          name="star"
          size={size}
          className={i < rating ? 'stars__star is-on' : 'stars__star'}
          fill={i < rating ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
