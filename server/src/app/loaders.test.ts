import { describe, expect, it } from 'vitest';
import DataLoader from 'dataloader';
import { createLoaders } from './loaders.js';
import type { Services } from './services.js';

/**
 * A request's loaders are made when a resolver first asks for one: an operation selecting the
 * fields of one loader makes that one only, and a second read gets the same loader (its batch and
 * its cache are the request's).
 */
describe('the loaders of a request', () => {
  // No loader reads its services until it loads something.
  const services = {} as Services;

  it('are made on first read, each once, and only those are listed', () => {
    const loaders = createLoaders(services, null);
    expect(Object.values(loaders)).toEqual([]);
    const member = loaders.member;
    expect(member).toBeInstanceOf(DataLoader);
    expect(loaders.member).toBe(member);
    expect(Object.values(loaders)).toEqual([member]);
    expect(Object.keys(loaders)).toEqual(['member']);
  });

  it('are not shared between requests', () => {
    const first = createLoaders(services, null);
    const second = createLoaders(services, null);
    expect(first.walletBalance).not.toBe(second.walletBalance);
    expect(first.profile).toBe(first.profile);
  });
});
