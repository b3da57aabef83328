import { ApiError, errorMessage } from '@yardstick/core/client';
import type { PaidPlanId } from '@yardstick/core/enums';
import { PLANS } from '@yardstick/core/plans';
import { formatCurrency } from '@yardstick/core/format';
import { BILLING_MESSAGES, type Coupon } from '@yardstick/core/schemas/billing';
import { discountedPlanPrice } from '@yardstick/core/subscription';
import { useState } from 'react';
import { useSubmit } from '../../forms/useSubmit.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { subscriptionApi } from './subscriptionApi.ts';

export const COUPON_FAILED = 'Failed to validate coupon. Please try again.';

interface CouponBoxProps {
  plan: PaidPlanId;
  coupon: Coupon | null;
  initialCode?: string;
  onChange: (coupon: Coupon | null) => void;
}

/** The coupon box of SPEC §2.11 with the price after the discount (core's discountedPlanPrice). */
export function CouponBox({ plan, coupon, initialCode = '', onChange }: CouponBoxProps) {
  const toast = useToast();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const base = PLANS[plan].basePrice;
  const price = discountedPlanPrice(plan, coupon);

  const apply = useSubmit(
    async (trimmed: string) => {
      setError(undefined);
      onChange(await subscriptionApi.validateCoupon(trimmed, plan));
    },
    {
      failed: (failure) => {
        // A server answer (400) names the problem; anything else is a failure to check.
        const message =
          failure instanceof ApiError && failure.status < 500
            ? errorMessage(failure, BILLING_MESSAGES.couponInvalid)
            : COUPON_FAILED;
        setError(message);
        toast(errorToast(message));
        return null;
      },
    },
  );

  function trimmedCode() {
    if (code.trim()) return code.trim();
    setError(BILLING_MESSAGES.couponRequired);
    return null;
  }

  return (
    <Card aria-labelledby="coupon-title">
      <CardHeader titleId="coupon-title" title="Coupon" />
      <form className="coupon-row" onSubmit={apply.onSubmit(trimmedCode)} noValidate>
        <InputField
          label="Coupon code"
          value={code}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" loading={apply.pending}>
          Apply
        </Button>
      </form>
      {coupon && (
        <p className="small" role="status" style={{ marginBottom: 0 }}>
          Coupon applied: {coupon.name ?? coupon.id}
          {coupon.description ? ` (${coupon.description})` : ''}.{' '}
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove coupon
          </Button>
        </p>
      )}
      <p className="price-summary" aria-live="polite">
        {coupon && price !== base && <s>{formatCurrency(base)}</s>}
        <strong>{formatCurrency(price)}</strong>
        {plan === 'essentials'
          ? ` a month, plus ${formatCurrency(PLANS.essentials.perEstimatePrice)} per estimate`
          : coupon
            ? ' for the first month'
            : ' a month'}
      </p>
    </Card>
  );
}
