import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { OfferCard_OfferFragment } from '../../../gql/graphql';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { Button, Icon, VerifiedBadge } from '../../../shared/ui';

/**
 * "Offer" is this codebase's word for a member's service (docs/style.md: it keeps the domain apart
 * from service layers); the GraphQL API and the screens keep the spec's word, Service.
 */
export const OfferCard_offerFragment = graphql(`
  fragment OfferCard_offer on Service {
    id
    title
    description
    category
    categoryLabel
    durationMinutes
    energyCost
    maxParticipants
    createdAt
    coach {
      id
      fullName
      userType
    }
  }
`);

export interface OfferCardProps {
  offer: FragmentType<typeof OfferCard_offerFragment>;
  /** The signed-in member's own service: it cannot be requested. */
  own: boolean;
  onViewCoach: (offer: OfferCard_OfferFragment) => void;
  onRequest: (offer: OfferCard_OfferFragment) => void;
  /** Opens the Report dialog for this service (absent: no Report button). */
  onReport?: (offer: OfferCard_OfferFragment) => void;
}

/** A Discover service card (spec §2). Buttons keep short names; the title describes them. */
export function OfferCard({ offer: offerRef, own, onViewCoach, onRequest, onReport }: OfferCardProps) {
  const titleId = useId();
  const offer = useFragment(OfferCard_offerFragment, offerRef);
  const premium = offer.coach.userType === 'PREMIUM';
  return (
    <article className="tile-grid__card offer-card" aria-labelledby={titleId}>
      <header className="offer-card__head ui-card-head">
        <h3 id={titleId} className="offer-card__title">
          {offer.title}
        </h3>
        <span className="offer-card__cost ui-inline-center ui-pill ui-tone-primary" title="Energy Points">
          <Icon name="bolt" size={14} />
          {formatEp(offer.energyCost)}
        </span>
      </header>
      <p className="offer-card__coach">
        <span>by {offer.coach.fullName}</span>
        {premium && <VerifiedBadge />}
      </p>
      <p className="offer-card__description ui-clamp">{offer.description}</p>
      <ul className="offer-card__meta ui-facts ui-bare-list">
        <li>
          <Icon name="clock" size={15} />
          {formatDuration(offer.durationMinutes)}
        </li>
        <li>
          <Icon name="users" size={15} />
          {`Max participants: ${offer.maxParticipants}`}
        </li>
      </ul>
      <div className="offer-card__foot ui-card-foot ui-row ui-row--between">
        <span className="tag ui-inline-center ui-pill">{offer.categoryLabel}</span>
        <div className="offer-card__actions">
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onViewCoach(offer)}>
            View Coach
          </Button>
          {own ? (
            <span className="tag ui-inline-center ui-pill tag--muted">Your service</span>
          ) : (
            <Button size="sm" aria-describedby={titleId} onClick={() => onRequest(offer)}>
              Request
            </Button>
          )}
          {!own && onReport && (
            <Button variant="ghost" size="sm" aria-describedby={titleId} icon={<Icon name="flag" size={14} />} onClick={() => onReport(offer)}>
              Report
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
