import type { FormEvent } from 'react';
import { useId } from 'react';
import { useEstimator, useEstimatorActions } from '../context.ts';
import { TEXT } from '../messages.ts';
import { canSubmitQuote, lawnProblem } from '../store/quoteSlice.ts';
import { shownTotal } from '../store/serviceLines.ts';
import { LawnProblem } from './LawnAdjustment.tsx';
import { ReviewNote } from './ReviewNote.tsx';
import type { CustomerDetails } from '../store/types.ts';

interface FieldProps {
  field: keyof CustomerDetails;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
}

function CustomerField({
  field,
  label,
  required = false,
  type = 'text',
  autoComplete,
  multiline = false,
}: FieldProps) {
  const id = `${useId()}-${field}`;
  const value = useEstimator((state) => state.customer[field]);
  const submitting = useEstimator((state) => state.quoteStep === 'submitting');
  const { setCustomerField } = useEstimatorActions();
  const shared = {
    id,
    className: multiline ? 'ys-input ys-textarea' : 'ys-input',
    part: 'input',
    value,
    required,
    disabled: submitting,
    autoComplete,
  };

  return (
    <div className="ys-field">
      <label className="ys-label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          onChange={(event) => setCustomerField(field, event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={type}
          onChange={(event) => setCustomerField(field, event.target.value)}
        />
      )}
    </div>
  );
}

/** The inline accept step (SPEC §4.8, §5): name and email required, phone and notes not. */
export function AcceptQuoteForm() {
  const canSubmit = useEstimator(canSubmitQuote);
  const submitting = useEstimator((state) => state.quoteStep === 'submitting');
  const total = useEstimator((state) => shownTotal(state.serviceLines));
  const priceNotice = useEstimator((state) => state.priceNotice);
  const problem = useEstimator(lawnProblem);
  const reasonId = `${useId()}-lawn`;
  const { submitQuote, cancelAcceptForm } = useEstimatorActions();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitQuote();
  };

  return (
    <form
      className="ys-card ys-accept-form"
      part="card accept-form"
      aria-label="Accept quote"
      onSubmit={onSubmit}
    >
      <h3 className="ys-card-title">Accept your quote</h3>
      <p className="ys-muted">
        Total for the selected services: <span className="ys-strong">{total}</span>
      </p>
      {priceNotice && (
        <p className="ys-price-notice" role="alert" data-testid="ys-price-notice">
          {priceNotice}
        </p>
      )}
      <ReviewNote />
      <div className="ys-grid ys-grid--two">
        <CustomerField field="name" label="Full name" required autoComplete="name" />
        <CustomerField field="email" label="Email" type="email" required autoComplete="email" />
        <CustomerField field="phone" label="Phone" type="tel" autoComplete="tel" />
      </div>
      <CustomerField field="notes" label="Notes" autoComplete="off" multiline />
      {/* No toast is drawn over Cancel and Accept (Toast.tsx keeps clear of primaries). */}
      <div className="ys-actions" data-ys-primary="">
        <button
          type="button"
          className="ys-button"
          part="button"
          onClick={cancelAcceptForm}
          disabled={submitting}
        >
          {TEXT.cancel}
        </button>
        <button
          type="submit"
          className="ys-button ys-button--primary"
          part="button primary-button accept-button"
          disabled={!canSubmit || submitting}
          aria-describedby={problem ? reasonId : undefined}
        >
          {submitting ? TEXT.accepting : TEXT.acceptButton}
        </button>
      </div>
      {problem && <LawnProblem id={reasonId} problem={problem} />}
    </form>
  );
}
