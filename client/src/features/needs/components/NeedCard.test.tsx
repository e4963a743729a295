import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { renderWithProviders } from '../../../test/render';
import { NeedCard, NeedCard_needFragment } from './NeedCard';

const need = (isMine: boolean, helpedByMe = false) => ({
  __typename: 'Need' as const,
  id: 'n1',
  title: 'A logo',
  description: 'For my studio',
  category: 'marketing',
  categoryLabel: 'Marketing',
  maxEnergy: 5,
  endsOn: '2030-01-31',
  open: true,
  authorName: 'Maya',
  answerCount: 2,
  isMine,
  helpedByMe,
});

describe('NeedCard', () => {
  it("shows someone's need with its budget and last day, and offers I can help", async () => {
    const onHelp = vi.fn();
    renderWithProviders(<NeedCard need={makeFragmentData(need(false), NeedCard_needFragment)} onHelp={onHelp} />);
    expect(screen.getByRole('heading', { name: 'A logo' })).not.toBeNull();
    expect(screen.getByText('up to 5 EP')).not.toBeNull();
    expect(screen.getByText('Until 2030-01-31')).not.toBeNull();
    expect(screen.getByText('2 offers of help')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'I can help' }));
    expect(onHelp).toHaveBeenCalledWith({ id: 'n1', title: 'A logo' });
  });

  it('my own need has no I can help', () => {
    renderWithProviders(<NeedCard need={makeFragmentData(need(true), NeedCard_needFragment)} onHelp={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'I can help' })).toBeNull();
    expect(screen.getByText('Your need')).not.toBeNull();
  });

  it('a need I offered a service for says so instead of I can help', () => {
    renderWithProviders(
      <NeedCard need={makeFragmentData(need(false, true), NeedCard_needFragment)} onHelp={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'I can help' })).toBeNull();
    expect(screen.getByText('You offered help')).not.toBeNull();
  });
});
