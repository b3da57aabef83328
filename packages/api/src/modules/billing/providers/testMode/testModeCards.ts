import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import type { SavedCard } from './testModeRepository.ts';

/** Stripe's 4000 0000 0000 0341 ends so: it saves fine, then every later charge is declined. */
export const FAILS_LATER_CHARGES = '0341';

type CardColumns = { [K in keyof SavedCard]: SavedCard[K] | null };

/** The card columns of a test-mode row, to copy onto another. */
export function cardOf(row: CardColumns): CardColumns {
  return {
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    cardExpMonth: row.cardExpMonth,
    cardExpYear: row.cardExpYear,
  };
}

/** The card a test-mode row holds, as the API shows it; null when it holds none. */
export function paymentMethodOf(row: CardColumns): PaymentMethod | null {
  if (!row.cardBrand || !row.cardLast4) return null;
  return {
    card: {
      brand: row.cardBrand,
      last4: row.cardLast4,
      expMonth: row.cardExpMonth ?? 0,
      expYear: row.cardExpYear ?? 0,
    },
  };
}
