import { useId, type ReactNode } from 'react';
import { Icon } from '../../../shared/ui';
import './discover.css';

export interface ListingCardProps {
  /** The card's own class next to the shared layout, e.g. "service-card". */
  className: string;
  title: string;
  /** The Energy Points figure after the bolt, e.g. "5 EP" or "up to 5 EP". */
  cost: ReactNode;
  /** What the figure means, as its tooltip. */
  costTitle: string;
  /** Who offers or asks ("by Maya"). */
  byline: ReactNode;
  description: string;
  /** The facts row's items (`<li>`s). */
  facts: ReactNode;
  /** More under the facts (a service's next group sessions); absent: nothing. */
  extra?: ReactNode;
  /** The category's label, as the tag in the foot. */
  tag: string;
  /** The foot's buttons; each is described by the card's title (`aria-describedby={titleId}`). */
  actions: (titleId: string) => ReactNode;
  /** The card's "⋯" menu of secondary actions, at its top right beside the EP figure. */
  menu?: (titleId: string) => ReactNode;
}

/**
 * A card on a Discover board (a service or a need): title and EP, byline, description, facts, and a
 * foot with the category and the actions. Buttons keep short names; the title describes them.
 */
export function ListingCard({
  className,
  title,
  cost,
  costTitle,
  byline,
  description,
  facts,
  extra,
  tag,
  actions,
  menu,
}: ListingCardProps) {
  const titleId = useId();
  return (
    <article className={`tile-grid__card ${className}`} aria-labelledby={titleId}>
      <header className="service-card__head ui-card-head">
        <h3 id={titleId} className="service-card__title">
          {title}
        </h3>
        <div className="service-card__head-end">
          <span className="service-card__cost ui-inline-center ui-pill ui-tone-primary" title={costTitle}>
            <Icon name="bolt" size={14} />
            {cost}
          </span>
          {menu?.(titleId)}
        </div>
      </header>
      <p className="service-card__coach">{byline}</p>
      <p className="service-card__description ui-clamp">{description}</p>
      <ul className="service-card__meta ui-facts ui-bare-list">{facts}</ul>
      {extra}
      <div className="service-card__foot ui-card-foot ui-row ui-row--between">
        <span className="tag ui-inline-center ui-pill">{tag}</span>
        <div className="service-card__actions">{actions(titleId)}</div>
      </div>
    </article>
  );
}

/** The foot's note in place of an action the viewer cannot take on their own listing. */
export function OwnListingTag({ children }: { children: ReactNode }) {
  return <span className="tag ui-inline-center ui-pill tag--muted">{children}</span>;
}
