import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import {
  QUOTE_REQUEST_LIMIT_MESSAGES,
  updateQuoteRequestLimitRequestSchema,
  type QuoteRequestLimit,
  type UpdateQuoteRequestLimitRequest,
} from '@yardstick/core/schemas/quoteRequestLimits';
import { useState } from 'react';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { fieldRefusalOrToast } from '../../forms/fieldRefusalOrToast.ts';
import { useSubmit } from '../../forms/useSubmit.ts';

/**
 * How many new quote requests a day the owner's storefront and widget take from visitors:
 * a guard against someone running up the owner's estimates. Repeats of an address are free.
 */
export function QuoteRequestLimitCard() {
  const toast = useToast();
  const loaded = useAsyncData(() => api.call(endpoints.quoteRequestLimit));
  return (
    <Card id="quote-request-limit" aria-labelledby="quote-limit-title">
      <CardHeader titleId="quote-limit-title" title="Daily Quote Requests" />
      {loaded.loading && !loaded.data && <Loading label="Loading quote request limit" />}
      {loaded.error !== undefined && !loaded.data && (
        <p className="muted">The quote request limit could not be loaded.</p>
      )}
      {loaded.data && (
        <QuoteRequestLimitForm
          key={loaded.data.publicDailyAnalysisLimit}
          current={loaded.data}
          onSaved={() => {
            toast({ title: 'Saved', description: 'Daily quote request limit updated' });
            void loaded.reload();
          }}
          onError={(message) => toast(errorToast(message))}
        />
      )}
    </Card>
  );
}

interface FormProps {
  current: QuoteRequestLimit;
  onSaved(): void;
  onError(message: string): void;
}

function QuoteRequestLimitForm({ current, onSaved, onError }: FormProps) {
  const [value, setValue] = useState(String(current.publicDailyAnalysisLimit));
  const [fieldError, setFieldError] = useState<string>();
  const submit = useSubmit(
    async (body: UpdateQuoteRequestLimitRequest) => {
      setFieldError(undefined);
      await api.call(endpoints.updateQuoteRequestLimit, { body });
      onSaved();
    },
    {
      failed: fieldRefusalOrToast('The quote request limit could not be saved.', {
        field: setFieldError,
        toast: onError,
      }),
    },
  );

  function checked() {
    const parsed = updateQuoteRequestLimitRequestSchema.safeParse({
      publicDailyAnalysisLimit: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (parsed.success) return parsed.data;
    setFieldError(QUOTE_REQUEST_LIMIT_MESSAGES.dailyLimitInvalid);
    return null;
  }

  return (
    <form className="stack" onSubmit={submit.onSubmit(checked)} noValidate>
      <InputField
        label="New quote requests per day from your storefront and website"
        type="number"
        inputMode="numeric"
        min={1}
        max={10_000}
        step={1}
        hint="Beyond this, homeowners read that today’s instant quotes are all taken, with your phone and e-mail and a “Request a call back” form (its requests land in Accepted Quotes). The same address asked again the same day is not counted."
        value={value}
        error={fieldError}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="row">
        <Button type="submit" size="sm" disabled={submit.pending}>
          {submit.pending ? 'Saving…' : 'Save Limit'}
        </Button>
      </div>
    </form>
  );
}
