import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { CurrentUser } from '@yardstick/core/schemas/account';
import { isSubscriptionRunning } from '@yardstick/core/subscription';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../session/sessionContext.ts';
import { accessOf } from '../../session/useAccess.ts';
import { Notice } from '../../ui/Notice.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { BillingHistoryCard } from '../billing/BillingHistoryCard.tsx';
import { CheckoutSection } from './CheckoutSection.tsx';
import { CurrentSubscriptionCard } from './CurrentSubscriptionCard.tsx';
import { ProviderReturn } from './ProviderReturn.tsx';
import { initialPlan, providerReturnOf } from './returnUrl.ts';
import { HAND_OFF_PARAM, rememberedHandOff } from './handOffToken.ts';
import { hasSubscriptionHandoff } from './subscriptionHandoff.ts';
import { subscriptionApi, type Subscriber } from './subscriptionApi.ts';
import { StartTrialCard } from './StartTrialCard.tsx';
import { TrialCard } from './TrialCard.tsx';
import { ACTIVATED_TEXT, useFinishSubscription } from './useFinishSubscription.ts';
import './subscription.css';

export const LOAD_USER_FAILED = 'Failed to load user information. Please try again.';

/** SPEC §2.11 and §4.6: plans and payment, the current subscription, and the return from the provider. */
export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const [search] = useSearchParams();
  // Read once: the query is cleared as soon as the return is handled.
  const [providerReturn, setProviderReturn] = useState(() => providerReturnOf(search));
  const finish = useFinishSubscription();
  const { status } = useSession();
  const backToPlans = useCallback(() => setProviderReturn(null), []);

  return (
    <>
      <PageHeader
        title="Subscription"
        subtitle="Choose a plan, manage your subscription and see your usage."
      />
      {providerReturn ? (
        <ProviderReturn details={providerReturn} finish={finish} onFailed={backToPlans} />
      ) : status === 'loading' ? (
        <Loading />
      ) : (
        <SubscriptionOverview finish={finish} />
      )}
    </>
  );
}

function handOffOf(search: URLSearchParams): Subscriber | null {
  if (!hasSubscriptionHandoff(search)) return null;
  return {
    userId: search.get('userId') ?? '',
    email: search.get('email') ?? '',
    name: search.get('name') ?? '',
    handOffToken: search.get(HAND_OFF_PARAM) ?? undefined,
  };
}

function SubscriptionOverview({ finish }: { finish: ReturnType<typeof useFinishSubscription> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [search] = useSearchParams();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const [handOff] = useState(() => handOffOf(search));
  const [upgrading, setUpgrading] = useState(false);
  const config = useAsyncData(subscriptionApi.config);
  // A fresh look at the user, so a change made elsewhere shows here.
  const account = useAsyncData<CurrentUser | null>(() =>
    signedIn ? api.call(endpoints.me) : Promise.resolve(null),
  );
  const { refresh } = session;

  useEffect(() => {
    if (signedIn || handOff) return;
    toast(errorToast('Please sign in to manage your subscription.', 'Authentication Required'));
    navigate('/login', { replace: true });
  }, [signedIn, handOff, toast, navigate]);

  useEffect(() => {
    if (account.error === undefined) return;
    toast(errorToast(LOAD_USER_FAILED));
    navigate('/login', { replace: true });
  }, [account.error, toast, navigate]);

  const onChanged = useCallback(async () => {
    await Promise.all([account.reload(), refresh()]);
  }, [account, refresh]);

  if (finish.state === 'activated') return <Notice tone="success">{ACTIVATED_TEXT}</Notice>;
  if (finish.state === 'alreadyActive')
    return <Notice tone="info">Subscription Already Active. Taking you to your account…</Notice>;
  if (!signedIn && !handOff) return null;
  if (config.loading || account.loading) return <Loading />;
  if (!config.data)
    return <Notice tone="danger">Billing is not available right now. Please try again.</Notice>;

  const user = account.data ?? null;
  if (user && isSubscriptionRunning(user.subscriptionStatus))
    return (
      <div className="stack">
        <CurrentSubscriptionCard user={user} usage={session.usage} onChanged={onChanged} />
        <BillingHistoryCard />
      </div>
    );

  const subscriber: Subscriber = user
    ? {
        userId: user.id,
        email: user.email,
        name: user.companyName,
        handOffToken: rememberedHandOff(user.id),
      }
    : (handOff ?? { userId: '', email: '', name: '' });
  const trial = accessOf(user, session.usage).activeTrial;
  const plan = initialPlan(search, user?.plan);
  const checkout = (
    <CheckoutSection
      subscriber={subscriber}
      config={config.data}
      initialPlan={plan}
      initialCouponCode={search.get('coupon') ?? ''}
      finish={finish}
      endsTrial={trial}
    />
  );
  const neverStartedTrial =
    user !== null && !user.hasHadActiveSubscription && session.usage?.currentPlan === 'none';
  if (!trial && neverStartedTrial)
    return (
      <div className="stack">
        <StartTrialCard userId={user.id} plan={plan} />
        {checkout}
      </div>
    );
  if (!trial) return checkout;
  return (
    <div className="stack">
      <TrialCard
        trial={trial}
        usage={session.usage}
        onUpgrade={upgrading ? undefined : () => setUpgrading(true)}
      />
      {upgrading && checkout}
    </div>
  );
}
