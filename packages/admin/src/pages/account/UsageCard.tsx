import { Link } from 'react-router';
import { PLANS } from '@yardstick/core/plans';
import type { Usage } from '@yardstick/core/schemas/account';
import { nextUpgrade, SUBSCRIPTION_PATH } from '@yardstick/core/subscription';
import { formatCurrency } from '@yardstick/core/format';
import { describeUsage } from '@yardstick/core/usage';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { classNames } from '../../ui/classNames.ts';
import { Notice } from '../../ui/Notice.tsx';
import { UsageSummary } from '../../ui/UsageSummary.tsx';

/** SPEC §2.10: plan, used, limit, remaining, a capped bar, and the low / out / upgrade notices. */
export function UsageCard({ usage }: { usage: Usage | null }) {
  if (!usage) {
    return (
      <Card aria-labelledby="usage-title">
        <CardHeader titleId="usage-title" title="Usage" />
        <p className="muted" style={{ margin: 0 }}>
          Usage information is not available right now.
        </p>
      </Card>
    );
  }
  const display = describeUsage(usage);
  const upgradeTo = nextUpgrade(usage.currentPlan);

  return (
    <Card aria-labelledby="usage-title">
      <CardHeader
        titleId="usage-title"
        title="Usage"
        description={`Current plan: ${display.planLabel}`}
      />
      <UsageSummary usage={usage} />
      {display.barPercent !== null && (
        <div
          className="progress"
          style={{ marginTop: 16 }}
          role="progressbar"
          aria-label="Estimates used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(display.barPercent)}
        >
          <div
            className={classNames(
              'progress__bar',
              display.isOut && 'progress__bar--danger',
              display.isLow && 'progress__bar--warning',
            )}
            style={{ width: `${display.barPercent}%` }}
          />
        </div>
      )}
      <div className="stack" style={{ marginTop: 16, gap: 8 }}>
        {display.isLow && !display.overage && (
          <Notice tone="warning">Running low on estimates: only {display.remaining} left.</Notice>
        )}
        {display.isLow && display.overage && (
          <Notice tone="info">
            {display.remaining} included {display.remaining === 1 ? 'estimate' : 'estimates'} left
            this period; after that each estimate costs {formatCurrency(display.overage.price)}.
          </Notice>
        )}
        {display.overage && display.overage.count > 0 && (
          <Notice tone="info">
            You are past the {display.overage.included} included estimates: {display.overage.count}{' '}
            more so far at {formatCurrency(display.overage.price)} each (
            {formatCurrency(display.overage.cost)} this period). Analyses continue.
          </Notice>
        )}
        {/* An ended trial is explained once, by the page's own notice. */}
        {display.isOut && !display.trialEnded && (
          <Notice tone="danger">
            Your free trial has used all of its estimates.{' '}
            <Link to={SUBSCRIPTION_PATH}>Choose a plan</Link> to keep analyzing properties.
          </Notice>
        )}
        {display.showUpgradeHint && upgradeTo && (
          <p className="small muted" style={{ margin: 0 }}>
            Need more estimates?{' '}
            <Link to={SUBSCRIPTION_PATH}>Upgrade to {PLANS[upgradeTo].name}</Link> for{' '}
            {PLANS[upgradeTo].includedEstimates.toLocaleString('en-US')} estimates a month.
          </p>
        )}
      </div>
    </Card>
  );
}
