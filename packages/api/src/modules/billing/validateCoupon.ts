import type { Coupon } from '@yardstick/core/schemas/billing';
import { ValidationError } from '../../platform/errors.ts';
import type { BillingContext } from './context.ts';
import { BILLING_ERRORS } from './messages.ts';
import type { Discount } from './types.ts';

/** The discount of a code or coupon id; an unknown or used-up one is 'Invalid coupon code'. */
export async function discountFor(
  { provider }: Pick<BillingContext, 'provider'>,
  code: string | null | undefined,
): Promise<Discount | null> {
  if (!code) return null;
  const discount = await provider.findDiscount(code.trim());
  if (!discount) throw new ValidationError(BILLING_ERRORS.couponInvalid);
  return discount;
}

/** POST /api/validate-coupon: the coupon as the page shows it. */
export async function validateCoupon(
  context: Pick<BillingContext, 'provider'>,
  code: string,
): Promise<Coupon> {
  const discount = await discountFor(context, code);
  if (!discount) throw new ValidationError(BILLING_ERRORS.couponRequired);
  return discount.coupon;
}
