import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, makeViewerChanges } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ForYouQuery, ProposeSwapMutation } from '../operations';
import { ForYouView } from './ForYouView';

const viewer = makeUser();
const suggestion = {
  __typename: 'SwapSuggestion' as const,
  partnerId: 'maya',
  partnerName: 'Maya',
  myOfferId: 'logo',
  myOfferTitle: 'Logo Review',
  myCost: 2,
  theirOfferId: 'pricing',
  theirOfferTitle: 'Pricing Session',
  theirCost: 5,
  myNeedTitle: 'Pricing advice',
  theirNeedTitle: 'A logo',
};
const side = (title: string, cost: number) => ({ __typename: 'SwapSide' as const, requestId: `r-${title}`, requestStatus: 'pending', serviceTitle: title, energyCost: cost });

const forYou = {
  request: { query: ForYouQuery },
  result: {
    data: {
      matches: { __typename: 'Matches' as const, services: [], needs: [], swaps: [suggestion] },
      mySwaps: { __typename: 'SwapConnection' as const, nodes: [], totalCount: 0, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null } },
    },
  },
};
const proposed = {
  request: { query: ProposeSwapMutation, variables: { myServiceId: 'logo', theirServiceId: 'pricing' } },
  result: {
    data: {
      proposeSwap: {
        __typename: 'Swap' as const,
        id: 's1',
        partnerId: 'maya',
        status: 'pending' as const,
        myRole: 'PROPOSER' as const,
        partnerName: 'Maya',
        difference: 3,
        iPay: 3,
        iEarn: 0,
        canAccept: false,
        canDecline: false,
        canCancel: true,
        iGive: side('Logo Review', 2),
        iReceive: side('Pricing Session', 5),
        viewer: makeViewerChanges({ ...viewer, energyPoints: 0, energyOnHold: 3 }),
      },
    },
  },
};

describe('ForYouView', () => {
  it('proposes a swap: the suggestion leaves and the swap tops My swaps, from the answer alone', async () => {
    renderWithProviders(<ForYouView />, [forYou, proposed], { viewer });
    const title = 'Swap with Maya: your Logo Review for their Pricing Session';
    await screen.findByRole('heading', { name: title });
    expect(screen.getByText('No swaps proposed')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose swap' }));
    await screen.findByRole('button', { name: 'Withdraw' });
    expect(screen.getByText('Waiting for an answer')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose swap' })).toBeNull();
    expect(screen.getByText('No swaps yet')).not.toBeNull();
  });

  it('shows an error with retry when the matches cannot be loaded', async () => {
    renderWithProviders(<ForYouView />, [{ request: { query: ForYouQuery }, error: new Error('down') }], { viewer });
    await screen.findByText('Your matches could not be loaded.');
    expect(screen.getByRole('button', { name: /retry|try again/i })).not.toBeNull();
  });
});
