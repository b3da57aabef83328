import type { CurrentUser } from '@yardstick/core/schemas/account';
import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import {
  isSubscriptionRunning,
  PAYMENT_METHOD_PATH,
  SUBSCRIPTION_PATH,
} from '@yardstick/core/subscription';
import { Link } from 'react-router';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { billingApi } from '../billing/billingApi.ts';
import { CardDetails } from '../billing/CardDetails.tsx';

/** A running subscription has a card to show and change (a past-due one most of all). */
function hasCard(user: CurrentUser): boolean {
  return isSubscriptionRunning(user.subscriptionStatus) && Boolean(user.stripeCustomerId);
}

async function loadPaymentMethod(user: CurrentUser): Promise<PaymentMethod | null> {
  return hasCard(user) ? billingApi.paymentMethod() : null;
}

/** SPEC §2.10: the card's brand, last4 and expiry, and the way to change it. */
export function PaymentMethodCard({ user }: { user: CurrentUser }) {
  const { data: method, loading, error } = useAsyncData(() => loadPaymentMethod(user));

  return (
    <Card aria-labelledby="payment-method-title">
      <CardHeader titleId="payment-method-title" title="Payment Method" />
      {loading && <Loading label="Loading payment method" />}
      {!loading && error !== undefined && (
        <p className="muted">Payment method could not be loaded.</p>
      )}
      {!loading && error === undefined && method && <CardDetails card={method.card} />}
      {!loading && error === undefined && !method && (
        <p className="muted">No payment method on file.</p>
      )}
      <div className="row" style={{ marginTop: 16 }}>
        {hasCard(user) ? (
          <ButtonLink
            to={PAYMENT_METHOD_PATH}
            variant={user.subscriptionStatus === 'past_due' ? 'primary' : 'secondary'}
            size="sm"
          >
            Update Payment Method
          </ButtonLink>
        ) : (
          <span className="small muted">
            A card is added when you <Link to={SUBSCRIPTION_PATH}>choose a plan</Link>.
          </span>
        )}
        {hasCard(user) && (
          <Link className="small" to={`${SUBSCRIPTION_PATH}#billing-history`}>
            Invoices and receipts
          </Link>
        )}
      </div>
    </Card>
  );
}
