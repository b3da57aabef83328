import type { Coupon } from '@yardstick/core/schemas/billing';
import type Stripe from 'stripe';
import type { Discount } from '../../types.ts';
import { callStripe, isMissingResource } from './callStripe.ts';
import {
  couponSchema,
  promotionCodeListSchema,
  promotionCodeSchema,
  type StripeCoupon,
  type StripePromotionCode,
} from './stripeSchemas.ts';

function durationText(coupon: StripeCoupon): string {
  if (coupon.duration === 'forever') return 'every month';
  if (coupon.duration === 'repeating' && coupon.duration_in_months)
    return `for ${coupon.duration_in_months} months`;
  return 'on your first payment';
}

function describe(coupon: StripeCoupon): string {
  const off =
    coupon.percent_off != null
      ? `${coupon.percent_off}% off`
      : `$${((coupon.amount_off ?? 0) / 100).toFixed(2)} off`;
  return `${off} ${durationText(coupon)}`;
}

/** The page's coupon (SPEC §3), under the id create-subscription is given back. */
function pageCoupon(id: string, coupon: StripeCoupon, label: string): Coupon {
  return {
    id,
    name: coupon.name ?? label,
    description: describe(coupon),
    percent_off: coupon.percent_off ?? null,
    amount_off: coupon.amount_off ?? null,
  };
}

function usableCoupon(promotion: StripePromotionCode): StripeCoupon | null {
  const coupon = promotion.promotion.coupon;
  if (!coupon || typeof coupon === 'string' || !coupon.valid) return null;
  const now = Date.now() / 1000;
  if (!promotion.active || (promotion.expires_at != null && promotion.expires_at <= now))
    return null;
  if (promotion.max_redemptions != null && promotion.times_redeemed >= promotion.max_redemptions)
    return null;
  return coupon;
}

function fromPromotion(promotion: StripePromotionCode): Discount | null {
  const coupon = usableCoupon(promotion);
  if (!coupon) return null;
  return {
    coupon: pageCoupon(promotion.id, coupon, promotion.code),
    apply: { promotionCode: promotion.id },
  };
}

async function couponById(stripe: Stripe, id: string): Promise<Discount | null> {
  try {
    const coupon = couponSchema.parse(await stripe.coupons.retrieve(id));
    return coupon.valid
      ? { coupon: pageCoupon(coupon.id, coupon, coupon.id), apply: { coupon: coupon.id } }
      : null;
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
}

/**
 * A code as the customer types it: a promotion code by its code first (the coupon under its
 * `promotion`, expanded), then a coupon by its id. The page sends back the id it was given,
 * so a promotion code's own id (promo_…) is looked up directly.
 */
export async function findStripeDiscount(stripe: Stripe, code: string): Promise<Discount | null> {
  return callStripe(async () => {
    if (code.startsWith('promo_')) {
      try {
        const promotion = await stripe.promotionCodes.retrieve(code, {
          expand: ['promotion.coupon'],
        });
        return fromPromotion(promotionCodeSchema.parse(promotion));
      } catch (error) {
        if (isMissingResource(error)) return null;
        throw error;
      }
    }
    const list = promotionCodeListSchema.parse(
      await stripe.promotionCodes.list({
        code,
        active: true,
        limit: 1,
        expand: ['data.promotion.coupon'],
      }),
    );
    const [promotion] = list.data;
    if (promotion) return fromPromotion(promotion);
    return couponById(stripe, code);
  });
}
