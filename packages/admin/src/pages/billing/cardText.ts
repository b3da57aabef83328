import { capitalize } from '@yardstick/core/format';
import type { PaymentMethod } from '@yardstick/core/schemas/billing';

type Card = PaymentMethod['card'];

/** 'Visa ending in 4242'. */
export function cardName(card: Card): string {
  return `${capitalize(card.brand)} ending in ${card.last4}`;
}

/** '12/2030'. */
export function cardExpiry(card: Card): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
