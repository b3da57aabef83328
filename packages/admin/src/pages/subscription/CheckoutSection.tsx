import type { PaidPlanId } from '@yardstick/core/enums';
import type { Coupon } from '@yardstick/core/schemas/billing';
import { useState } from 'react';
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
}

/** Plan chooser, coupon box, information box and payment form (SPEC §2.11). */
export function CheckoutSection({
  subscriber,
  config,
  initialPlan,
  initialCouponCode,
  finish,
}: CheckoutSectionProps) {
  const [plan, setPlan] = useState<PaidPlanId>(initialPlan);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  return (
    <div className="stack">
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
