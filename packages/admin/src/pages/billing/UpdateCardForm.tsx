import { errorMessage } from '@yardstick/core/client';
import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import { PAYMENT_METHOD_PATH } from '@yardstick/core/subscription';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { StripePaymentForm } from '../subscription/StripePaymentForm.tsx';
import type { BillingConfig, ConfirmedIntent } from '../subscription/subscriptionApi.ts';
import { TestCardForm } from '../subscription/TestCardForm.tsx';
import { billingApi } from './billingApi.ts';

interface UpdateCardFormProps {
  config: BillingConfig;
  /** The card was saved as the default (and a past-due charge paid with it). */
  onSaved: (paymentMethod: PaymentMethod) => void;
}

const SUBMIT_LABEL = 'Save Card';

/**
 * A new card for the subscription: a SetupIntent confirmed by Stripe's Payment Element (or the
 * test-mode card form), then made the default. A failure shows its sentence and a fresh form.
 */
export function UpdateCardForm({ config, onSaved }: UpdateCardFormProps) {
  const setup = useAsyncData(billingApi.setupCard);
  const save = useSubmit(
    async (setupIntentId: string) => {
      try {
        onSaved((await billingApi.useCard(setupIntentId)).paymentMethod);
      } catch (error) {
        // The confirmed intent is used up: the next attempt needs a new one.
        await setup.reload();
        throw error;
      }
    },
    { failed: (error) => errorMessage(error, 'The card could not be saved. Please try again.') },
  );
  const saving = save.pending;
  const onConfirmed = ({ setupIntentId }: ConfirmedIntent) => {
    if (setupIntentId) save.run(setupIntentId);
  };

  if (setup.loading || saving)
    return <Loading label={saving ? 'Saving your card' : 'Preparing the card form'} />;
  if (!setup.data)
    return (
      <div className="stack">
        <Notice tone="danger">
          {errorMessage(setup.error, 'The card form could not be prepared. Please try again.')}
        </Notice>
        <div>
          <Button variant="secondary" onClick={() => void setup.reload()}>
            Try Again
          </Button>
        </div>
      </div>
    );
  const { clientSecret } = setup.data;
  return (
    <div className="stack">
      {save.failure && (
        <div role="alert">
          <Notice tone="danger">{save.failure}</Notice>
        </div>
      )}
      {config.mode === 'stripe' && config.publishableKey ? (
        <StripePaymentForm
          key={clientSecret}
          publishableKey={config.publishableKey}
          clientSecret={clientSecret}
          type="setup"
          returnUrl={`${window.location.origin}${PAYMENT_METHOD_PATH}`}
          submitLabel={SUBMIT_LABEL}
          onConfirmed={onConfirmed}
        />
      ) : (
        <TestCardForm
          key={clientSecret}
          clientSecret={clientSecret}
          submitLabel={SUBMIT_LABEL}
          onConfirmed={onConfirmed}
        />
      )}
    </div>
  );
}
