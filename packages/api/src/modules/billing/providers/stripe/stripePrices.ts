import type { PaidPlanId } from '@yardstick/core/enums';
import { PLANS } from '@yardstick/core/plans';
import type Stripe from 'stripe';
import { dollarsToCents } from '../../../../platform/db/money.ts';
import { callStripe } from './callStripe.ts';
import { meterListSchema, meterSchema, priceListSchema, priceSchema } from './stripeSchemas.ts';

/** The meter every billed estimate is reported to (one event of value 1 per estimate). */
export const METER_EVENT_NAME = 'yardstick_estimate';

export const baseLookupKey = (plan: PaidPlanId) => `yardstick_${plan}_monthly`;
export const meteredLookupKey = (plan: PaidPlanId) => `yardstick_${plan}_estimate`;

/** A plan's prices on Stripe: the monthly base (none on pay-as-you-go) and the per-estimate one. */
export interface PlanPrices {
  base: string | null;
  metered: string;
}

/** Which plan a price belongs to and which part of it, read back from its lookup key. */
export function pricePartOf(lookupKey: string | null | undefined): 'base' | 'metered' | null {
  if (lookupKey?.startsWith('yardstick_') && lookupKey.endsWith('_monthly')) return 'base';
  if (lookupKey?.startsWith('yardstick_') && lookupKey.endsWith('_estimate')) return 'metered';
  return null;
}

/**
 * Finds the plans' prices by lookup key, creating the product, the prices and the meter on
 * first use, with amounts from core's plans. Answers are kept for the life of the server.
 */
export function createPlanPrices(stripe: Stripe) {
  const cache = new Map<PaidPlanId, Promise<PlanPrices>>();
  let meter: Promise<string> | undefined;

  const meterId = async (): Promise<string> => {
    const list = meterListSchema.parse(
      await callStripe(() => stripe.billing.meters.list({ status: 'active', limit: 100 })),
    );
    const found = list.data.find((item) => item.event_name === METER_EVENT_NAME);
    if (found) return found.id;
    const created = await callStripe(() =>
      stripe.billing.meters.create({
        display_name: 'Yardstick estimates',
        event_name: METER_EVENT_NAME,
        default_aggregation: { formula: 'sum' },
        customer_mapping: { type: 'by_id', event_payload_key: 'stripe_customer_id' },
        value_settings: { event_payload_key: 'value' },
      }),
    );
    return meterSchema.parse(created).id;
  };

  type Found = { base: string | null; metered: string | null };

  const createMissing = async (plan: PaidPlanId, found: Found): Promise<PlanPrices> => {
    const definition = PLANS[plan];
    const product = await callStripe(() =>
      stripe.products.create({ name: `Yardstick ${definition.name}`, metadata: { plan } }),
    );
    const create = async (params: Stripe.PriceCreateParams) =>
      priceSchema.parse(await callStripe(() => stripe.prices.create(params))).id;
    const common = { currency: 'usd', product: product.id, metadata: { plan } } as const;
    const base =
      found.base ??
      (definition.basePrice > 0
        ? await create({
            ...common,
            unit_amount: dollarsToCents(definition.basePrice),
            recurring: { interval: 'month' },
            lookup_key: baseLookupKey(plan),
          })
        : null);
    if (!meter) {
      meter = meterId();
      meter.catch(() => (meter = undefined));
    }
    const meterOfPrice = await meter;
    const metered =
      found.metered ??
      (await create({
        ...common,
        unit_amount: dollarsToCents(definition.perEstimatePrice),
        recurring: { interval: 'month', usage_type: 'metered', meter: meterOfPrice },
        lookup_key: meteredLookupKey(plan),
      }));
    return { base, metered };
  };

  const load = async (plan: PaidPlanId): Promise<PlanPrices> => {
    const hasBase = PLANS[plan].basePrice > 0;
    const keys = [meteredLookupKey(plan), ...(hasBase ? [baseLookupKey(plan)] : [])];
    const list = priceListSchema.parse(
      await callStripe(() => stripe.prices.list({ lookup_keys: keys, active: true })),
    );
    const byKey = new Map(list.data.map((price) => [price.lookup_key, price.id]));
    const found: Found = {
      base: byKey.get(baseLookupKey(plan)) ?? null,
      metered: byKey.get(meteredLookupKey(plan)) ?? null,
    };
    if (found.metered && (found.base || !hasBase))
      return { base: found.base, metered: found.metered };
    return createMissing(plan, found);
  };

  return {
    forPlan(plan: PaidPlanId): Promise<PlanPrices> {
      let prices = cache.get(plan);
      if (!prices) {
        prices = load(plan);
        // A failure is not remembered: the next call tries again.
        prices.catch(() => cache.delete(plan));
        cache.set(plan, prices);
      }
      return prices;
    },
  };
}
