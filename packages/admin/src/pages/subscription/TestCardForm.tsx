import { errorMessage } from '@yardstick/core/client';
import {
  formatCardExpiry,
  parseCardExpiry,
  testCardFormSchema,
} from '@yardstick/core/schemas/paymentMethod';
import { useState } from 'react';
import { useSubmit } from '../../forms/useSubmit.ts';
import { Button } from '../../ui/Button.tsx';
import { InputField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { TEST_MODE_LABEL } from './InfoBox.tsx';
import { subscriptionApi, type ConfirmedIntent, type TestCard } from './subscriptionApi.ts';

interface TestCardFormProps {
  clientSecret: string;
  submitLabel: string;
  onConfirmed: (intent: ConfirmedIntent) => void;
}

const EMPTY: TestCard = { cardNumber: '', expiry: '', cvc: '', name: '' };

/** The fields, labelled as the browser tests drive them. */
const CARD_FIELDS: {
  key: keyof TestCard;
  label: string;
  placeholder?: string;
  inputMode?: 'numeric';
  wide?: boolean;
}[] = [
  {
    key: 'cardNumber',
    label: 'Card number',
    placeholder: '4242 4242 4242 4242',
    inputMode: 'numeric',
    wide: true,
  },
  { key: 'expiry', label: 'Expiry', placeholder: 'MM / YY', inputMode: 'numeric' },
  { key: 'cvc', label: 'CVC', placeholder: '123', inputMode: 'numeric' },
  { key: 'name', label: 'Name on card', wide: true },
];

type FieldErrors = Partial<Record<keyof TestCard, string>>;

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = CARD_FIELDS.find((field) => field.key === issue.path[0])?.key;
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

/** An expiry typed as digits ('1230') reads '12 / 30' once the field is left. */
function tidyExpiry(card: TestCard): TestCard {
  const expiry = parseCardExpiry(card.expiry);
  return expiry ? { ...card, expiry: formatCardExpiry(expiry) } : card;
}

/** The built-in test-mode card form, in place of Stripe's Payment Element when Stripe is not configured. */
export function TestCardForm({ clientSecret, submitLabel, onConfirmed }: TestCardFormProps) {
  const toast = useToast();
  const [card, setCard] = useState<TestCard>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = useSubmit(
    async (checked: TestCard) =>
      onConfirmed(await subscriptionApi.confirmTestCard(clientSecret, checked)),
    {
      failed: (failure) => {
        const message = errorMessage(failure, 'The card could not be confirmed. Please try again.');
        toast(errorToast(message, 'Payment Method Setup Failed'));
        return message;
      },
    },
  );

  function checked() {
    // Checked here first, as Stripe's card element does, so each mistake shows at its field.
    const parsed = testCardFormSchema.safeParse(card);
    setFieldErrors(parsed.success ? {} : fieldErrorsOf(parsed.error.issues));
    return parsed.success ? card : null;
  }

  return (
    <form onSubmit={submit.onSubmit(checked)} noValidate aria-label="Test-mode card form">
      <p className="test-mode-label">{TEST_MODE_LABEL}</p>
      <div className="card-fields">
        {CARD_FIELDS.map(({ key, label, wide, ...input }) => (
          <InputField
            key={key}
            className={wide ? 'field--wide' : undefined}
            label={label}
            value={card[key]}
            error={fieldErrors[key]}
            onChange={(event) => {
              setCard((current) => ({ ...current, [key]: event.target.value }));
              // A corrected field loses its message; the card's last answer no longer applies.
              setFieldErrors((current) => ({ ...current, [key]: undefined }));
              submit.dismiss();
            }}
            onBlur={key === 'expiry' ? () => setCard(tidyExpiry) : undefined}
            autoComplete="off"
            {...input}
          />
        ))}
      </div>
      {submit.failure && (
        <div role="alert" style={{ marginTop: 12 }}>
          <Notice tone="danger">{submit.failure}</Notice>
        </div>
      )}
      <Button type="submit" block loading={submit.pending} style={{ marginTop: 16 }}>
        {submitLabel}
      </Button>
    </form>
  );
}
