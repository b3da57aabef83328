import type { Clock } from '../../platform/clock.ts';

interface Entry<V> {
  value: V;
  ownerId: string;
  expiresAt: number;
}

export interface OwnerCacheOptions {
  clock: Clock;
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Longest an entry is trusted, whatever else happens. */
  ttlMs: number;
}

/**
 * A bounded map of values that each belong to one owner: a write for that owner forgets
 * them all at once (`forgetOwner`). Expiry follows the app's clock, so tests that move time
 * see it too.
 */
export class OwnerCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(private readonly options: OwnerCacheOptions) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.options.clock.now().getTime()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** `until` ends the entry earlier than the TTL (a trial that ends in ten seconds). */
  set(key: string, ownerId: string, value: V, until?: Date): void {
    const ttlEnd = this.options.clock.now().getTime() + this.options.ttlMs;
    const expiresAt = Math.min(ttlEnd, until?.getTime() ?? ttlEnd);
    this.#entries.delete(key);
    this.#entries.set(key, { value, ownerId, expiresAt });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.options.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  forgetOwner(ownerId: string): void {
    for (const [key, entry] of this.#entries) {
      if (entry.ownerId === ownerId) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
