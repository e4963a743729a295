import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { LanguageProvider } from '../../../shared/i18n';
import type { RequestStatus, RingCard_RingFragment, RingSuggestionCard_SuggestionFragment } from '../../../gql/graphql';
import {
  RingCard,
  RingCard_ringFragment,
  RingSuggestionCard,
  RingSuggestionCard_suggestionFragment,
} from './RingCards';

export const ringSuggestion: RingSuggestionCard_SuggestionFragment & { __typename: 'RingSuggestion' } = {
  __typename: 'RingSuggestion',
  secondName: 'Maya',
  thirdName: 'Tom',
  myServiceId: 'logo',
  myServiceTitle: 'Logo Review',
  myCost: 2,
  secondServiceId: 'pricing',
  secondServiceTitle: 'Pricing Session',
  secondCost: 5,
  thirdServiceId: 'copy',
  thirdServiceTitle: 'Landing Copy',
  thirdCost: 3,
  myNeedTitle: 'Words for my page',
  secondNeedTitle: 'A logo',
  thirdNeedTitle: 'Pricing advice',
};

const side = (
  requestId: string,
  title: string,
  cost: number,
  giverName: string,
  receiverName: string,
  requestStatus: RequestStatus = 'PENDING',
) => ({
  __typename: 'RingSide' as const,
  requestId,
  requestStatus,
  serviceTitle: title,
  energyCost: cost,
  giverName,
  receiverName,
});
const member = (memberId: string, fullName: string, accepted: boolean) => ({
  __typename: 'RingMember' as const,
  memberId,
  fullName,
  accepted,
});

/** Sam proposed: Sam → Maya → Tom → Sam. Seen by Maya, whose side is the second. */
export const ring = (over: Partial<RingCard_RingFragment> = {}) => ({
  __typename: 'Ring' as const,
  id: 'r1',
  status: 'PENDING' as const,
  myRole: 'MEMBER' as const,
  canAccept: true,
  canDecline: true,
  canCancel: false,
  members: [member('sam', 'Sam', true), member('maya', 'Maya', false), member('tom', 'Tom', false)],
  sides: [
    side('q1', 'Logo Review', 2, 'Sam', 'Maya'),
    side('q2', 'Pricing Session', 5, 'Maya', 'Tom'),
    side('q3', 'Landing Copy', 3, 'Tom', 'Sam'),
  ],
  ...over,
  // As sent: every object has its __typename (the fragment's type does not list it).
  iGive: {
    __typename: 'RingSide' as const,
    requestId: over.iGive?.requestId ?? 'q2',
    giverId: over.iGive?.giverId ?? 'maya',
  },
});

describe('ring cards', () => {
  it('a found ring reads from my side with all three costs, says no EP move, and proposes it', async () => {
    const onPropose = vi.fn();
    render(
      <RingSuggestionCard
        suggestion={makeFragmentData(ringSuggestion, RingSuggestionCard_suggestionFragment)}
        proposing={false}
        onPropose={onPropose}
      />,
      { wrapper: LanguageProvider },
    );
    expect(
      screen.getByRole('heading', {
        name: 'Ring with Maya and Tom: you give Logo Review to Maya, Maya gives Pricing Session to Tom, Tom gives Landing Copy to you',
      }),
    ).not.toBeNull();
    expect(screen.getByText('Logo Review 2 EP · Pricing Session 5 EP · Landing Copy 3 EP')).not.toBeNull();
    expect(screen.getByText(/A ring is barter: no EP move, whatever the prices\./)).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose ring' }));
    expect(onPropose).toHaveBeenCalledWith({ myServiceId: 'logo', secondServiceId: 'pricing', thirdServiceId: 'copy' });
  });

  it('a ring proposed to me starts from my side, says whom it waits for, and offers Accept and Decline; the proposer may withdraw', async () => {
    const onRun = vi.fn();
    const { rerender } = render(
      <RingCard ring={makeFragmentData(ring(), RingCard_ringFragment)} busy={null} onRun={onRun} />,
      { wrapper: LanguageProvider },
    );
    expect(
      screen.getByRole('heading', {
        name: 'Ring with Tom and Sam: you give Pricing Session to Tom, Tom gives Landing Copy to Sam, Sam gives Logo Review to you',
      }),
    ).not.toBeNull();
    // Maya reads "you", never her own name in the third person.
    expect(
      screen.getByText('Waiting for you and Tom. A ring is barter: no EP move, whatever the prices.'),
    ).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept ring' }));
    expect(onRun).toHaveBeenCalledWith('r1', 'accept');
    expect(screen.getByRole('button', { name: 'Decline' })).not.toBeNull();
    // Once I accepted, only Decline stays; the proposer sees Withdraw.
    rerender(
      <RingCard
        ring={makeFragmentData(
          ring({
            canAccept: false,
            members: [member('sam', 'Sam', true), member('maya', 'Maya', true), member('tom', 'Tom', false)],
          }),
          RingCard_ringFragment,
        )}
        busy={null}
        onRun={onRun}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept ring' })).toBeNull();
    expect(screen.getByText(/^Waiting for Tom\./)).not.toBeNull();
    rerender(
      <RingCard
        ring={makeFragmentData(
          ring({
            myRole: 'PROPOSER',
            canAccept: false,
            canDecline: false,
            canCancel: true,
            iGive: { requestId: 'q1', giverId: 'sam' },
          }),
          RingCard_ringFragment,
        )}
        busy={null}
        onRun={onRun}
      />,
    );
    expect(
      screen.getByRole('heading', { name: /^Ring with Maya and Tom: you give Logo Review to Maya/ }),
    ).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onRun).toHaveBeenCalledWith('r1', 'cancel');
    rerender(
      <RingCard
        ring={makeFragmentData(
          ring({ status: 'ACCEPTED', canAccept: false, canDecline: false }),
          RingCard_ringFragment,
        )}
        busy={null}
        onRun={onRun}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Accepted: schedule and complete your sides')).not.toBeNull();
  });
});
