import type { Usage } from '@yardstick/core/schemas/account';
import { formatCurrency } from '@yardstick/core/format';
import { describeUsage } from '@yardstick/core/usage';

/**
 * Estimates used and left, as core's describeUsage puts them (trial: 20 minus remaining); on a
 * plan with included estimates also those billed beyond them and their cost this period; on
 * Pay-As-You-Go what this period's estimates come to.
 */
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
      {display.metered && (
        <div>
          <dt>Spent this period</dt>
          <dd>
            {formatCurrency(display.metered.cost)}{' '}
            <span className="muted small">
              ({display.metered.count.toLocaleString('en-US')} ×{' '}
              {formatCurrency(display.metered.price)})
            </span>
          </dd>
        </div>
      )}
      {display.overage && (
        <>
          <div>
            <dt>Overage estimates</dt>
            <dd>{display.overage.count.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Overage so far</dt>
            <dd>{formatCurrency(display.overage.cost)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
