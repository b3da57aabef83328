import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import {
  QUOTE_REQUEST_LIMIT_MESSAGES,
  updateQuoteRequestLimitRequestSchema,
  type QuoteRequestLimit,
} from '@yardstick/core/schemas/quoteRequestLimits';
import { useState, type FormEvent } from 'react';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { settingsSaveError } from '../../forms/settingsSaveError.ts';

/**
 * How many new quote requests a day the owner's storefront and widget take from visitors:
 * a guard against someone running up the owner's estimates. Repeats of an address are free.
 */
export function QuoteRequestLimitCard() {
  const toast = useToast();
  const loaded = useAsyncData(() => api.call(endpoints.quoteRequestLimit));
  return (
    <Card aria-labelledby="quote-limit-title">
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
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateQuoteRequestLimitRequestSchema.safeParse({
      publicDailyAnalysisLimit: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setFieldError(QUOTE_REQUEST_LIMIT_MESSAGES.dailyLimitInvalid);
      return;
    }
    setSaving(true);
    setFieldError(undefined);
    try {
      await api.call(endpoints.updateQuoteRequestLimit, {
        body: parsed.data,
      });
      onSaved();
    } catch (error) {
      const failure = settingsSaveError(error, 'The quote request limit could not be saved.');
      if ('field' in failure) setFieldError(failure.field);
      else onError(failure.toast);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void save(event)} noValidate>
      <InputField
        label="New quote requests per day from your storefront and website"
        type="number"
        inputMode="numeric"
        min={1}
        max={10_000}
        step={1}
        hint="Beyond this, homeowners are asked to try again tomorrow or contact you directly. The same address asked again the same day is not counted."
        value={value}
        error={fieldError}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="row">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save Limit'}
        </Button>
      </div>
    </form>
  );
}
