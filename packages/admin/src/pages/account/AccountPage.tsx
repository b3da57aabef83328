import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useEffect } from 'react';
import { ApiError } from '@yardstick/core/client';
import { hasEndedTrial } from '@yardstick/core/usage';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { accessOf } from '../../session/useAccess.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { AccountInfoCard } from './AccountInfoCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { EmbedCard } from './EmbedCard.tsx';
import { MailSettingsCard } from './MailSettingsCard.tsx';
import { PaymentMethodCard } from './PaymentMethodCard.tsx';
import { QuoteRequestLimitCard } from './QuoteRequestLimitCard.tsx';
import { ShareVerifiedJobsCard } from './ShareVerifiedJobsCard.tsx';
import { SubscriptionNotices } from './SubscriptionNotices.tsx';
import { UsageCard } from './UsageCard.tsx';
import { WebhooksCard } from './WebhooksCard.tsx';
import './account.css';

function loadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? 'User not found'
    : 'Failed to load account information';
}

/** SPEC §2.10: account information, notices, embed code, usage and payment method. */
export function AccountPage() {
  useDocumentTitle('Account');
  const toast = useToast();
  const { usage, refresh } = useSession();
  // A fresh look at the user, so a subscription change shows without signing in again.
  const account = useAsyncData(() => api.call(endpoints.me));

  useEffect(() => {
    if (account.error !== undefined) toast(errorToast(loadErrorMessage(account.error)));
  }, [account.error, toast]);

  if (account.loading && !account.data) return <Loading label="Loading account" />;
  const user = account.data;
  if (!user) {
    return (
      <Card>
        <EmptyState
          title={loadErrorMessage(account.error)}
          description="Please try again in a moment."
          action={<Button onClick={() => void account.reload()}>Try Again</Button>}
        />
      </Card>
    );
  }
  const access = accessOf(user, usage);

  return (
    <>
      <PageHeader title="Account" subtitle={`Welcome back, ${user.companyName}.`} />
      <div className="account-grid grid-auto">
        <div className="stack">
          <AccountInfoCard
            user={user}
            trial={access.activeTrial}
            trialEnded={usage !== null && hasEndedTrial(usage)}
          />
          <SubscriptionNotices user={user} usage={usage} />
          {access.hasAccess && <EmbedCard companyName={user.companyName} />}
        </div>
        <div className="stack">
          <UsageCard usage={usage} />
          <PaymentMethodCard user={user} />
          <MailSettingsCard signInEmail={user.email} />
          <ProfileCard
            user={user}
            onSaved={(saved) => {
              account.setData(() => saved);
              // The header and the estimator read the company name from the session.
              void refresh();
            }}
          />
          <ChangePasswordCard />
          <QuoteRequestLimitCard />
          <ShareVerifiedJobsCard />
          {access.hasAccess && <WebhooksCard />}
        </div>
      </div>
    </>
  );
}
