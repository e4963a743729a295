import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { OfferCard_OfferFragment } from '../../../gql/graphql';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { ActionMenu, Button, Icon, VerifiedBadge } from '../../../shared/ui';
import { ListingCard, OwnListingTag } from './ListingCard';

/**
 * "Offer" is this codebase's word for a member's service (docs/style.md: it keeps the domain apart
 * from service layers); the GraphQL API and the screens keep the product's word, Service.
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
  /** Opens the Report dialog for this service (absent: no card menu). */
  onReport?: (offer: OfferCard_OfferFragment) => void;
}

/** A Discover service card. */
export function OfferCard({ offer: offerRef, own, onViewCoach, onRequest, onReport }: OfferCardProps) {
  const offer = useFragment(OfferCard_offerFragment, offerRef);
  const premium = offer.coach.userType === 'PREMIUM';
  return (
    <ListingCard
      className="offer-card"
      title={offer.title}
      cost={formatEp(offer.energyCost)}
      costTitle="Energy Points"
      byline={
        <>
          <span>by {offer.coach.fullName}</span>
          {premium && <VerifiedBadge />}
        </>
      }
      description={offer.description}
      facts={
        <>
          <li>
            <Icon name="clock" size={15} />
            {formatDuration(offer.durationMinutes)}
          </li>
          <li>
            <Icon name="users" size={15} />
            {`Max participants: ${offer.maxParticipants}`}
          </li>
        </>
      }
      tag={offer.categoryLabel}
      // Moderation is one step away in the card's menu, not a third button beside Request.
      menu={
        !own && onReport
          ? (titleId) => (
              <ActionMenu
                label="More actions"
                describedBy={titleId}
                items={[{ label: 'Report this service', icon: 'flag', onSelect: () => onReport(offer) }]}
              />
            )
          : undefined
      }
      actions={(titleId) => (
        <>
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onViewCoach(offer)}>
            View Coach
          </Button>
          {own ? (
            <OwnListingTag>Your service</OwnListingTag>
          ) : (
            <Button size="sm" aria-describedby={titleId} onClick={() => onRequest(offer)}>
              Request
            </Button>
          )}
        </>
      )}
    />
  );
}
