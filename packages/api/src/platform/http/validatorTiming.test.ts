import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from '@yardstick/core/schemas/index';

/**
 * No request may hold the event loop: every exported schema must decide on a 1 MB value
 * in well under 50 ms, whatever shape the value is and whichever field carries it.
 */
const MEGABYTE = 1024 * 1024;
const LIMIT_MS = 50;

/** Strings that make backtracking patterns blow up, each about 1 MB long. */
const hostileStrings = {
  emailBacktracking: `a@${'a.'.repeat(MEGABYTE / 2)}@`,
  dots: '.'.repeat(MEGABYTE),
  letters: 'a'.repeat(MEGABYTE),
  spaces: ' '.repeat(MEGABYTE),
  hostLabels: `${'a-'.repeat(MEGABYTE / 2)}!`,
  hex: `#${'0'.repeat(MEGABYTE)}`,
};

function namedSchemas(): [string, z.ZodType][] {
  const named: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(schemas) as [string, unknown][]) {
    if (value instanceof z.ZodType) named.push([name, value]);
  }
  return named;
}

function fieldNames(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function parseMs(schema: z.ZodType, value: unknown): number {
  // CPU time of the parse itself, not wall time: on a loaded machine the process may wait
  // for a core, which says nothing about the validator. A slow parse is tried twice more and
  // the fastest run counts: a pattern that backtracks is slow every time, while a first-run
  // warm-up or a collection is not.
  const once = () => {
    const start = process.cpuUsage();
    schema.safeParse(value);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  const first = once();
  return first <= LIMIT_MS ? first : Math.min(first, once(), once());
}

describe('every schema on a 1 MB input', () => {
  const named = namedSchemas();

  it('finds the request schemas', () => {
    expect(named.map(([name]) => name)).toEqual(
      expect.arrayContaining(['acceptQuoteRequestSchema', 'registrationRequestSchema']),
    );
  });

  it(`decides within ${LIMIT_MS} ms, whole value or any single field`, () => {
    const slow: string[] = [];
    for (const [name, schema] of named) {
      for (const [label, text] of Object.entries(hostileStrings)) {
        const cases: [string, unknown][] = [
          ['value', text],
          ...fieldNames(schema).map((field): [string, unknown] => [field, { [field]: text }]),
          ['every field', Object.fromEntries(fieldNames(schema).map((field) => [field, text]))],
        ];
        for (const [where, value] of cases) {
          const ms = parseMs(schema, value);
          if (ms > LIMIT_MS) slow.push(`${name}.${where} (${label}): ${ms.toFixed(0)} ms`);
        }
      }
    }
    expect(slow).toEqual([]);
  });
});
