import type { PaidPlanId } from '@yardstick/core/enums';
import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type {
  BillingConfig,
  Coupon,
  CreateSubscriptionResponse,
} from '@yardstick/core/schemas/billing';
import { api } from '../../http/client.ts';
import { handOffHeaders } from './handOffToken.ts';

export type { BillingConfig } from '@yardstick/core/schemas/billing';

/** Who the subscription is for: the signed-in owner, or the hand-off of SPEC §6. */
export interface Subscriber {
  userId: string;
  email: string;
  name: string;
  /** Registration's hand-off token: lets the calls go through signed out (SPEC §6). */
  handOffToken?: string | undefined;
}

/** Which intent the card form confirmed (complete-subscription takes one of the two). */
export interface ConfirmedIntent {
  paymentIntentId?: string;
  setupIntentId?: string;
}

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const subscriptionApi = {
  config: (): Promise<BillingConfig> => api.call(endpoints.billingConfig),

  async validateCoupon(couponCode: string, plan: PaidPlanId): Promise<Coupon> {
    const answer = await api.call(endpoints.validateCoupon, {
      body: { couponCode, plan },
    });
    return answer.coupon;
  },

  create: (
    { handOffToken, ...subscriber }: Subscriber,
    plan: PaidPlanId,
    couponId: string | null,
  ): Promise<CreateSubscriptionResponse> =>
    api.call(endpoints.createSubscription, {
      body: { ...subscriber, plan, couponId },
      headers: handOffHeaders(handOffToken),
    }),

  createFree: (
    { handOffToken, ...subscriber }: Subscriber,
    plan: PaidPlanId,
    couponId: string | null,
  ) =>
    api.call(endpoints.createFreeSubscription, {
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
    api.call(endpoints.completeSubscription, {
      body: { userId, plan, couponId, ...intent },
      headers: handOffHeaders(handOffToken),
    }),

  changePlan: (userId: string, newPlan: PaidPlanId) =>
    api.call(endpoints.upgradeSubscription, {
      body: { userId, newPlan },
    }),

  /** By default at the end of the paid period; `immediately` ends it now. */
  cancel: (userId: string, immediately: boolean) =>
    api.call(endpoints.cancelSubscription, {
      body: { userId, immediately },
    }),

  resume: (userId: string) => api.call(endpoints.resumeSubscription, { body: { userId } }),

  /** The test-mode card form's confirmation (what Stripe.js does on Stripe). */
  async confirmTestCard(clientSecret: string, card: TestCard): Promise<ConfirmedIntent> {
    const answer = await api.call(endpoints.confirmTestCard, {
      body: { clientSecret, ...card },
    });
    return answer.type === 'payment'
      ? { paymentIntentId: answer.id }
      : { setupIntentId: answer.id };
  },
};
