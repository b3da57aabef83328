import type { Coupon } from '@yardstick/core/schemas/billing';

/**
 * The coupons the test-mode processor knows (the page lists them). Each applies to the
 * first month's base price, like a Stripe coupon with duration 'once'.
 */
export const TEST_COUPONS: readonly Coupon[] = [
  {
    id: 'WELCOME20',
    name: 'Welcome 20% off',
    description: '20% off your first month',
    percent_off: 20,
    amount_off: null,
  },
  {
    id: 'SAVE10',
    name: '$10 off',
    description: '$10 off your first month',
    percent_off: null,
    amount_off: 1000,
  },
  {
    id: 'FREEMONTH',
    name: 'First month free',
    description: '100% off your first month',
    percent_off: 100,
    amount_off: null,
  },
];

/** Codes are matched without regard to case, as Stripe does. */
export function findTestCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return TEST_COUPONS.find((coupon) => coupon.id === wanted);
}
