/**
 * Money is stored as integer cents and prices per sq ft as exact decimal strings
 * (DESIGN §3); these convert at the storage boundary. Rounding here only absorbs float
 * noise (19.99 × 100 = 1998.9999…), it is not a pricing rule.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** numeric(12,6) text for a price per sq ft. */
export function toDecimalText(value: number): string {
  return value.toFixed(6);
}

export function decimalTextToNumber(value: string): number {
  return Number(value);
}
