import type { Usage } from '@yardstick/core/schemas/account';
import { describeUsage } from '@yardstick/core/usage';

/** Estimates used and left, as core's describeUsage puts them (trial: 20 minus remaining). */
export function UsageSummary({ usage }: { usage: Usage | null }) {
  if (!usage) return <p className="muted small">Usage information is not available right now.</p>;
  const display = describeUsage(usage);
  const limit = display.isUnlimited ? 'Unlimited' : display.limit.toLocaleString('en-US');
  const remaining = display.isUnlimited ? 'Unlimited' : display.remaining.toLocaleString('en-US');
  return (
    <dl className="details grid-auto">
      <div>
        <dt>Estimates used</dt>
        <dd>{display.used.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Limit</dt>
        <dd>{limit}</dd>
      </div>
      <div>
        <dt>Remaining</dt>
        <dd>{remaining}</dd>
      </div>
      {usage.overageEstimates ? (
        <div>
          <dt>Billed beyond the plan</dt>
          <dd>{usage.overageEstimates.toLocaleString('en-US')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
