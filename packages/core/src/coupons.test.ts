import { describe, expect, it } from 'vitest';
import { applyCoupon } from './coupons.ts';

describe('applyCoupon', () => {
  it.each([
    [49.99, { percent_off: 20 }, 39.99],
    [129.99, { percent_off: 100 }, 0],
    [49.99, { percent_off: 0 }, 49.99],
    [49.99, { amount_off: 1000 }, 39.99],
    [49.99, { amount_off: 4999 }, 0],
    [49.99, { amount_off: 10_000 }, 0],
    [349.99, { percent_off: null, amount_off: 5000 }, 299.99],
  ])('turns $%f with %j into $%f', (basePrice, coupon, price) => {
    expect(applyCoupon(basePrice, coupon)).toBe(price);
  });

  it.each([[null], [undefined], [{}]])('leaves the price alone with coupon %j', (coupon) => {
    expect(applyCoupon(49.99, coupon)).toBe(49.99);
  });
});
