import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo('2025-03-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2025-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2025-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2025-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2025-02-20T12:00:00Z', now)).toBe('2 weeks ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
