import { useId, useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { formatCurrency } from '@yardstick/core/format';
import {
  priceOverrideRequestSchema,
  type AcceptedQuote,
  type AcceptedQuoteService,
  type PriceOverrideRequest,
} from '@yardstick/core/schemas/quotes';
import { fieldErrors, withoutError, type FieldErrors } from '../../forms/fieldErrors.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { InputField, SelectField, TextareaField } from '../../ui/Field.tsx';
import { overrideLinePrice } from './quotesApi.ts';

interface PriceOverrideFormProps {
  quote: AcceptedQuote;
  /** The line to start with. */
  line: AcceptedQuoteService;
  onSaved: (quote: AcceptedQuote) => void;
  onCancel: () => void;
}

type Field = 'totalCost' | 'reason';

/** The owner's own price for one line of the quote, with the reason kept on the card. */
export function PriceOverrideForm({ quote, line, onSaved, onCancel }: PriceOverrideFormProps) {
  const formId = useId();
  const [lineId, setLineId] = useState(line.id);
  const chosen = quote.services.find((candidate) => candidate.id === lineId) ?? line;
  const [price, setPrice] = useState(String(chosen.totalCost));
  const [reason, setReason] = useState(chosen.priceOverride?.reason ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const submit = useSubmit(
    async (change: PriceOverrideRequest) =>
      onSaved(await overrideLinePrice(quote.id, chosen.id, change)),
    { leaves: true, failed: (error) => errorMessage(error, 'Failed to change the price') },
  );

  function checked() {
    const parsed = priceOverrideRequestSchema.safeParse({
      totalCost: price.trim() === '' ? undefined : Number(price),
      reason,
    });
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return null;
  }

  return (
    <form className="stack price-override-form" onSubmit={submit.onSubmit(checked)} noValidate>
      {quote.services.length > 1 && (
        <SelectField
          label="Service"
          value={lineId}
          onChange={(event) => {
            const next = quote.services.find((candidate) => candidate.id === event.target.value);
            if (!next) return;
            setLineId(next.id);
            setPrice(String(next.totalCost));
            setReason(next.priceOverride?.reason ?? '');
            setErrors({});
          }}
        >
          {quote.services.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.serviceName}
            </option>
          ))}
        </SelectField>
      )}
      <InputField
        id={`${formId}-price`}
        label="New price ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={`Computed price: ${formatCurrency(chosen.computedTotalCost ?? chosen.totalCost)}`}
        value={price}
        error={errors.totalCost}
        onChange={(event) => {
          setPrice(event.target.value);
          setErrors((current) => withoutError(current, 'totalCost'));
        }}
      />
      <TextareaField
        label="Reason"
        rows={2}
        placeholder="e.g. Steep slope, gate access, repeat customer"
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => withoutError(current, 'reason'));
        }}
      />
      <FormActions
        failure={submit.failure}
        saving={submit.pending}
        submitLabel="Save Price"
        onCancel={onCancel}
      />
    </form>
  );
}
