import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useState } from 'react';
import { reviewSettingsSchema, type ReviewSettings } from '@yardstick/core/schemas/services';
import { fieldRefusalOrToast } from '../../forms/fieldRefusalOrToast.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';

const loadThreshold = async () => (await api.call(endpoints.reviewSettings)).reviewThreshold;

/** Below this measurement confidence, homeowners are told the price is confirmed after a review. */
export function ReviewThresholdCard() {
  const toast = useToast();
  const current = useAsyncData(loadThreshold);
  // What the owner typed; until then the saved threshold shows.
  const [edited, setEdited] = useState<string | null>(null);
  const value = edited ?? (current.data === undefined ? '' : String(current.data));
  const [error, setError] = useState<string | undefined>();
  const save = useSubmit(
    async (settings: ReviewSettings) => {
      setError(undefined);
      await api.call(endpoints.updateReviewSettings, { body: settings });
      toast({
        title: 'Review Threshold Saved',
        description: `Quotes measured below ${settings.reviewThreshold} confidence will be marked for review.`,
      });
    },
    {
      failed: fieldRefusalOrToast('Failed to save the review threshold', {
        field: setError,
        toast: (message) => toast(errorToast(message)),
      }),
    },
  );

  function checked() {
    const parsed = reviewSettingsSchema.safeParse({
      reviewThreshold: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (parsed.success) return parsed.data;
    setError(parsed.error.issues[0]?.message);
    return null;
  }

  return (
    <Card aria-labelledby="review-threshold-title">
      <CardHeader
        titleId="review-threshold-title"
        title="Measurement Review"
        description="Each estimate says how sure its lawn measurement is (0 to 1). Below your threshold, homeowners are told you will confirm the price after a quick review, and the accepted quote is marked for review."
      />
      {current.loading && current.data === undefined && (
        <Loading label="Loading review threshold" />
      )}
      {current.error !== undefined && current.data === undefined && !current.loading && (
        <p className="small muted">
          The review threshold could not be loaded.{' '}
          <Button size="sm" variant="secondary" onClick={() => void current.reload()}>
            Try Again
          </Button>
        </p>
      )}
      {current.data !== undefined && (
        <form
          className="row"
          style={{ gap: 12, alignItems: 'flex-end' }}
          onSubmit={save.onSubmit(checked)}
          noValidate
        >
          <InputField
            label="Review threshold"
            hint="0.6 by default; 0 never asks for a review, 1 always does."
            inputMode="decimal"
            value={value}
            error={error}
            onChange={(event) => setEdited(event.target.value)}
          />
          <Button type="submit" disabled={save.pending}>
            {save.pending ? 'Saving…' : 'Save'}
          </Button>
        </form>
      )}
    </Card>
  );
}
