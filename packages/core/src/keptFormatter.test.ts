import { describe, expect, it } from 'vitest';
import { kept } from './keptFormatter.ts';

describe('kept', () => {
  it('makes one formatter per key, and a new one each time without a key', () => {
    const formatters = new Map<string, object>();
    let made = 0;
    const make = () => ({ made: ++made });
    expect(kept(formatters, 'UTC', make)).toBe(kept(formatters, 'UTC', make));
    expect(kept(formatters, undefined, make)).not.toBe(kept(formatters, undefined, make));
    expect(made).toBe(3);
  });

  it('keeps nothing for a zone the runtime lacks: it throws every time', () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const make = () => new Intl.DateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' });
    expect(() => kept(formatters, 'Mars/Olympus_Mons', make)).toThrow(RangeError);
    expect(() => kept(formatters, 'Mars/Olympus_Mons', make)).toThrow(RangeError);
    expect(formatters.size).toBe(0);
  });
});
