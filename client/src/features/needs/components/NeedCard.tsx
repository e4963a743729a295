import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const card = useFragment(NeedCard_needFragment, ref);
  const need = useFragment(NeedSummary_needFragment, card);
  return (
    <ListingCard
      className="need-card"
      title={need.title}
      cost={intl.formatMessage(
        { id: 'needs.card.cost', defaultMessage: 'up to {cost}' },
        { cost: formatEp(need.maxEnergy) },
      )}
      costTitle={intl.formatMessage({
        id: 'needs.card.costTitle',
        defaultMessage: 'The most Energy Points they would spend',
      })}
      byline={
        card.isMine
          ? intl.formatMessage({ id: 'needs.card.byYou', defaultMessage: 'by you' })
          : intl.formatMessage({ id: 'needs.card.by', defaultMessage: 'by {author}' }, { author: card.authorName })
      }
      description={need.description}
      facts={
        <>
          {need.endsOn && (
            <li>
              <FormattedMessage id="needs.card.until" defaultMessage="Until {date}" values={{ date: need.endsOn }} />
            </li>
          )}
          {card.answerCount > 0 && (
            <li>
              <FormattedMessage
                id="needs.card.offers"
                defaultMessage="{count, plural, one {{count} offer of help} other {{count} offers of help}}"
                values={{ count: card.answerCount }}
              />
            </li>
          )}
        </>
      }
      tag={need.categoryLabel}
      actions={(titleId) =>
        card.isMine ? (
          <OwnListingTag>
            <FormattedMessage id="needs.card.own" defaultMessage="Your need" />
          </OwnListingTag>
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
              <OwnListingTag>
                <FormattedMessage id="needs.card.offered" defaultMessage="You offered help" />
              </OwnListingTag>
            ) : (
              onHelp && (
                <Button
                  size="sm"
                  aria-describedby={titleId}
                  icon={<Icon name="heart" size={15} />}
                  onClick={() => onHelp({ id: need.id, title: need.title })}
                >
                  <FormattedMessage id="needs.card.help" defaultMessage="I can help" />
                </Button>
              )
            )}
          </>
        )
      }
    />
  );
}
