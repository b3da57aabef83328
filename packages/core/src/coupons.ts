/** Coupon discounts (SPEC §5 "Coupon"), in the payment provider's shape. */
import { roundToCents } from './rounding.ts';

export interface CouponDiscount {
  /** Percentage off, e.g. 25 for 25 %. */
  percent_off?: number | null;
  /** Amount off in cents. */
  amount_off?: number | null;
}

const CENTS_PER_DOLLAR = 100;

/** The price after the coupon, never below 0; no coupon leaves it unchanged. */
export function applyCoupon(basePrice: number, coupon: CouponDiscount | null | undefined): number {
  if (coupon?.percent_off != null) {
    return Math.max(0, roundToCents(basePrice * (1 - coupon.percent_off / 100)));
  }
  if (coupon?.amount_off != null) {
    return Math.max(0, roundToCents(basePrice - coupon.amount_off / CENTS_PER_DOLLAR));
  }
  return basePrice;
}
