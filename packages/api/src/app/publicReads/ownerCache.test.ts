import { describe, expect, it } from 'vitest';
import { OwnerCache } from './ownerCache.ts';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('OwnerCache', () => {
  it('returns what was set until the TTL passes', () => {
    const clock = clockAt(0);
    const cache = new OwnerCache<string>({ clock, maxEntries: 10, ttlMs: 1000 });
    cache.set('demo', 'owner-a', 'Demo Lawns');
    clock.advance(999);
    expect(cache.get('demo')).toBe('Demo Lawns');
    clock.advance(1);
    expect(cache.get('demo')).toBeUndefined();
  });

  it('ends an entry at its own deadline when that comes before the TTL', () => {
    const clock = clockAt(0);
    const cache = new OwnerCache<string>({ clock, maxEntries: 10, ttlMs: 60_000 });
    cache.set('demo', 'owner-a', 'active', new Date(500));
    clock.advance(500);
    expect(cache.get('demo')).toBeUndefined();
  });

  it('forgets every entry of an owner at once and keeps the others', () => {
    const cache = new OwnerCache<string>({ clock: clockAt(0), maxEntries: 10, ttlMs: 1000 });
    cache.set('shop-a', 'owner-a', 'A');
    cache.set('a.example.com', 'owner-a', 'A');
    cache.set('shop-b', 'owner-b', 'B');
    cache.forgetOwner('owner-a');
    expect(cache.get('shop-a')).toBeUndefined();
    expect(cache.get('a.example.com')).toBeUndefined();
    expect(cache.get('shop-b')).toBe('B');
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new OwnerCache<number>({ clock: clockAt(0), maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 'o', 1);
    cache.set('b', 'o', 2);
    cache.get('a');
    cache.set('c', 'o', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
