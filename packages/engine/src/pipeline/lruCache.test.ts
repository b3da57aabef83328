import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache.ts';

describe('LruCache', () => {
  it('computes once per key and shares the pending result', async () => {
    const cache = new LruCache<number>(2);
    let calls = 0;
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([
      cache.getOrCompute('x', compute),
      cache.getOrCompute('x', compute),
    ]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
  });

  it('evicts the least recently used entry', async () => {
    const cache = new LruCache<string>(2);
    await cache.getOrCompute('a', async () => 'a');
    await cache.getOrCompute('b', async () => 'b');
    await cache.getOrCompute('a', async () => 'again');
    await cache.getOrCompute('c', async () => 'c');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });

  it('does not keep failures', async () => {
    const cache = new LruCache<string>(2);
    await expect(
      cache.getOrCompute('x', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(cache.has('x')).toBe(false);
  });
});
