import type { PaidPlanId, SubscriptionStatus } from '@yardstick/core/enums';
import type { Coupon, PaymentMethod } from '@yardstick/core/schemas/billing';
import type { Invoice } from '@yardstick/core/schemas/paymentMethod';

/** 'stripe' with keys in config; 'test' is the built-in test-mode processor. */
export type BillingMode = 'stripe' | 'test';

export type IntentType = 'payment' | 'setup';

/** A coupon as the page shows it, and how the provider applies it to a subscription. */
export interface Discount {
  coupon: Coupon;
  /** Stripe applies a promotion code by its id and a bare coupon by its own id. */
  apply: { promotionCode: string } | { coupon: string };
}

export interface IntentRef {
  type: IntentType;
  id: string;
}

/** What the page confirms with its card form: the first payment, or saving a card when nothing is due. */
export interface CheckoutIntent extends IntentRef {
  clientSecret: string;
}

export interface NewSubscription {
  subscriptionId: string;
  status: SubscriptionStatus;
  /** Null when nothing is due and no card is asked for (a 100 % coupon on Stripe). */
  intent: CheckoutIntent | null;
}

export interface IntentState extends IntentRef {
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';
  customerId: string | null;
  paymentMethodId: string | null;
  /** The provider's sentence for the last failure ('Your card was declined.'). */
  errorMessage: string | null;
}

/** A subscription as the provider knows it, in our terms. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  plan: PaidPlanId | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

export interface CreateSubscriptionInput {
  customerId: string;
  ownerId: string;
  plan: PaidPlanId;
  discount: Discount | null;
}

/** The subscription whose card is being changed, and whose owner. */
export interface CardOwnerRef {
  customerId: string;
  subscriptionId: string;
  ownerId: string;
}

/** The card a confirmed SetupIntent saved becomes the default; what that left the subscription as. */
export interface CardChange {
  paymentMethod: PaymentMethod;
  state: SubscriptionState;
}

export interface MeterEventInput {
  customerId: string;
  /** Idempotency: one estimate is reported once, however often this is retried. */
  identifier: string;
  timestamp: Date;
}

/**
 * What billing needs from a payment processor. Two implementations, chosen once from config
 * (registry.ts): Stripe, and the built-in test-mode processor. contract.test.ts holds both to
 * the same behaviour. Failures are the typed errors of src/errors.ts with a sentence to show.
 */
export interface BillingProvider {
  readonly mode: BillingMode;
  /** The key the page loads Stripe.js with; undefined in test mode. */
  readonly publishableKey: string | undefined;

  /** A promotion code by its code, else a coupon by its id; null when there is no valid one. */
  findDiscount(code: string): Promise<Discount | null>;
  /** Creates the payment customer of an owner (done once; the id is kept on the owner). */
  createCustomer(input: { ownerId: string; email: string; name: string }): Promise<string>;
  /** An incomplete subscription and the intent the page confirms. */
  createSubscription(input: CreateSubscriptionInput): Promise<NewSubscription>;
  retrieveIntent(ref: IntentRef): Promise<IntentState>;
  /** After the intent succeeded (or with none when nothing is due): the card becomes the default. */
  activateSubscription(
    subscriptionId: string,
    intent: IntentState | null,
  ): Promise<SubscriptionState>;
  getSubscription(subscriptionId: string): Promise<SubscriptionState>;
  /** Moves to another plan, prorated and charged at once; a scheduled downgrade is dropped. */
  changePlan(subscriptionId: string, plan: PaidPlanId): Promise<SubscriptionState>;
  /**
   * A move to a cheaper plan from `at` (the end of the paid period) on: nothing is charged or
   * credited now, and the current plan runs until then.
   */
  schedulePlanChange(subscriptionId: string, plan: PaidPlanId, at: Date): Promise<void>;
  /** Ends the subscription now. */
  cancelSubscription(subscriptionId: string): Promise<SubscriptionState>;
  /**
   * Ends the subscription at `at`, the end of the paid period (Stripe's cancel_at_period_end),
   * or with null keeps it running (resume).
   */
  cancelAtPeriodEnd(subscriptionId: string, at: Date | null): Promise<void>;
  paymentMethod(ref: {
    customerId: string;
    subscriptionId: string | null;
  }): Promise<PaymentMethod | null>;
  /** A SetupIntent for a new card (the page confirms it with its card form). */
  setupCard(ref: CardOwnerRef): Promise<CheckoutIntent>;
  /**
   * Makes the card of a succeeded SetupIntent the default of the customer and the subscription;
   * a past-due subscription's unpaid charge is retried on it at once.
   */
  useCard(ref: CardOwnerRef, intent: IntentState): Promise<CardChange>;
  /** The customer's charges, newest first. */
  invoices(customerId: string): Promise<Invoice[]>;
  /** Reports one billed estimate (pay-as-you-go, or beyond a plan's included ones). */
  recordMeterEvent(event: MeterEventInput): Promise<void>;
}
