import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenPremiumUpgrade } from '../../features/premium/components/PremiumUpgradeContext';
import { PremiumBenefitsQuery } from '../../features/premium/operations';
import { makeUser, PREMIUM_OFFER } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { Shell } from './Shell';

const benefitsMock = {
  request: { query: PremiumBenefitsQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { premiumBenefits: PREMIUM_OFFER } },
};

/** A view that has its own Upgrade action (e.g. an insufficient-EP notice). */
function ViewWithUpgrade() {
  const openUpgrade = useOpenPremiumUpgrade();
  return openUpgrade ? (
    <button type="button" onClick={openUpgrade}>
      Upgrade for unlimited EP
    </button>
  ) : null;
}

beforeEach(() => {
  // The shell posts to the demo-data endpoint on view changes.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
});

describe('Shell and Premium', () => {
  it("opens the upgrade modal from the header's Upgrade to Premium button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />, [benefitsMock]);
    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(await within(dialog).findByText('$29')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' })).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('opens it from How it works and from a view that says Upgrade', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} renderView={() => <ViewWithUpgrade />} />, [
      benefitsMock,
    ]);
    await user.click(screen.getByRole('button', { name: 'How it works' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'How It Works' })).getByRole('button', {
        name: 'Upgrade to Premium',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'How It Works' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));

    await user.click(screen.getByRole('button', { name: 'Upgrade for unlimited EP' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).not.toBeNull();
  });

  it('shows premium members ∞ EP and the verified badge, with no Upgrade anywhere', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser({ userType: 'PREMIUM', energyPoints: 999999 })} onLogout={vi.fn()} />, [
      benefitsMock,
    ]);
    expect(screen.getByRole('group', { name: 'Energy Points balance' }).textContent).toContain('∞');
    expect(screen.getByTitle('Verified premium member').textContent).toBe('Verified');
    expect(screen.getByText('Premium member')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'How it works' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'How It Works' })).queryByRole('button', {
        name: 'Upgrade to Premium',
      }),
    ).toBeNull();
  });

  it.each([
    ['the ∞ balance', 'Unlimited Energy Points'],
    ['the verified badge', 'Verified premium member: your Premium membership'],
  ])(
    "lets a premium member open the modal from %s: the benefits, 'Already Premium!' on a disabled button",
    async (_opener, name) => {
      const user = userEvent.setup();
      renderWithProviders(<Shell user={makeUser({ userType: 'PREMIUM', energyPoints: 999999 })} onLogout={vi.fn()} />, [
        benefitsMock,
      ]);
      const opener = screen.getByRole('button', { name });
      expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
      expect(await within(dialog).findByText('Unlimited Energy Points')).not.toBeNull();
      const owned = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Already Premium!' });
      expect(owned.disabled).toBe(true);
      expect(within(dialog).queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
      expect(screen.queryByRole('dialog', { name: 'Upgrade to Premium' })).toBeNull();
    },
  );

  it('gives free members no such openers: their balance and name are not buttons', () => {
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />, [benefitsMock]);
    const balance = screen.getByRole('group', { name: 'Energy Points balance' });
    expect(within(balance).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Verified premium member/ })).toBeNull();
  });
});
