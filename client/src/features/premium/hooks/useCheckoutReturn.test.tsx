import { act, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, saveSession } from '../../../shared/viewer/session';
import { useViewer } from '../../../shared/viewer/viewer';
import { usePaymentReturn } from '../../../app/usePaymentReturn';
import { MeQuery } from '../../../shared/viewer/operations';
import { makeUser, TEST_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CheckoutStatusQuery } from '../operations';
import { resetSettledCheckoutsForTests } from './useCheckoutReturn';

const SESSION_ID = 'cs_test_1';

function statusMock(paymentStatus: string, status: string) {
  return {
    request: { query: CheckoutStatusQuery, variables: { sessionId: SESSION_ID } },
    result: { data: { checkoutStatus: { __typename: 'CheckoutStatusType', paymentStatus, status } } },
  };
}
const unpaid = () => statusMock('unpaid', 'open');

/** The refreshed member after payment; slow, so the local 999999 can be seen first. */
const meMock = {
  request: { query: MeQuery },
  delay: 1000,
  result: { data: { me: makeUser({ userType: 'PREMIUM', energyPoints: 3 }) } },
};

function Probe({ sessionId }: { sessionId: string | null }) {
  const phase = usePaymentReturn(sessionId ? { sessionId } : null);
  const viewer = useViewer();
  return (
    <>
      <p data-testid="phase">{phase}</p>
      <p data-testid="viewer">{viewer && `${viewer.userType} ${viewer.energyPoints}`}</p>
    </>
  );
}

function start(mocks: ReadonlyArray<object>, sessionId: string | null = SESSION_ID) {
  renderWithProviders(<Probe sessionId={sessionId} />, mocks as never);
}

/**
 * Moves the fake clock, then 1 ms more: the mocked link answers on a 0 ms timer that is created
 * during the advance, after the clock has already stopped there.
 */
async function tick(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(1));
}

const address = () => `${window.location.pathname}${window.location.search}`;
const phase = () => screen.getByTestId('phase').textContent;
/** The member as the cache holds it (what the header shows). */
const viewer = () => screen.getByTestId('viewer').textContent;
const toastTexts = () => [...document.querySelectorAll('.toast__message')].map((node) => node.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  resetSessionForTests();
  resetSettledCheckoutsForTests();
  saveSession(TEST_TOKEN, makeUser({ energyPoints: 1 }));
  window.history.replaceState(null, '', `/?session_id=${SESSION_ID}&upgrade=success`);
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('payment return (usePaymentReturn)', () => {
  it('paid on the 3rd check: premium with 999999 local EP, the success toast, a clean address', async () => {
    start([unpaid(), unpaid(), statusMock('paid', 'complete'), meMock]);
    await tick(0);
    expect(phase()).toBe('confirming');
    expect(toastTexts()).toEqual(['Confirming your payment…']);
    expect(address()).toBe(`/?session_id=${SESSION_ID}&upgrade=success`);

    await tick(2000);
    expect(phase()).toBe('confirming');
    expect(viewer()).toBe('FREE 1');

    await tick(2000);
    expect(phase()).toBe('paid');
    expect(viewer()).toBe('PREMIUM 999999');
    expect(toastTexts()).toEqual(['Payment successful! Welcome to Premium! You now have unlimited Energy Points.']);
    expect(address()).toBe('/');

    // Then the member is reloaded from `me`.
    await tick(1000);
    expect(viewer()).toBe('PREMIUM 3');
  });

  it('expired: an error, no premium, a clean address', async () => {
    start([unpaid(), statusMock('unpaid', 'expired')]);
    await tick(2000);
    expect(phase()).toBe('expired');
    expect(toastTexts()).toEqual(['Payment session expired. Please try again.']);
    expect(screen.getByRole('alert').textContent).toContain('Payment session expired. Please try again.');
    expect(viewer()).toBe('FREE 1');
    expect(address()).toBe('/');
  });

  it('5 answers without a result: the timeout error, and no 6th check', async () => {
    // A 6th check would find no mock and end as an error instead.
    start([unpaid(), unpaid(), unpaid(), unpaid(), unpaid()]);
    await tick(0);
    for (let check = 2; check <= 4; check++) {
      await tick(2000);
      expect(phase()).toBe('confirming');
    }
    await tick(2000);
    expect(phase()).toBe('timeout');
    expect(toastTexts()).toEqual([
      'Payment status check timed out. Please contact support if your payment was processed.',
    ]);
    await tick(10_000);
    expect(phase()).toBe('timeout');
    expect(viewer()).toBe('FREE 1');
    expect(address()).toBe('/');
  });

  it("a check that gets no answer: 'Error checking payment status. Please try again.'", async () => {
    start([
      unpaid(),
      { request: { query: CheckoutStatusQuery, variables: { sessionId: SESSION_ID } }, error: new Error('offline') },
    ]);
    await tick(2000);
    expect(phase()).toBe('error');
    expect(toastTexts()).toEqual(['Error checking payment status. Please try again.']);
    expect(address()).toBe('/');
  });

  it("a check the server refuses: 'Failed to check payment status'", async () => {
    start([
      {
        request: { query: CheckoutStatusQuery, variables: { sessionId: SESSION_ID } },
        result: { errors: [new GraphQLError('Checkout session not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await tick(0);
    expect(phase()).toBe('error');
    expect(toastTexts()).toEqual(['Failed to check payment status']);
  });

  it('does nothing without a payment return', async () => {
    window.history.replaceState(null, '', '/?admin=true');
    start([], null);
    await tick(10_000);
    expect(phase()).toBe('idle');
    expect(toastTexts()).toEqual([]);
    expect(address()).toBe('/?admin=true');
  });
});
