import { randomBytes } from 'node:crypto';
import { addMonths } from '@yardstick/core/billingPeriod';

/** The fake's objects, in Stripe's JSON shapes (API 2026-10-28.endive; shared/providers.md §5). */

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: Card;
  customer: string | null;
  /** Fake-only: 4000 0000 0000 0341 saves, then later charges fail. */
  failsCharges: boolean;
}
export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}
export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  product: string;
  unit_amount: number;
  recurring: { interval: string; usage_type: 'licensed' | 'metered'; meter: string | null };
  metadata: Record<string, string>;
}
export interface Coupon {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  valid: boolean;
}
export interface PromotionCode {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  promotion: { type: 'coupon'; coupon: string };
}
export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Price;
  current_period_start: number;
  current_period_end: number;
}
export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: SubscriptionItem[] };
  default_payment_method: string | null;
  latest_invoice: string | null;
  pending_setup_intent: string | null;
  discounts: string[];
  canceled_at: number | null;
  cancel_at_period_end: boolean;
}
export interface Invoice {
  id: string;
  object: 'invoice';
  number: string;
  created: number;
  currency: string;
  status: 'open' | 'paid';
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  hosted_invoice_url: string;
  status_transitions: { paid_at: number | null };
  customer: string;
  billing_reason: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
}
export interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  amount?: number;
  customer: string;
  client_secret: string;
  payment_method: string | null;
  last_payment_error?: { code: string; decline_code?: string; message: string } | null;
  last_setup_error?: { code: string; decline_code?: string; message: string } | null;
  /** Fake-only: the invoice a PaymentIntent pays. */
  invoice: string | null;
  usage?: string;
  metadata?: Record<string, string>;
}
export interface MeterEvent {
  object: 'billing.meter_event';
  event_name: string;
  identifier: string;
  payload: Record<string, string>;
  timestamp: number;
  created: number;
}

export type StripeObject =
  | PaymentMethod
  | Customer
  | Price
  | Coupon
  | PromotionCode
  | Subscription
  | Invoice
  | Intent
  | Product
  | Meter;

export interface Product {
  id: string;
  object: 'product';
  name: string;
  metadata: Record<string, string>;
}
export interface Meter {
  id: string;
  object: 'billing.meter';
  status: 'active';
  event_name: string;
  display_name: string;
}

/** The object types whose `object` may be K (an intent type covers two kinds). */
type OfKind<K> = StripeObject extends infer T
  ? T extends { object: infer O }
    ? K extends O
      ? T
      : never
    : never
  : never;

function isKind<K extends StripeObject['object']>(
  object: StripeObject,
  kind: K,
): object is OfKind<K> {
  return object.object === kind;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

export function secretFor(id: string): string {
  return `${id}_secret_${randomBytes(12).toString('hex')}`;
}

/** One monthly period from now, in Unix seconds. */
export function monthFromNow(): { start: number; end: number } {
  const start = new Date();
  return {
    start: Math.floor(start.getTime() / 1000),
    end: Math.floor(addMonths(start, 1).getTime() / 1000),
  };
}

/** Everything the fake holds, by id; plus the things tests look at. */
export class FakeStripeStore {
  readonly objects = new Map<string, StripeObject>();
  readonly meterEvents: MeterEvent[] = [];
  readonly confirmationSecrets = new Map<
    string,
    { client_secret: string; type: 'payment_intent' }
  >();

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get<K extends StripeObject['object']>(kind: K, id: string): OfKind<K> | undefined {
    const found = this.objects.get(id);
    return found && isKind(found, kind) ? found : undefined;
  }

  all<K extends StripeObject['object']>(kind: K): OfKind<K>[] {
    return [...this.objects.values()].filter((object) => isKind(object, kind));
  }
}
