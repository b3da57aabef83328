import { PLANS } from '@yardstick/core/plans';
import { formatCurrency } from '@yardstick/core/format';
import { PAYMENT_GRACE_DAYS } from '@yardstick/core/paymentGrace';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';

export const TEST_MODE_LABEL = 'Test mode — no real charges';

/**
 * The information box of SPEC §2.11, saying what billing does (cancel at the period's end,
 * upgrades prorated now, downgrades at the period's end, retries of a failed payment); in test
 * mode it says so and lists the test cards and coupons.
 */
export function InfoBox({ testMode }: { testMode: boolean }) {
  return (
    <Card aria-labelledby="billing-info-title">
      <CardHeader titleId="billing-info-title" title="How billing works" />
      <ul className="small stack" style={{ margin: 0, paddingLeft: 20, gap: 4 }}>
        <li>
          Plans are billed monthly. Cancel any time: your plan runs to the end of the month you paid
          for, and you can resume it until then. Nothing is refunded.
        </li>
        <li>
          Estimates beyond your plan&apos;s included ones are billed at its per-estimate price;
          Pay-As-You-Go bills {formatCurrency(PLANS.essentials.perEstimatePrice)} for every
          estimate.
        </li>
        <li>
          Moving up a plan charges the prorated difference for the rest of the month at once. Moving
          down takes effect at the end of the paid month: nothing is charged or credited.
        </li>
        <li>
          If a monthly payment fails, we try the card again for {PAYMENT_GRACE_DAYS} days while
          everything keeps working; update your card to pay what is owed at once.
        </li>
      </ul>
      {testMode && (
        <div style={{ marginTop: 16 }}>
          <Notice tone="warning">
            <strong>{TEST_MODE_LABEL}.</strong> Payments are handled by Yardstick&apos;s built-in
            test-mode processor and nothing is ever charged. Use card 4242 4242 4242 4242 with any
            future expiry and any CVC. 4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has
            insufficient funds. Test coupons: WELCOME20 (20% off), SAVE10 ($10 off) and FREEMONTH
            (first month free).
          </Notice>
        </div>
      )}
    </Card>
  );
}
