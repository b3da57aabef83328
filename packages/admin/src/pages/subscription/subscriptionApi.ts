import type { PaidPlanId } from '@yardstick/core/enums';
import {
  cancelSubscriptionResponseSchema,
  completeSubscriptionResponseSchema,
  createSubscriptionResponseSchema,
  upgradeSubscriptionResponseSchema,
  validateCouponResponseSchema,
  type Coupon,
  type CreateSubscriptionResponse,
} from '@yardstick/core/schemas/billing';
import { z } from 'zod';
import { api } from '../../http/client.ts';
import { handOffHeaders } from './handOffToken.ts';

/** Who the subscription is for: the signed-in owner, or the hand-off of SPEC §6. */
export interface Subscriber {
  userId: string;
  email: string;
  name: string;
  /** Registration's hand-off token: lets the calls go through signed out (SPEC §6). */
  handOffToken?: string | undefined;
}

/** Which payment form to show: Stripe's Payment Element, or the built-in test-mode form. */
export const billingConfigSchema = z.object({
  mode: z.enum(['stripe', 'test']),
  publishableKey: z.string().optional(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Which intent the card form confirmed (complete-subscription takes one of the two). */
export interface ConfirmedIntent {
  paymentIntentId?: string;
  setupIntentId?: string;
}

const testConfirmSchema = z.object({ type: z.enum(['payment', 'setup']), id: z.string() });

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const subscriptionApi = {
  config: (): Promise<BillingConfig> =>
    api.request('GET', '/api/billing/config', { schema: billingConfigSchema }),

  async validateCoupon(couponCode: string, plan: PaidPlanId): Promise<Coupon> {
    const answer = await api.request('POST', '/api/validate-coupon', {
      body: { couponCode, plan },
      schema: validateCouponResponseSchema,
    });
    return answer.coupon;
  },

  create: (
    { handOffToken, ...subscriber }: Subscriber,
    plan: PaidPlanId,
    couponId: string | null,
  ): Promise<CreateSubscriptionResponse> =>
    api.request('POST', '/api/create-subscription', {
      body: { ...subscriber, plan, couponId },
      headers: handOffHeaders(handOffToken),
      schema: createSubscriptionResponseSchema,
    }),

  createFree: (
    { handOffToken, ...subscriber }: Subscriber,
    plan: PaidPlanId,
    couponId: string | null,
  ) =>
    api.request('POST', '/api/create-free-subscription', {
      body: { ...subscriber, plan, couponId },
      headers: handOffHeaders(handOffToken),
    }),

  complete: (
    userId: string,
    plan: PaidPlanId,
    couponId: string | null,
    intent: ConfirmedIntent,
    handOffToken?: string,
  ) =>
    api.request('POST', '/api/complete-subscription', {
      body: { userId, plan, couponId, ...intent },
      headers: handOffHeaders(handOffToken),
      schema: completeSubscriptionResponseSchema,
    }),

  changePlan: (userId: string, newPlan: PaidPlanId) =>
    api.request('POST', '/api/upgrade-subscription', {
      body: { userId, newPlan },
      schema: upgradeSubscriptionResponseSchema,
    }),

  /** By default at the end of the paid period; `immediately` ends it now. */
  cancel: (userId: string, immediately: boolean) =>
    api.request('POST', '/api/cancel-subscription', {
      body: { userId, immediately },
      schema: cancelSubscriptionResponseSchema,
    }),

  resume: (userId: string) => api.request('POST', '/api/resume-subscription', { body: { userId } }),

  /** The test-mode card form's confirmation (what Stripe.js does on Stripe). */
  async confirmTestCard(clientSecret: string, card: TestCard): Promise<ConfirmedIntent> {
    const answer = await api.request('POST', '/api/billing/test-mode/confirm', {
      body: { clientSecret, ...card },
      schema: testConfirmSchema,
    });
    return answer.type === 'payment'
      ? { paymentIntentId: answer.id }
      : { setupIntentId: answer.id };
  },
};
