import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatEp } from '../../../shared/lib/format';
import { Button, Icon } from '../../../shared/ui';
import { ListingCard, OwnListingTag } from '../../discover';

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
  const need = useFragment(NeedCard_needFragment, ref);
  return (
    <ListingCard
      className="need-card"
      title={need.title}
      cost={`up to ${formatEp(need.maxEnergy)}`}
      costTitle="The most Energy Points they would spend"
      byline={`by ${need.isMine ? 'you' : need.authorName}`}
      description={need.description}
      facts={
        <>
          {need.endsOn && <li>{`Until ${need.endsOn}`}</li>}
          {need.answerCount > 0 && <li>{need.answerCount === 1 ? '1 offer of help' : `${need.answerCount} offers of help`}</li>}
        </>
      }
      tag={need.categoryLabel}
      actions={(titleId) =>
        need.isMine ? (
          <OwnListingTag>Your need</OwnListingTag>
        ) : (
          onHelp && (
            <Button size="sm" aria-describedby={titleId} icon={<Icon name="heart" size={15} />} onClick={() => onHelp({ id: need.id, title: need.title })}>
              I can help
            </Button>
          )
        )
      }
    />
  );
}
