import type { CurrentUser, Usage } from '@yardstick/core/schemas/account';
import { isPaidPlanId, PLANS } from '@yardstick/core/plans';
import { nextUpgrade, subscriptionBadge } from '@yardstick/core/subscription';
import { useState } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { PlanChangeDialog } from './PlanChangeDialog.tsx';
import { UsageSummary } from '../../ui/UsageSummary.tsx';
import { useSubscriptionActions } from './useSubscriptionActions.ts';

interface CurrentSubscriptionCardProps {
  user: CurrentUser;
  usage: Usage | null;
  onChanged: () => Promise<void>;
}

/** The current subscription with its usage, and upgrade, plan change and cancellation. */
export function CurrentSubscriptionCard({ user, usage, onChanged }: CurrentSubscriptionCardProps) {
  const actions = useSubscriptionActions(user.id, onChanged);
  const [changing, setChanging] = useState(false);
  const plan = isPaidPlanId(user.plan) ? user.plan : null;
  const upgradeTo = nextUpgrade(user.plan);
  const badge = subscriptionBadge(user);

  if (actions.canceled)
    return (
      <Notice tone="info">Your subscription was canceled. Taking you to the home page…</Notice>
    );

  return (
    <Card aria-labelledby="current-subscription-title">
      <CardHeader
        titleId="current-subscription-title"
        title="Current Subscription"
        description={plan ? `${PLANS[plan].name} — ${PLANS[plan].price}` : undefined}
        actions={<Badge tone={badge.tone}>{badge.label}</Badge>}
      />
      <UsageSummary usage={usage} />
      {usage?.periodEnd && (
        <p className="small muted">
          Current period ends{' '}
          {new Date(usage.periodEnd).toLocaleDateString('en-US', {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
          })}
          .
        </p>
      )}
      <div className="row" style={{ marginTop: 16 }}>
        {plan && upgradeTo && (
          <Button
            loading={actions.busy === 'change'}
            onClick={() => void actions.upgrade(plan, upgradeTo)}
          >
            Upgrade to {PLANS[upgradeTo].name}
          </Button>
        )}
        {plan && (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Change Plan
          </Button>
        )}
        <Button
          variant="danger"
          loading={actions.busy === 'cancel'}
          onClick={() => void actions.cancel()}
        >
          Cancel Subscription
        </Button>
      </div>
      {plan && (
        <PlanChangeDialog
          open={changing}
          currentPlan={plan}
          busy={actions.busy === 'change'}
          onClose={() => setChanging(false)}
          onConfirm={(next) => void actions.changePlan(next).then((ok) => ok && setChanging(false))}
        />
      )}
    </Card>
  );
}
