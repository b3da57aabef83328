import { describe, expect, it } from 'vitest';
import { DEMO_EXAMPLE_COUNT, spreadExamples } from './DemoAddresses.tsx';

describe('spreadExamples', () => {
  it('keeps a short list as it is', () => {
    expect(spreadExamples(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('picks a few addresses spread over a long list, starting with the first', () => {
    const addresses = Array.from({ length: 60 }, (_, index) => `${index} Elm St`);
    const examples = spreadExamples(addresses);
    expect(examples).toHaveLength(DEMO_EXAMPLE_COUNT);
    expect(examples[0]).toBe('0 Elm St');
    expect(examples.at(-1)).toBe('50 Elm St');
    expect(new Set(examples).size).toBe(DEMO_EXAMPLE_COUNT);
  });
});
