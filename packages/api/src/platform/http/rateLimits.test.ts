import { describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from './authenticate.ts';
import { widgetClientKey } from './rateLimits.ts';

/** The parts of a request the key generator reads. */
function request(ip: string, apiKey?: string) {
  const headers = new Map(apiKey === undefined ? [] : [[API_KEY_HEADER.toLowerCase(), apiKey]]);
  return { ip, get: (name: string) => headers.get(name.toLowerCase()) };
}

describe('widgetClientKey', () => {
  const known = new Set(['ys_pk_known']);
  const isKnown = (key: string) => known.has(key);

  it('counts every key not known to be valid under the client IP alone', () => {
    const ip = '198.51.100.7';
    const keys = [undefined, 'ys_pk_guess', `ys_pk_${'x'.repeat(12_000)}`, 'not a key'];
    const counters = new Set(keys.map((key) => widgetClientKey(request(ip, key), isKnown)));
    expect(counters.size).toBe(1);
    expect([...counters][0]).not.toContain('x');
  });

  it('counts a known key per key and IP, under a short digest rather than the key', () => {
    const counter = widgetClientKey(request('198.51.100.8', 'ys_pk_known'), isKnown);
    expect(counter).not.toContain('ys_pk_known');
    expect(counter.length).toBeLessThan(100);
    expect(counter).not.toBe(widgetClientKey(request('198.51.100.8'), isKnown));
    expect(counter).not.toBe(widgetClientKey(request('198.51.100.9', 'ys_pk_known'), isKnown));
  });
});
