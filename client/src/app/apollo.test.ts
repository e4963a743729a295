import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './apollo';

describe('reconnectDelay', () => {
  it('doubles from 1 s, caps at 10 s, and adds under 1 s of jitter', () => {
    expect([0, 1, 2, 3, 4, 10, 50].map((retries) => reconnectDelay(retries, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(0, () => 0.999)).toBe(1999);
  });
});
