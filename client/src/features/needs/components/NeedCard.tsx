import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatEp } from '../../../shared/lib/format';
import { Button, Icon } from '../../../shared/ui';
import { ListingCard, OwnListingTag } from '../../discover';
import { AskQuestionButton } from '../../conversations';

/** What a need says (title, category, budget, last day, open or closed): the board's card and my needs both show it. */
export const NeedSummary_needFragment = graphql(`
  fragment NeedSummary_need on Need {
    id
    title
    description
    category
    categoryLabel
    maxEnergy
    endsOn
    open
  }
`);

export const NeedCard_needFragment = graphql(`
  fragment NeedCard_need on Need {
    id
    ...NeedSummary_need
    authorName
    answerCount
    isMine
    helpedByMe
  }
`);

export interface NeedCardProps {
  need: FragmentType<typeof NeedCard_needFragment>;
  /** "I can help" (absent on my own needs). */
  onHelp?: (need: { id: string; title: string }) => void;
}

/** A need on the board: what someone looks for, their budget and last day. */
export function NeedCard({ need: ref, onHelp }: NeedCardProps) {
  const card = useFragment(NeedCard_needFragment, ref);
  const need = useFragment(NeedSummary_needFragment, card);
  return (
    <ListingCard
      className="need-card"
      title={need.title}
      cost={`up to ${formatEp(need.maxEnergy)}`}
      costTitle="The most Energy Points they would spend"
      byline={`by ${card.isMine ? 'you' : card.authorName}`}
      description={need.description}
      facts={
        <>
          {need.endsOn && <li>{`Until ${need.endsOn}`}</li>}
          {card.answerCount > 0 && (
            <li>{card.answerCount === 1 ? '1 offer of help' : `${card.answerCount} offers of help`}</li>
          )}
        </>
      }
      tag={need.categoryLabel}
      actions={(titleId) =>
        card.isMine ? (
          <OwnListingTag>Your need</OwnListingTag>
        ) : (
          <>
            {/* Ask the author first: what exactly they need, when, where. */}
            <AskQuestionButton
              subject={{ needId: need.id }}
              title={need.title}
              otherPartyName={card.authorName}
              describedBy={titleId}
            />
            {card.helpedByMe ? (
              // Offered once: the author has it (the server takes one service per member and need).
              <OwnListingTag>You offered help</OwnListingTag>
            ) : (
              onHelp && (
                <Button
                  size="sm"
                  aria-describedby={titleId}
                  icon={<Icon name="heart" size={15} />}
                  onClick={() => onHelp({ id: need.id, title: need.title })}
                >
                  I can help
                </Button>
              )
            )}
          </>
        )
      }
    />
  );
}
