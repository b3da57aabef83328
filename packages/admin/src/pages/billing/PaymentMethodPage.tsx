import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { errorMessage } from '@yardstick/core/client';
import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import { isSubscriptionRunning, SUBSCRIPTION_PATH } from '@yardstick/core/subscription';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { subscriptionApi } from '../subscription/subscriptionApi.ts';
import { billingApi } from './billingApi.ts';
import { CardDetails } from './CardDetails.tsx';
import { cardName } from './cardText.ts';
import { PaymentFailedNotice } from './PaymentFailedNotice.tsx';
import { UpdateCardForm } from './UpdateCardForm.tsx';
import './billing.css';

/**
 * Back from Stripe after a card that needed a redirect: the SetupIntent named in the query is
 * made the default, once; the query is cleared so a reload does not repeat it.
 */
function useProviderReturn(onSaved: (method: PaymentMethod) => void) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the query is cleared as soon as the return is handled.
  const [returned] = useState(() => ({
    setupIntentId: search.get('setup_intent'),
    status: search.get('redirect_status'),
  }));
  const succeeded = Boolean(returned.setupIntentId) && returned.status === 'succeeded';
  const [failure, setFailure] = useState<string | null>(() =>
    returned.setupIntentId && returned.status && !succeeded
      ? 'The card was not saved. Please try another card.'
      : null,
  );
  const [finishing, setFinishing] = useState(succeeded);
  const started = useRef(false);

  useEffect(() => {
    if (!returned.setupIntentId || !returned.status || started.current) return;
    started.current = true;
    navigate('.', { replace: true });
    if (!succeeded) return;
    billingApi
      .useCard(returned.setupIntentId)
      .then((saved) => onSaved(saved.paymentMethod))
      .catch((error: unknown) =>
        setFailure(errorMessage(error, 'The card could not be saved. Please try again.')),
      )
      .finally(() => setFinishing(false));
  }, [returned, succeeded, navigate, onSaved]);

  return { failure, finishing };
}

/** Update Payment Method: the card on file and a form for a new one (Stripe or test mode). */
export function PaymentMethodPage() {
  useDocumentTitle('Payment Method');
  const navigate = useNavigate();
  const toast = useToast();
  const { refresh } = useSession();
  const account = useAsyncData(() => api.call(endpoints.me));
  const current = useAsyncData(billingApi.paymentMethod);
  const config = useAsyncData(subscriptionApi.config);

  const onSaved = useCallback(
    (method: PaymentMethod) => {
      toast({
        title: 'Payment method updated',
        description: `${cardName(method.card)} is now the card your subscription uses.`,
      });
      void refresh();
      navigate('/account');
    },
    [toast, refresh, navigate],
  );
  const providerReturn = useProviderReturn(onSaved);

  const header = (
    <PageHeader
      title="Update Payment Method"
      subtitle="The card your subscription renews on and your estimates are billed to."
    />
  );
  if (account.loading || config.loading || providerReturn.finishing)
    return (
      <>
        {header}
        <Loading label={providerReturn.finishing ? 'Saving your card' : 'Loading'} />
      </>
    );
  const user = account.data;
  if (!user || !config.data)
    return (
      <>
        {header}
        <Notice tone="danger">Billing could not be loaded. Please reload the page.</Notice>
      </>
    );
  if (!isSubscriptionRunning(user.subscriptionStatus))
    return (
      <>
        {header}
        <Notice tone="info">
          You have no running subscription, so there is no card to change.{' '}
          <Link to={SUBSCRIPTION_PATH}>Choose a plan</Link> to add one.
        </Notice>
      </>
    );

  return (
    <>
      {header}
      <div className="stack">
        <PaymentFailedNotice user={user} onCardPage />
        {providerReturn.failure && (
          <div role="alert">
            <Notice tone="danger">{providerReturn.failure}</Notice>
          </div>
        )}
        <div className="grid-auto payment-method-grid">
          <Card aria-labelledby="current-card-title">
            <CardHeader titleId="current-card-title" title="Current Card" />
            {current.loading ? (
              <Loading label="Loading payment method" />
            ) : current.error !== undefined ? (
              <p className="muted">The current card could not be loaded.</p>
            ) : current.data ? (
              <CardDetails card={current.data.card} />
            ) : (
              <p className="muted">No card on file.</p>
            )}
          </Card>
          <Card aria-labelledby="new-card-title">
            <CardHeader
              titleId="new-card-title"
              title="New Card"
              description="It becomes the default for your subscription. Nothing is charged unless a payment is overdue."
            />
            <UpdateCardForm config={config.data} onSaved={onSaved} />
          </Card>
        </div>
        <p className="small">
          <Link to="/account">Back to your account</Link>
        </p>
      </div>
    </>
  );
}
