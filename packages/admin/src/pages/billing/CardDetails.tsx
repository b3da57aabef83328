import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import { cardExpiry, cardName } from './cardText.ts';

/** A card's brand, last four digits and expiry, as a definition list. */
export function CardDetails({ card }: { card: PaymentMethod['card'] }) {
  return (
    <dl className="details grid-auto">
      <div>
        <dt>Card</dt>
        <dd>{cardName(card)}</dd>
      </div>
      <div>
        <dt>Expires</dt>
        <dd>{cardExpiry(card)}</dd>
      </div>
    </dl>
  );
}
