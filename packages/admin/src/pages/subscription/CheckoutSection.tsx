import type { PaidPlanId } from '@yardstick/core/enums';
import type { Coupon } from '@yardstick/core/schemas/billing';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import { useState } from 'react';
import { Notice } from '../../ui/Notice.tsx';
import { CouponBox } from './CouponBox.tsx';
import { InfoBox } from './InfoBox.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import { PlanChooser } from './PlanChooser.tsx';
import type { BillingConfig, Subscriber } from './subscriptionApi.ts';
import type { useFinishSubscription } from './useFinishSubscription.ts';

interface CheckoutSectionProps {
  subscriber: Subscriber;
  config: BillingConfig;
  initialPlan: PaidPlanId;
  initialCouponCode: string;
  finish: ReturnType<typeof useFinishSubscription>;
  /** Subscribing ends this running trial: what is given up is said before paying. */
  endsTrial?: TrialStatus | null;
}

/** Plan chooser, coupon box, information box and payment form (SPEC §2.11). */
export function CheckoutSection({
  subscriber,
  config,
  initialPlan,
  initialCouponCode,
  finish,
  endsTrial,
}: CheckoutSectionProps) {
  const [plan, setPlan] = useState<PaidPlanId>(initialPlan);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  return (
    <div className="stack">
      {endsTrial && (
        <Notice tone="warning">
          Subscribing now ends your free trial today: the {endsTrial.estimatesRemaining} free
          estimates and {endsTrial.daysRemaining} days left are given up, and the plan is billed
          from today. To use them first, subscribe when the trial ends.
        </Notice>
      )}
      <PlanChooser plan={plan} onChange={setPlan} disabled={finish.state !== 'idle'} />
      <div className="grid-auto">
        <div className="stack">
          <CouponBox
            plan={plan}
            coupon={coupon}
            initialCode={initialCouponCode}
            onChange={setCoupon}
          />
          <InfoBox testMode={config.mode === 'test'} />
        </div>
        <PaymentCard
          subscriber={subscriber}
          config={config}
          plan={plan}
          coupon={coupon}
          finish={finish}
        />
      </div>
    </div>
  );
}
