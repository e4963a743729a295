/**
 * A map that keeps at most `capacity` entries, dropping the least recently used (read or written)
 * first. For caches that anyone's requests fill (documents, compiled operations, public answers):
 * a flood of new keys can never grow them.
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

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
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
