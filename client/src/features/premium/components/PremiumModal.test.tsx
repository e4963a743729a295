import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MeQuery } from '../../../shared/viewer/operations';
import { assignLocation } from '../../../shared/lib/browser';
import { makeUser, PREMIUM_OFFER } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CreateCheckoutMutation, PremiumBenefitsQuery } from '../operations';
import { PremiumModal } from './PremiumModal';

vi.mock('../../../shared/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/lib/browser')>()),
  assignLocation: vi.fn(),
}));

const benefitsMock = { request: { query: PremiumBenefitsQuery }, result: { data: { premiumBenefits: PREMIUM_OFFER } } };

function checkoutMock(result: { data?: unknown; errors?: GraphQLError[] } | Error) {
  const request = { query: CreateCheckoutMutation, variables: { originUrl: window.location.origin } };
  return result instanceof Error ? { request, error: result } : { request, result };
}

const meMock = {
  request: { query: MeQuery },
  result: { data: { me: makeUser({ userType: 'PREMIUM' }) } },
};

function renderModal(userType: 'FREE' | 'PREMIUM', mocks: ReadonlyArray<object> = [], benefits: object = benefitsMock) {
  const onClose = vi.fn();
  renderWithProviders(<PremiumModal open onClose={onClose} user={{ userType }} />, [benefits, ...mocks] as never);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Upgrade to Premium' }) };
}

beforeEach(() => {
  vi.mocked(assignLocation).mockReset();
});

describe('PremiumModal', () => {
  it('lists the benefits with their points and the price from the server', async () => {
    const { dialog } = renderModal('FREE');
    expect(await within(dialog).findByText('$29')).not.toBeNull();
    expect(within(dialog).getByText('one-time, lifetime access')).not.toBeNull();
    const list = within(dialog).getByRole('list', { name: 'Premium benefits' });
    expect(within(list).getByRole('heading', { name: 'Unlimited Energy Points' })).not.toBeNull();
    expect(within(list).getByText('Request any service, any time: your EP never run out.')).not.toBeNull();
    expect(within(list).getByText('Coaches are still paid in full')).not.toBeNull();
    expect(within(list).getByRole('heading', { name: 'Verified badge' })).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows 'Already Premium!' on a disabled button to premium members", async () => {
    const { dialog } = renderModal('PREMIUM');
    await within(dialog).findByText('$29');
    const button = within(dialog).getByRole('button', { name: 'Already Premium!' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it('Maybe Later closes it', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderModal('FREE');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Upgrade Now creates a checkout for this origin and sends the browser there', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal('FREE', [
      checkoutMock({
        data: {
          createCheckout: { __typename: 'CheckoutCreated', checkoutUrl: 'https://pay.example/cs_1', sessionId: 'cs_1' },
        },
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await vi.waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://pay.example/cs_1'));
    // Still busy while the page leaves.
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's refusal as 'Upgrade failed: …' and stays", async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal('FREE', [
      checkoutMock({
        errors: [new GraphQLError('You are already a Premium member', { extensions: { code: 'CONFLICT' } })],
      }),
      meMock,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Upgrade failed: You are already a Premium member',
    );
    expect(assignLocation).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' }).hasAttribute('disabled')).toBe(false);
  });

  it("falls back to 'Failed to create checkout session' when the call gets no answer", async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal('FREE', [checkoutMock(new Error('offline'))]);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Upgrade failed: Failed to create checkout session',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it("says 'No checkout URL received' when the answer has no address", async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal('FREE', [
      checkoutMock({ data: { createCheckout: { __typename: 'CheckoutCreated', checkoutUrl: '', sessionId: 'cs_1' } } }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Upgrade failed: No checkout URL received');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('says Premium is unavailable and offers no checkout when the server takes no payments', async () => {
    const user = userEvent.setup();
    const unavailable = {
      ...benefitsMock,
      result: { data: { premiumBenefits: { ...benefitsMock.result.data.premiumBenefits, available: false } } },
    };
    const { dialog } = renderModal('FREE', [], unavailable);
    expect(
      await within(dialog).findByText('Premium is not available right now. Please check back later.'),
    ).not.toBeNull();
    const button = within(dialog).getByRole('button', { name: 'Upgrade Now' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.click(button);
    expect(assignLocation).not.toHaveBeenCalled();
    // The benefits stay readable.
    expect(within(dialog).getByRole('heading', { name: 'Unlimited Energy Points' })).not.toBeNull();
  });

  it('shows no unavailable notice while Premium can be bought', async () => {
    const { dialog } = renderModal('FREE');
    await within(dialog).findByText('$29');
    expect(within(dialog).queryByText(/not available right now/)).toBeNull();
  });
});
