import { describe, expect, it } from 'vitest';
import {
  formatCardExpiry,
  parseCardExpiry,
  testCardFormSchema,
  updatePaymentMethodRequestSchema,
} from './paymentMethod.ts';

describe('card expiry as people type it', () => {
  it.each([
    ['1230', { month: 12, year: 2030 }],
    ['12/30', { month: 12, year: 2030 }],
    ['12 / 30', { month: 12, year: 2030 }],
    ['0931', { month: 9, year: 2031 }],
    ['9/31', { month: 9, year: 2031 }],
    ['122030', { month: 12, year: 2030 }],
    ['12/2030', { month: 12, year: 2030 }],
  ])('reads %s', (typed, expected) => {
    expect(parseCardExpiry(typed)).toEqual(expected);
  });

  it.each(['', '13', '1330', '0030', '12/3', 'ab/cd', '12-30-40'])('refuses %j', (typed) => {
    expect(parseCardExpiry(typed)).toBeNull();
  });

  it('shows what was typed as MM / YY', () => {
    expect(formatCardExpiry({ month: 9, year: 2031 })).toBe('09 / 31');
  });
});

describe('the test card form', () => {
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '1230', cvc: '123' };

  it('accepts an expiry typed 1230 as well as 12/30', () => {
    expect(testCardFormSchema.safeParse(card).success).toBe(true);
    expect(testCardFormSchema.safeParse({ ...card, expiry: '12/30' }).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    const result = testCardFormSchema.safeParse({ cardNumber: '42', expiry: '13/30', cvc: '' });
    expect(result.success).toBe(false);
    expect(
      Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
      ),
    ).toEqual({
      cardNumber: 'Your card number is invalid.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });
});

describe('the card update request', () => {
  it('takes a Stripe or test-mode SetupIntent id only', () => {
    const ok = (setupIntentId: unknown) =>
      updatePaymentMethodRequestSchema.safeParse({ setupIntentId }).success;
    expect(ok('seti_1Abc')).toBe(true);
    expect(ok('tm_seti_00ff')).toBe(true);
    expect(ok('pi_123')).toBe(false);
    expect(ok('seti_../x')).toBe(false);
    expect(ok(7)).toBe(false);
  });
});
