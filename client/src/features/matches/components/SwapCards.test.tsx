import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { LanguageProvider } from '../../../shared/i18n';
import type { RequestStatus, SwapCard_SwapFragment, SwapSuggestionCard_SuggestionFragment } from '../../../gql/graphql';
import {
  SwapCard,
  SwapCard_swapFragment,
  SwapSuggestionCard,
  SwapSuggestionCard_suggestionFragment,
} from './SwapCards';

const suggestion: SwapSuggestionCard_SuggestionFragment & { __typename: 'SwapSuggestion' } = {
  __typename: 'SwapSuggestion',
  partnerId: 'maya',
  partnerName: 'Maya',
  myServiceId: 'logo',
  myServiceTitle: 'Logo Review',
  myCost: 2,
  theirServiceId: 'pricing',
  theirServiceTitle: 'Pricing Session',
  theirCost: 5,
  myNeedTitle: 'Pricing advice',
  theirNeedTitle: 'A logo',
};

const side = (title: string, cost: number, status: RequestStatus = 'PENDING') => ({
  __typename: 'SwapSide' as const,
  requestId: `r-${title}`,
  requestStatus: status,
  serviceTitle: title,
  energyCost: cost,
});
const swap = (over: Partial<SwapCard_SwapFragment> = {}) => ({
  __typename: 'Swap' as const,
  id: 's1',
  status: 'PENDING' as const,
  myRole: 'PARTNER' as const,
  partnerName: 'Sam',
  difference: 3,
  iPay: 0,
  iEarn: 3,
  canAccept: true,
  canDecline: true,
  canCancel: false,
  iGive: side('Pricing Session', 5),
  iReceive: side('Logo Review', 2),
  ...over,
});

describe('swap cards', () => {
  it('a suggestion reads "Swap with Maya: your Logo Review for their Pricing Session" with both costs, and proposes it', async () => {
    const onPropose = vi.fn();
    render(
      <SwapSuggestionCard
        suggestion={makeFragmentData(suggestion, SwapSuggestionCard_suggestionFragment)}
        proposing={false}
        onPropose={onPropose}
      />,
      { wrapper: LanguageProvider },
    );
    expect(
      screen.getByRole('heading', { name: 'Swap with Maya: your Logo Review for their Pricing Session' }),
    ).not.toBeNull();
    expect(screen.getByText('Logo Review 2 EP · Pricing Session 5 EP')).not.toBeNull();
    expect(screen.getByText(/You pay the difference, 3 EP, once both are done\./)).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose swap' }));
    expect(onPropose).toHaveBeenCalledWith({ myServiceId: 'logo', theirServiceId: 'pricing' });
  });

  it('a swap proposed to me offers Accept and Decline; mine offers Withdraw; equal costs say no EP move', async () => {
    const onRun = vi.fn();
    const { rerender } = render(
      <SwapCard swap={makeFragmentData(swap(), SwapCard_swapFragment)} busy={null} onRun={onRun} />,
      { wrapper: LanguageProvider },
    );
    expect(screen.getByText('You earn the difference, 3 EP, once both are done.')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept swap' }));
    expect(onRun).toHaveBeenCalledWith('s1', 'accept');
    expect(screen.getByRole('button', { name: 'Decline' })).not.toBeNull();
    rerender(
      <SwapCard
        swap={makeFragmentData(
          swap({ myRole: 'PROPOSER', canAccept: false, canDecline: false, canCancel: true, difference: 0, iEarn: 0 }),
          SwapCard_swapFragment,
        )}
        busy={null}
        onRun={onRun}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept swap' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).not.toBeNull();
    expect(screen.getByText('Equal costs: no EP move at all.')).not.toBeNull();
    rerender(
      <SwapCard
        swap={makeFragmentData(
          swap({ status: 'COMPLETED', canAccept: false, canDecline: false }),
          SwapCard_swapFragment,
        )}
        busy={null}
        onRun={onRun}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Completed')).not.toBeNull();
  });
});
