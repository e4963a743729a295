import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../../gql';
import { useQuery } from '@apollo/client/react';
import { renderWithProviders } from '../../../test/render';
import { OpenDisputeMutation } from '../operations';
import { RequestDispute } from './RequestDispute';

const CardQuery = graphql(`
  query RequestDisputeTestCard {
    sentRequests {
      id
      ...RequestDispute_request
    }
  }
`);

function Card() {
  const { data } = useQuery(CardQuery);
  const request = data?.sentRequests[0];
  return request ? <RequestDispute request={request} /> : null;
}

const card = (over: Record<string, unknown> = {}) => ({
  request: { query: CardQuery },
  result: {
    data: { sentRequests: [{ __typename: 'ExchangeRequestType', id: 'r1', canDispute: true, dispute: null, ...over }] },
  },
});

describe('RequestDispute', () => {
  it('opens a dispute with a reason of 20+ characters and shows it on the card at once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<Card />, [
      card(),
      {
        request: { query: OpenDisputeMutation, variables: (v: unknown) => (sent.push(v), true) },
        result: {
          data: {
            openDispute: {
              __typename: 'Dispute',
              id: 'd1',
              status: 'OPEN',
              reversedAmount: null,
              claimedAmount: null,
              shortfall: null,
              resolutionNote: null,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute' });
    await user.type(within(dialog).getByRole('textbox', { name: /What went wrong/ }), 'too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(within(dialog).getByText('Say what went wrong in 20 to 2,000 characters.')).not.toBeNull();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /What went wrong/ }), ' — the coach never came.');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Disputed: an admin will review it.')).not.toBeNull();
    expect(sent).toEqual([{ requestId: 'r1', reason: 'too short — the coach never came.' }]);
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).toBeNull();
  });

  it('shows nothing when the exchange can no longer be disputed, and the outcome of a resolved one', async () => {
    const { unmount } = renderWithProviders(<Card />, [card({ canDispute: false })]);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).toBeNull();
    unmount();
    renderWithProviders(<Card />, [
      card({
        canDispute: false,
        dispute: {
          __typename: 'Dispute',
          id: 'd1',
          status: 'REVERSED',
          reversedAmount: 1,
          claimedAmount: 0,
          shortfall: 2,
          resolutionNote: 'No-show',
        },
      }),
    ]);
    expect(
      await screen.findByText(
        /Reversed after a dispute: 1 EP taken back from the coach, 2 EP covered by Energy Exchange\./,
      ),
    ).not.toBeNull();
    expect(screen.getByText(/Note: No-show/)).not.toBeNull();
  });

  it("says what a reversal claimed on the coach's holds", async () => {
    renderWithProviders(<Card />, [
      card({
        canDispute: false,
        dispute: {
          __typename: 'Dispute',
          id: 'd1',
          status: 'REVERSED',
          reversedAmount: 0,
          claimedAmount: 3,
          shortfall: 0,
          resolutionNote: null,
        },
      }),
    ]);
    expect(
      await screen.findByText(
        "Reversed after a dispute: 0 EP taken back from the coach, 3 EP claimed on the coach's holds. It no longer counts as a completed exchange.",
      ),
    ).not.toBeNull();
  });
});
