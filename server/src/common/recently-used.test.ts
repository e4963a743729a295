import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used.js';

describe('RecentlyUsed', () => {
  it('keeps at most its capacity, dropping the least recently read or written first', () => {
    const kept = new RecentlyUsed<string, number | null>(2);
    kept.set('a', 1);
    kept.set('b', null);
    expect(kept.get('a')).toBe(1); // a is now more recent than b
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c'), kept.size]).toEqual([1, undefined, 3, 2]);
    kept.set('a', 4); // a written again: most recent, c the oldest
    kept.set('d', 5);
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([4, undefined, 5]);
  });

  it('tells a kept null from an absent key, and forgets on delete and clear', () => {
    const kept = new RecentlyUsed<string, null>(2);
    kept.set('x', null);
    expect(kept.get('x')).toBeNull();
    expect(kept.delete('x')).toBe(true);
    expect(kept.get('x')).toBeUndefined();
    kept.set('y', null);
    kept.clear();
    expect([kept.get('y'), kept.size]).toEqual([undefined, 0]);
  });

  it('tells of each entry dropped for room, and only of those', () => {
    const dropped: Array<[string, number]> = [];
    const kept = new RecentlyUsed<string, number>(2, (key, value) => dropped.push([key, value]));
    kept.set('a', 1);
    kept.set('b', 2);
    kept.delete('b');
    kept.set('c', 3);
    kept.set('d', 4);
    kept.clear();
    expect(dropped).toEqual([['a', 1]]);
  });
});
