import { Link } from 'react-router';
import { formatDate } from '@yardstick/core/format';
import { isTrialPlanId, PLANS } from '@yardstick/core/plans';
import { SUBSCRIPTION_PATH } from '@yardstick/core/subscription';
import type { CurrentUser, TrialStatus, Usage } from '@yardstick/core/schemas/account';
import { instantQuotesUnavailableMessage } from '@yardstick/core/schemas/analysis';
import { Notice } from '../../ui/Notice.tsx';
import { PaymentFailedNotice } from '../billing/PaymentFailedNotice.tsx';

interface SubscriptionNoticesProps {
  user: CurrentUser;
  usage: Usage | null;
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Homeowners are not told the owner's billing state: the owner learns here what they see. */
function WhatHomeownersSee({ companyName }: { companyName: string }) {
  return (
    <>
      {' '}
      Until then, your storefront keeps your name, logo, colours and contact details, and homeowners
      there and on your embedded estimator read “{instantQuotesUnavailableMessage(companyName)}”
      beside the phone and e-mail you set on the <Link to="/storefronts">Storefront page</Link> and
      a “Request a call back” form. Their requests land in your{' '}
      <Link to="/accepted-quotes">Accepted Quotes</Link>.
    </>
  );
}

/** The owner is warned at 3 days or 5 estimates left (the e-mail goes out at the same point). */
function isTrialEndingSoon(trial: TrialStatus): boolean {
  return trial.daysRemaining <= 3 || trial.estimatesRemaining <= 5;
}

function trialEndingSentence(trial: TrialStatus): string {
  return trial.daysRemaining <= 3
    ? `Your free trial ends in ${plural(trial.daysRemaining, 'day')} (${plural(trial.estimatesRemaining, 'estimate')} left).`
    : `Your free trial has ${plural(trial.estimatesRemaining, 'estimate')} left.`;
}

/** A running subscription set to end, or to move to another plan, at the end of the period. */
function ScheduledChangeNotice({ user }: { user: CurrentUser }) {
  if (user.cancelAt) {
    return (
      <Notice tone="warning">
        Your subscription ends on {formatDate(user.cancelAt)}; you keep full access until then.{' '}
        <Link to={SUBSCRIPTION_PATH}>Resume it</Link> to keep going.
      </Notice>
    );
  }
  if (user.pendingPlan && user.pendingPlanAt) {
    return (
      <Notice tone="info">
        Your plan changes to {PLANS[user.pendingPlan].name} on {formatDate(user.pendingPlanAt)}.
      </Notice>
    );
  }
  return null;
}

/** The trial and subscription notices of the account page (SPEC §2.10). */
export function SubscriptionNotices({ user, usage }: SubscriptionNoticesProps) {
  if (user.isSuperUser) {
    return <Notice tone="info">Super user: you have full access without a subscription.</Notice>;
  }
  // The demo account never needs a plan: warning it that homeowners are turned away is untrue.
  if (user.isDemo) {
    return (
      <Notice tone="info">
        This is the permanent demo account: its analyses are never counted or billed, and its
        storefront and estimator always answer.
      </Notice>
    );
  }
  const trial = usage?.trialStatus;
  const subscribe = <Link to={SUBSCRIPTION_PATH}>Choose a plan</Link>;

  switch (user.subscriptionStatus) {
    case 'active':
    case 'trialing':
      return <ScheduledChangeNotice user={user} />;
    case 'past_due':
      return <PaymentFailedNotice user={user} />;
    case 'incomplete':
      return (
        <Notice tone="warning">
          Your subscription is not complete yet. <Link to={SUBSCRIPTION_PATH}>Complete it</Link> to
          start your plan.
        </Notice>
      );
    case 'incomplete_expired':
    case 'canceled':
      return (
        <Notice tone="danger">
          Your subscription has ended. {subscribe} to analyze properties again.
          <WhatHomeownersSee companyName={user.companyName} />
        </Notice>
      );
    default:
      break;
  }
  if (trial?.isActive && isTrialEndingSoon(trial)) {
    return (
      <Notice tone="warning">
        {trialEndingSentence(trial)} When it ends, new estimates stop on your website, storefront
        and analyzer; your accepted quotes stay readable. {subscribe} to keep going.
      </Notice>
    );
  }
  if (trial?.isActive) {
    return (
      <Notice tone="info">
        Your free trial is active: {plural(trial.daysRemaining, 'day')} and{' '}
        {plural(trial.estimatesRemaining, 'estimate')} left. {subscribe} any time to keep going
        after the trial.
      </Notice>
    );
  }
  if (usage && isTrialPlanId(usage.currentPlan)) {
    return (
      <Notice tone="danger">
        Your free trial has ended. {subscribe} to keep analyzing properties.
        <WhatHomeownersSee companyName={user.companyName} />
      </Notice>
    );
  }
  return (
    <Notice tone="info">
      You have no active subscription. {subscribe} or start a free trial to analyze properties.
      <WhatHomeownersSee companyName={user.companyName} />
    </Notice>
  );
}
