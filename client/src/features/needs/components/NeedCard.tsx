import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatEp } from '../../../shared/lib/format';
import { Button, Icon } from '../../../shared/ui';

export const NeedCard_needFragment = graphql(`
  fragment NeedCard_need on Need {
    id
    title
    description
    category
    categoryLabel
    maxEnergy
    endsOn
    open
    authorName
    answerCount
    isMine
  }
`);

export interface NeedCardProps {
  need: FragmentType<typeof NeedCard_needFragment>;
  /** "I can help" (absent on my own needs). */
  onHelp?: (need: { id: string; title: string }) => void;
}

/** A need on the board: what someone looks for, their budget and last day. */
export function NeedCard({ need: ref, onHelp }: NeedCardProps) {
  const titleId = useId();
  const need = useFragment(NeedCard_needFragment, ref);
  return (
    <article className="tile-grid__card need-card" aria-labelledby={titleId}>
      <header className="offer-card__head">
        <h3 id={titleId} className="offer-card__title">
          {need.title}
        </h3>
        <span className="offer-card__cost" title="The most Energy Points they would spend">
          <Icon name="bolt" size={14} />
          up to {formatEp(need.maxEnergy)}
        </span>
      </header>
      <p className="offer-card__coach">by {need.isMine ? 'you' : need.authorName}</p>
      <p className="offer-card__description ui-clamp">{need.description}</p>
      <ul className="offer-card__meta">
        {need.endsOn && <li>{`Until ${need.endsOn}`}</li>}
        {need.answerCount > 0 && <li>{need.answerCount === 1 ? '1 offer of help' : `${need.answerCount} offers of help`}</li>}
      </ul>
      <div className="offer-card__foot ui-card-foot">
        <span className="tag">{need.categoryLabel}</span>
        <div className="offer-card__actions">
          {need.isMine ? (
            <span className="tag tag--muted">Your need</span>
          ) : (
            onHelp && (
              <Button size="sm" aria-describedby={titleId} icon={<Icon name="heart" size={15} />} onClick={() => onHelp({ id: need.id, title: need.title })}>
                I can help
              </Button>
            )
          )}
        </div>
      </div>
    </article>
  );
}
