import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, makeViewerChanges } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AcceptRingMutation, ForYouQuery, MyRingsQuery, ProposeRingMutation, ProposeSwapMutation } from '../operations';
import { ring, ringSuggestion } from './RingCards.test';
import { ForYouView } from './ForYouView';

const viewer = makeUser();
const suggestion = {
  __typename: 'SwapSuggestion' as const,
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
const side = (title: string, cost: number) => ({
  __typename: 'SwapSide' as const,
  requestId: `r-${title}`,
  requestStatus: 'PENDING' as const,
  serviceTitle: title,
  energyCost: cost,
});

const forYou = {
  request: { query: ForYouQuery },
  result: {
    data: {
      matches: {
        __typename: 'Matches' as const,
        services: [],
        needs: [],
        swaps: [suggestion],
        rings: [{ ...ringSuggestion, secondId: 'maya', thirdId: 'tom' }],
      },
      myNeeds: [{ __typename: 'Need' as const, id: 'need-1', open: true }],
      myServices: [{ __typename: 'Service' as const, id: 'logo' }],
      mySwaps: {
        __typename: 'SwapConnection' as const,
        nodes: [],
        totalCount: 0,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
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
        status: 'PENDING' as const,
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

const noRings = {
  __typename: 'RingConnection' as const,
  nodes: [] as Array<ReturnType<typeof ring>>,
  totalCount: 0,
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
};
const myRings = (page = noRings) => ({ request: { query: MyRingsQuery }, result: { data: { myRings: page } } });

/** Sam (the viewer) proposes the ring Sam → Maya → Tom → Sam. */
const samsRing = ring({
  myRole: 'PROPOSER',
  canAccept: false,
  canDecline: false,
  canCancel: true,
  iGive: { requestId: 'q1', giverId: 'sam' },
});
const ringProposed = {
  request: {
    query: ProposeRingMutation,
    variables: { myServiceId: 'logo', secondServiceId: 'pricing', thirdServiceId: 'copy' },
  },
  result: { data: { proposeRing: samsRing } },
};

describe('ForYouView', () => {
  it('proposes a swap: the suggestion leaves and the swap tops My swaps, from the answer alone', async () => {
    renderWithProviders(<ForYouView />, [forYou, myRings(), proposed], { viewer });
    const title = 'Swap with Maya: your Logo Review for their Pricing Session';
    await screen.findByRole('heading', { name: title });
    expect(screen.getByText('No swaps proposed')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose swap' }));
    await screen.findByRole('button', { name: 'Withdraw' });
    expect(screen.getByText('Waiting for an answer')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose swap' })).toBeNull();
    expect(screen.getByText('No swaps yet')).not.toBeNull();
    // The member has a need and a service: not asked to post and publish them again.
    expect(
      screen.getByText(
        'Nobody fits both ways yet: when someone needs what you offer and offers what you need, the swap shows here.',
      ),
    ).not.toBeNull();
  });

  it('proposes a ring: the found ring leaves and the ring tops My rings, from the answer alone', async () => {
    renderWithProviders(<ForYouView />, [forYou, myRings(), ringProposed], { viewer });
    await screen.findByRole('heading', {
      name: 'Ring with Maya and Tom: you give Logo Review to Maya, Maya gives Pricing Session to Tom, Tom gives Landing Copy to you',
    });
    expect(screen.getByText('No rings proposed')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose ring' }));
    await screen.findByText('Waiting for answers');
    expect(screen.getByText(/^Waiting for Maya and Tom\./)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose ring' })).toBeNull();
    expect(screen.getByText('No rings yet')).not.toBeNull();
  });

  it('accepts a ring proposed to me: the card changes from the answer alone', async () => {
    const mayasView = ring();
    const withoutSuggestions = {
      ...forYou,
      result: { data: { ...forYou.result.data, matches: { ...forYou.result.data.matches, rings: [] } } },
    };
    const accepted = {
      request: { query: AcceptRingMutation, variables: { id: 'r1' } },
      result: {
        data: {
          acceptRing: ring({
            canAccept: false,
            members: mayasView.members.map((m) => (m.memberId === 'maya' ? { ...m, accepted: true } : m)),
          }),
        },
      },
    };
    renderWithProviders(
      <ForYouView />,
      [withoutSuggestions, myRings({ ...noRings, nodes: [mayasView], totalCount: 1 }), accepted],
      { viewer },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept ring' }));
    await screen.findByText(/^Waiting for Tom\./);
    expect(screen.queryByRole('button', { name: 'Accept ring' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).not.toBeNull();
  });

  it('shows an error with retry when the matches cannot be loaded', async () => {
    renderWithProviders(<ForYouView />, [{ request: { query: ForYouQuery }, error: new Error('down') }, myRings()], {
      viewer,
    });
    await screen.findByText('Your matches could not be loaded.');
    expect(screen.getByRole('button', { name: /retry|try again/i })).not.toBeNull();
  });
});
