import { Link } from 'react-router';
import { PAYMENT_FAILED_MESSAGE } from '@yardstick/core/paymentGrace';
import { SUBSCRIPTION_PATH } from '@yardstick/core/subscription';
import type { CurrentUser, Usage } from '@yardstick/core/schemas/account';
import { isTrialPlanId, TRIAL } from '@yardstick/core/plans';
import { Card } from '../ui/Card.tsx';
import { Notice } from '../ui/Notice.tsx';

/** Why access ended, or null when it never began (a new owner is simply sent to choose a plan). */
export function accessEndedReason(user: CurrentUser | null, usage: Usage | null): string | null {
  if (!user || !usage) return null;
  if (user.subscriptionStatus === 'past_due') return PAYMENT_FAILED_MESSAGE;
  if (user.hasHadActiveSubscription) return 'Your subscription has ended.';
  if (!isTrialPlanId(usage.currentPlan)) return null;
  return usage.trialStatus.estimatesRemaining === 0
    ? `That was the last of your ${TRIAL.estimates} free trial estimates: your free trial has ended.`
    : `Your ${TRIAL.days}-day free trial has ended.`;
}

/** What to do next; the card has its own button for the plan, the banner links it inline. */
function WhatToDo({ linkPlans }: { linkPlans: boolean }) {
  return (
    <p style={{ margin: '8px 0 0' }}>
      {linkPlans ? <Link to={SUBSCRIPTION_PATH}>Choose a plan</Link> : 'Choose a plan'} to keep
      analyzing properties. Your <Link to="/accepted-quotes">accepted quotes</Link> stay readable
      without a plan.
    </p>
  );
}

/** Above a page whose access ended while it was open (the trial's last estimate): its result stays. */
export function AccessEndedBanner({ reason }: { reason: string }) {
  return (
    <div role="alert" style={{ marginBottom: 16 }}>
      <Notice tone="warning">
        <strong>{reason}</strong>
        <WhatToDo linkPlans />
      </Notice>
    </div>
  );
}

/** In place of a page the owner can no longer use: what happened and what to do. */
export function AccessEndedCard({ reason }: { reason: string }) {
  return (
    <Card aria-labelledby="access-ended-title">
      <h1 id="access-ended-title" style={{ marginTop: 0 }}>
        {reason}
      </h1>
      <WhatToDo linkPlans={false} />
      <p style={{ marginTop: 16 }}>
        <Link className="btn btn--primary" to={SUBSCRIPTION_PATH}>
          Choose a Plan
        </Link>
      </p>
    </Card>
  );
}
