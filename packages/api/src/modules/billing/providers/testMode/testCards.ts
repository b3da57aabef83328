import { parseCardExpiry } from '@yardstick/core/schemas/paymentMethod';
import { ValidationError } from '../../../../platform/errors.ts';

/** What the test-mode processor does with one of Stripe's test card numbers (providers.md §6). */
export interface TestCard {
  brand: string;
  /** Null: the card works. Otherwise Stripe's sentence for the decline. */
  decline: string | null;
  /** The card is saved fine but later off-session charges fail (Stripe's 4000 0000 0000 0341). */
  failsLaterCharges?: boolean;
}

const DECLINED = 'Your card was declined.';

const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { brand: 'visa', decline: null }],
  ['5555555555554444', { brand: 'mastercard', decline: null }],
  ['378282246310005', { brand: 'amex', decline: null }],
  ['6011111111111117', { brand: 'discover', decline: null }],
  ['4000000000000341', { brand: 'visa', decline: null, failsLaterCharges: true }],
  ['4000000000000002', { brand: 'visa', decline: DECLINED }],
  ['4000000000009995', { brand: 'visa', decline: 'Your card has insufficient funds.' }],
  ['4000000000000069', { brand: 'visa', decline: 'Your card has expired.' }],
  ['4000000000000127', { brand: 'visa', decline: "Your card's security code is incorrect." }],
  [
    '4000000000000119',
    {
      brand: 'visa',
      decline: 'An error occurred while processing your card. Try again in a little bit.',
    },
  ],
]);

export const CARD_MESSAGES = {
  numberInvalid: 'Your card number is invalid.',
  notATestCard:
    'Test mode accepts only Stripe test card numbers, such as 4242 4242 4242 4242. No real card is ever charged here.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: DECLINED,
} as const;

export interface CardInput {
  cardNumber: string;
  /** MM/YY or MM/YYYY, spaces allowed, or the digits alone (MMYY). */
  expiry: string;
  cvc: string;
}

export interface CheckedCard extends TestCard {
  last4: string;
  expMonth: number;
  expYear: number;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function parseExpiry(expiry: string, now: Date): { expMonth: number; expYear: number } {
  const parsed = parseCardExpiry(expiry);
  if (!parsed) throw new ValidationError(CARD_MESSAGES.expiryIncomplete);
  const { month, year } = parsed;
  // A card is good until the end of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    throw new ValidationError(CARD_MESSAGES.expiryPast);
  return { expMonth: month, expYear: year };
}

/**
 * Checks the form the way Stripe's card element would, then looks the number up among
 * Stripe's test cards. A decline is not thrown here: the caller records it on the intent.
 */
export function checkTestCard(input: CardInput, now: Date): CheckedCard {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    throw new ValidationError(CARD_MESSAGES.numberInvalid);
  const card = TEST_CARDS.get(digits);
  if (!card) throw new ValidationError(CARD_MESSAGES.notATestCard);
  const expiry = parseExpiry(input.expiry, now);
  const cvcLength = card.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    throw new ValidationError(CARD_MESSAGES.cvcIncomplete);
  return { ...card, last4: digits.slice(-4), ...expiry };
}
