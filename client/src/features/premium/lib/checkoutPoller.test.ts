import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyCheckout, isAbortError, pollCheckout, type CheckoutState } from './checkoutPoller';

const unpaid: CheckoutState = { paymentStatus: 'unpaid', status: 'open' };
const paid: CheckoutState = { paymentStatus: 'paid', status: 'complete' };
const expired: CheckoutState = { paymentStatus: 'unpaid', status: 'expired' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('classifyCheckout', () => {
  it('reads paid, expired, or nothing yet', () => {
    expect(classifyCheckout(paid)).toBe('paid');
    expect(classifyCheckout({ paymentStatus: 'paid', status: 'open' })).toBe('paid');
    expect(classifyCheckout(expired)).toBe('expired');
    expect(classifyCheckout(unpaid)).toBeNull();
  });
});

describe('pollCheckout', () => {
  it('checks at once, then every 2 s, and stops on paid', async () => {
    const check = vi
      .fn<() => Promise<CheckoutState>>()
      .mockResolvedValueOnce(unpaid)
      .mockResolvedValueOnce(unpaid)
      .mockResolvedValue(paid);
    const result = pollCheckout({ check });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('paid');
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops on expired', async () => {
    const check = vi.fn<() => Promise<CheckoutState>>().mockResolvedValueOnce(unpaid).mockResolvedValue(expired);
    const result = pollCheckout({ check });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('expired');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('times out after 5 answers without a result', async () => {
    const check = vi.fn<() => Promise<CheckoutState>>().mockResolvedValue(unpaid);
    const attempts: number[] = [];
    const result = pollCheckout({ check, onAttempt: (n) => attempts.push(n) });
    await vi.advanceTimersByTimeAsync(8000);
    await expect(result).resolves.toBe('timeout');
    expect(check).toHaveBeenCalledTimes(5);
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
  });

  it('rethrows a failed check and stops', async () => {
    const check = vi
      .fn<() => Promise<CheckoutState>>()
      .mockResolvedValueOnce(unpaid)
      .mockRejectedValue(new Error('boom'));
    const result = pollCheckout({ check });
    const settled = expect(result).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops without further checks when aborted', async () => {
    const controller = new AbortController();
    const check = vi.fn<() => Promise<CheckoutState>>().mockResolvedValue(unpaid);
    const result = pollCheckout({ check, signal: controller.signal });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(isAbortError(await settled)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
