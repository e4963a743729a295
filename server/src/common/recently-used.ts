/**
 * A map that keeps at most `capacity` entries, dropping the least recently used (read or written)
 * first. For caches that anyone's requests fill (documents, compiled operations, public answers,
 * verified tokens): a flood of new keys can never grow them.
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  /** `onEvict` hears of each entry dropped for room (not of `delete` or `clear`): for an index kept beside it. */
  constructor(
    private readonly capacity: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value); // a Map iterates in insertion order: last is most recent
    return value;
  }

  /** Keeps the value as the most recently used, dropping the least recently used beyond capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const [oldest, dropped] = this.entries.entries().next().value as [K, V];
      this.entries.delete(oldest);
      this.onEvict?.(oldest, dropped);
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
