import { isPaidPlanId, PLANS } from '@yardstick/core/plans';
import { ownerRepository } from '../accounts/index.ts';
import { dollarsToCents } from '../../platform/db/money.ts';
import type { BillingContext } from './context.ts';
import { isProvidersId } from './ensureCustomer.ts';
import { meterEventRepository } from './meterEventRepository.ts';

/** The estimate meter that usage/recordEstimate.ts reports to, saying what it did. */
export interface MeterEstimates {
  reportPending(ownerId: string): Promise<MeterReport>;
}

export interface MeterReport {
  reported: number;
  /** Billed estimates still waiting (a failed report stays for the next try). */
  pending: number;
}

/**
 * Reports the owner's billed estimates (every pay-as-you-go one, and each beyond a paid plan's
 * included ones) as meter events: Stripe's `POST /v1/billing/meter_events`, or the test-mode
 * processor's own usage records. Each carries the estimate's id as its identifier, so a retry
 * is never billed twice. A failure stops the run; what is left is retried on the next call.
 */
export function createEstimateMeter({
  db,
  provider,
}: Pick<BillingContext, 'db' | 'provider'>): MeterEstimates {
  return {
    async reportPending(ownerId) {
      const events = meterEventRepository(db);
      const pending = await events.listPending(ownerId);
      const owner = await ownerRepository(db).get(ownerId);
      const customerId = owner?.stripeCustomerId;
      const plan = owner?.plan;
      if (!customerId || !isProvidersId(customerId, provider) || !isPaidPlanId(plan))
        return { reported: 0, pending: pending.length };
      let reported = 0;
      for (const estimate of pending) {
        const identifier = `yardstick_estimate_${estimate.id}`;
        try {
          await provider.recordMeterEvent({
            customerId,
            identifier,
            timestamp: estimate.createdAt,
          });
        } catch {
          break;
        }
        await events.record({
          identifier,
          ownerId,
          estimateUsageId: estimate.id,
          provider: provider.mode,
          plan,
          amountCents: dollarsToCents(PLANS[plan].perEstimatePrice),
        });
        reported += 1;
      }
      return { reported, pending: pending.length - reported };
    },
  };
}
