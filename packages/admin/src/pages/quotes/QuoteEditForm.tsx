import { useState } from 'react';
import { QUOTE_STATUSES, type QuoteStatus } from '@yardstick/core/enums';
import { capitalize } from '@yardstick/core/format';
import { isQuoteStatus } from '@yardstick/core/quotes';
import type { AcceptedQuote, UpdateAcceptedQuoteRequest } from '@yardstick/core/schemas/quotes';
import { useSubmit } from '../../forms/useSubmit.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { SelectField, TextareaField } from '../../ui/Field.tsx';

interface QuoteEditFormProps {
  quote: AcceptedQuote;
  onSave: (update: UpdateAcceptedQuoteRequest) => Promise<void>;
  onCancel: () => void;
}

/** Status and notes of one quote (SPEC §2.12); any status may follow any other. */
export function QuoteEditForm({ quote, onSave, onCancel }: QuoteEditFormProps) {
  const [status, setStatus] = useState<QuoteStatus>(
    isQuoteStatus(quote.status) ? quote.status : 'pending',
  );
  const [notes, setNotes] = useState(quote.notes ?? '');
  // onSave says itself how a save went (a toast).
  const submit = useSubmit(onSave, { failed: () => null });

  return (
    <form className="stack quote-edit" onSubmit={submit.onSubmit(() => ({ status, notes }))}>
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => {
          if (isQuoteStatus(event.target.value)) setStatus(event.target.value);
        }}
      >
        {QUOTE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {capitalize(value)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Notes"
        rows={3}
        placeholder="Add any notes about this quote..."
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormActions
        saving={submit.pending}
        submitLabel="Update"
        savingLabel="Updating..."
        onCancel={onCancel}
      />
    </form>
  );
}
