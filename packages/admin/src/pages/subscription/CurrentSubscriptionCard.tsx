import type { CurrentUser, Usage } from '@yardstick/core/schemas/account';
import { formatCurrency, formatDate } from '@yardstick/core/format';
import { isPaidPlanId, PLANS } from '@yardstick/core/plans';
import { nextUpgrade, PAYMENT_METHOD_PATH, subscriptionBadge } from '@yardstick/core/subscription';
import { describeUsage } from '@yardstick/core/usage';
import { useState } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { UsageSummary } from '../../ui/UsageSummary.tsx';
import { PaymentFailedNotice } from '../billing/PaymentFailedNotice.tsx';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';
import { PlanChangeDialog } from './PlanChangeDialog.tsx';
import { useSubscriptionActions } from './useSubscriptionActions.ts';

interface CurrentSubscriptionCardProps {
  user: CurrentUser;
  usage: Usage | null;
  onChanged: () => Promise<void>;
}

/** The next renewal: the (next) plan's base price plus the overage so far, on the period's last day. */
function nextCharge(user: CurrentUser, usage: Usage | null): string | null {
  if (user.cancelAt || !usage?.periodEnd || !isPaidPlanId(user.plan)) return null;
  const renewsOn = user.pendingPlan ?? user.plan;
  const overage = describeUsage(usage).overage?.cost ?? 0;
  const amount = PLANS[renewsOn].basePrice + overage;
  const meteredNote = PLANS[user.plan].includedEstimates < 0 ? ' plus estimates used' : '';
  return `${formatCurrency(amount)}${meteredNote} on ${formatDate(usage.periodEnd)}`;
}

/** The current subscription with its usage, and upgrade, plan change, cancellation and resume. */
export function CurrentSubscriptionCard({ user, usage, onChanged }: CurrentSubscriptionCardProps) {
  const actions = useSubscriptionActions(user.id, onChanged);
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);
  const plan = isPaidPlanId(user.plan) ? user.plan : null;
  const upgradeTo = nextUpgrade(user.plan);
  const badge = subscriptionBadge(user);
  const periodEnd = usage?.periodEnd ? new Date(usage.periodEnd) : null;
  const charge = nextCharge(user, usage);
  const close = () => setDialog(null);

  return (
    <Card aria-labelledby="current-subscription-title">
      <CardHeader
        titleId="current-subscription-title"
        title="Current Subscription"
        description={plan ? `${PLANS[plan].name} — ${PLANS[plan].price}` : undefined}
        actions={<Badge tone={badge.tone}>{badge.label}</Badge>}
      />
      <UsageSummary usage={usage} />
      {periodEnd && <p className="small muted">Current period ends {formatDate(periodEnd)}.</p>}
      {charge && <p className="small">Next charge: {charge}.</p>}
      <PaymentFailedNotice user={user} />
      {user.cancelAt && (
        <Notice tone="warning">
          Your subscription ends on {formatDate(user.cancelAt)}. You keep full access until then;
          resume it to keep going.
        </Notice>
      )}
      {!user.cancelAt && user.pendingPlan && user.pendingPlanAt && (
        <Notice tone="info">
          Your plan changes to {PLANS[user.pendingPlan].name} on {formatDate(user.pendingPlanAt)}.
        </Notice>
      )}
      <div className="row" style={{ marginTop: 16 }}>
        {user.cancelAt ? (
          <Button loading={actions.busy === 'resume'} onClick={() => void actions.resume()}>
            Resume Subscription
          </Button>
        ) : (
          <>
            {plan && upgradeTo && (
              <Button
                loading={actions.busy === 'change'}
                onClick={() => void actions.upgrade(plan, upgradeTo)}
              >
                Upgrade to {PLANS[upgradeTo].name}
              </Button>
            )}
            {plan && (
              <Button variant="secondary" onClick={() => setDialog('change')}>
                Change Plan
              </Button>
            )}
            <ButtonLink
              to={PAYMENT_METHOD_PATH}
              variant={user.subscriptionStatus === 'past_due' ? 'primary' : 'secondary'}
            >
              Update Payment Method
            </ButtonLink>
            <Button variant="danger" onClick={() => setDialog('cancel')}>
              Cancel Subscription
            </Button>
          </>
        )}
      </div>
      {plan && (
        <PlanChangeDialog
          open={dialog === 'change'}
          currentPlan={plan}
          pendingPlan={user.pendingPlan ?? null}
          periodEnd={periodEnd}
          busy={actions.busy === 'change'}
          onClose={close}
          onConfirm={(next) => void actions.changePlan(next).then((ok) => ok && close())}
        />
      )}
      <CancelSubscriptionDialog
        open={dialog === 'cancel'}
        periodEnd={periodEnd}
        busy={actions.busy === 'cancel'}
        onClose={close}
        onConfirm={(immediately) => void actions.cancel(immediately).then((ok) => ok && close())}
      />
    </Card>
  );
}
