import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SUGGESTION_BLUR_CLOSE_MS,
  ADDRESS_SUGGESTION_DEBOUNCE_MS,
  ADDRESS_SUGGESTION_LIMIT,
  isAddressEntered,
  shouldQueryAddressSuggestions,
} from './addressSuggestions.ts';

describe('address suggestion constants', () => {
  it('waits 300 ms, shows 5 results and closes 200 ms after blur', () => {
    expect([
      ADDRESS_SUGGESTION_DEBOUNCE_MS,
      ADDRESS_SUGGESTION_LIMIT,
      ADDRESS_SUGGESTION_BLUR_CLOSE_MS,
    ]).toEqual([300, 5, 200]);
  });
});

describe('shouldQueryAddressSuggestions', () => {
  it.each([
    ['12', false],
    ['  12  ', false],
    ['123', true],
    ['1 Main St', true],
  ])('queries for %j: %s', (text, query) => {
    expect(shouldQueryAddressSuggestions(text)).toBe(query);
  });
});

describe('isAddressEntered', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['1 Main St', true],
  ])('accepts %j: %s', (text, entered) => {
    expect(isAddressEntered(text)).toBe(entered);
  });
});
