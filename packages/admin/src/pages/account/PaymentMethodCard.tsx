import { capitalize } from '@yardstick/core/format';
import type { CurrentUser } from '@yardstick/core/schemas/account';
import { paymentMethodResponseSchema, type PaymentMethod } from '@yardstick/core/schemas/billing';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { useToast } from '../../ui/toastContext.ts';

/** SPEC §7: the payment method is only asked for active subscribers with a payment customer. */
async function loadPaymentMethod(user: CurrentUser): Promise<PaymentMethod | null> {
  if (user.subscriptionStatus !== 'active' || !user.stripeCustomerId) return null;
  const answer = await api.request('GET', '/api/payment-method', {
    schema: paymentMethodResponseSchema,
  });
  return answer.paymentMethod;
}

const NOT_IMPLEMENTED = 'Payment-method update is not yet implemented.';

/** SPEC §2.10: brand, last4 and expiry; updating is described as not yet implemented. */
export function PaymentMethodCard({ user }: { user: CurrentUser }) {
  const toast = useToast();
  const { data: method, loading, error } = useAsyncData(() => loadPaymentMethod(user));

  return (
    <Card aria-labelledby="payment-method-title">
      <CardHeader titleId="payment-method-title" title="Payment Method" />
      {loading && <Loading label="Loading payment method" />}
      {!loading && error !== undefined && (
        <p className="muted">Payment method could not be loaded.</p>
      )}
      {!loading && error === undefined && method && (
        <dl className="details grid-auto">
          <div>
            <dt>Card</dt>
            <dd>
              {capitalize(method.card.brand)} ending in {method.card.last4}
            </dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>
              {String(method.card.expMonth).padStart(2, '0')}/{method.card.expYear}
            </dd>
          </div>
        </dl>
      )}
      {!loading && error === undefined && !method && (
        <p className="muted">No payment method on file.</p>
      )}
      <div className="row" style={{ marginTop: 16 }}>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby="payment-method-note"
          onClick={() => toast({ title: 'Not available yet', description: NOT_IMPLEMENTED })}
        >
          Update Payment Method
        </Button>
        <span id="payment-method-note" className="small muted">
          {NOT_IMPLEMENTED}
        </span>
      </div>
    </Card>
  );
}
