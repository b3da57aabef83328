import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazyModule.ts';

describe('lazyModule', () => {
  it('fetches once however often it is asked, and then has the module at hand', async () => {
    let fetches = 0;
    const lazy = lazyModule(() => {
      fetches += 1;
      return Promise.resolve({ answer: 42 });
    });

    expect(lazy.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);

    expect(first).toBe(second);
    expect(lazy.loaded()).toEqual({ answer: 42 });
    expect(fetches).toBe(1);
  });

  it('tries again after a failed fetch instead of keeping the failure', async () => {
    let fetches = 0;
    const lazy = lazyModule(() => {
      fetches += 1;
      return fetches === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ answer: 42 });
    });

    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 42 });
    expect(fetches).toBe(2);
  });

  it('hands the module over in the same task once it has arrived', async () => {
    const lazy = lazyModule(() => Promise.resolve({ answer: 42 }));
    const seen: number[] = [];

    await lazy.with((module) => seen.push(module.answer));
    void lazy.with((module) => seen.push(module.answer + 1));

    expect(seen).toEqual([42, 43]);
  });
});
