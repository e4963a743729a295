import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReferralInfoQuery } from '../operations';
import { ReferEarnModal } from './ReferEarnModal';

const LINK = 'https://energy.example/?ref=JANE42';

function referral(fullName: string, completed: boolean, day: number) {
  return {
    __typename: 'RecentReferral',
    fullName,
    completed,
    createdAt: `2030-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  };
}

const infoMock = {
  request: { query: ReferralInfoQuery },
  result: {
    data: {
      referralInfo: {
        __typename: 'ReferralInfo',
        totalReferrals: 7,
        successfulReferrals: 4,
        epEarned: 20,
        referralLink: LINK,
        referralCode: 'JANE42',
        recentReferrals: [
          referral('Ana', true, 9),
          referral('Ben', false, 8),
          referral('Cleo', true, 7),
          referral('Dev', true, 6),
          referral('Eve', false, 5),
          referral('Finn', true, 4),
        ],
      },
    },
  },
};

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReferEarnModal', () => {
  it('shows the link, the three figures and the first 5 recent referrals, each tagged +5 EP', async () => {
    renderWithProviders(<ReferEarnModal open onClose={() => {}} />, [infoMock]);
    const dialog = screen.getByRole('dialog', { name: 'Refer & Earn' });
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Your referral link')).value).toBe(LINK);

    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total referrals')).toBe('7');
    expect(figure('Successful referrals')).toBe('4');
    expect(figure('EP earned')).toBe('20');

    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.referral__name')?.textContent)).toEqual([
      'Ana',
      'Ben',
      'Cleo',
      'Dev',
      'Eve',
    ]);
    expect(items.every((li) => li.textContent?.includes('+5 EP'))).toBe(true);
    expect(within(items[1]).getByText('· pending', { exact: false })).not.toBeNull();
    expect(within(items[0]).queryByText(/pending/)).toBeNull();
  });

  it("copies the link: a toast, and the button reads 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    mockClipboard(writeText);
    renderWithProviders(<ReferEarnModal open onClose={() => {}} />, [infoMock]);
    const copy = await screen.findByRole('button', { name: 'Copy Link' });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(copy.textContent).toBe('Copied!');
    expect(screen.getByRole('status').textContent).toBe('Link copied to clipboard!');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(copy.textContent).toBe('Copied!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(copy.textContent).toBe('Copy Link');
  });

  it("says 'Failed to copy link' when the clipboard refuses", async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    renderWithProviders(<ReferEarnModal open onClose={() => {}} />, [infoMock]);
    const copy = await screen.findByRole('button', { name: 'Copy Link' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(screen.getByRole('alert').textContent).toBe('Failed to copy link');
    expect(copy.textContent).toBe('Copy Link');
  });

  it("says 'Failed to load referral information' when the figures cannot be loaded", async () => {
    renderWithProviders(<ReferEarnModal open onClose={() => {}} />, [
      { request: { query: ReferralInfoQuery }, error: new Error('offline') },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load referral information');
    expect(screen.getByRole('button', { name: 'Try again' })).not.toBeNull();
  });
});
