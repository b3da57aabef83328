import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { formatDate, formatSqFt } from '@yardstick/core/format';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import {
  recordVerifiedAreaRequestSchema,
  type RepriceOffer,
} from '@yardstick/core/schemas/verifiedArea';
import { acresToSqFt } from '@yardstick/core/units';
import { formatSignedPercent } from '@yardstick/core/verifiedAccuracy';
import { fieldErrors, withoutError, type FieldErrors } from '../../forms/fieldErrors.ts';
import { Button } from '../../ui/Button.tsx';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import {
  clearVerifiedArea,
  fetchRepriceOffer,
  recordVerifiedArea,
} from '../accuracy/accuracyApi.ts';
import { VerifiedRepriceOffer } from './VerifiedRepriceOffer.tsx';
import './verifiedArea.css';

interface VerifiedAreaPanelProps {
  quote: AcceptedQuote;
  onChange: (quote: AcceptedQuote) => void;
}

/** Today as the owner's calendar has it, for the date field. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * What the crew found on site, beside what was measured and what was priced: the owner records
 * the verified area with its date and a note; beyond the owner's tolerance the card offers to
 * re-price the recurring services, showing old and new totals first.
 */
export function VerifiedAreaPanel({ quote, onChange }: VerifiedAreaPanelProps) {
  const toast = useToast();
  const [recording, setRecording] = useState(false);
  const [offer, setOffer] = useState<RepriceOffer | null>(null);
  const verified = quote.verifiedArea ?? null;
  const titleId = `verified-${quote.id}-title`;

  // The offer follows the quote: recorded, replaced or re-priced areas change it.
  useEffect(() => {
    let current = true;
    if (!verified) return;
    fetchRepriceOffer(quote.id)
      .then((next) => current && setOffer(next))
      .catch(() => current && setOffer(null));
    return () => {
      current = false;
    };
  }, [quote.id, verified, quote.totalCost]);

  async function remove() {
    try {
      onChange(await clearVerifiedArea(quote.id));
      toast({ title: 'Verified area removed', description: 'The prices were not changed.' });
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to remove the verified area')));
    }
  }

  const measuredSqFt = acresToSqFt(quote.measuredMowableArea);
  const pricedSqFt = acresToSqFt(quote.mowableArea);
  const correction = quote.measurementCorrectionPercent ?? null;
  return (
    <section className="verified-area" aria-labelledby={titleId}>
      <h3 className="quote-card__subheading" id={titleId}>
        Verified On Site
      </h3>
      <dl className="verified-area__figures">
        <div>
          <dt>Measured</dt>
          <dd>{formatSqFt(measuredSqFt)}</dd>
        </div>
        <div>
          <dt>Priced</dt>
          <dd>{formatSqFt(pricedSqFt)}</dd>
        </div>
        <div>
          <dt>Verified</dt>
          <dd>{verified ? formatSqFt(verified.sqFt) : 'Not recorded'}</dd>
        </div>
      </dl>
      {correction !== null && (
        <p className="small verified-area__correction">
          Priced with your {formatSignedPercent(correction)} correction to the measured lawn.
        </p>
      )}
      {verified && !recording && (
        <p className="small muted verified-area__meta">
          {verified.asMowed ? 'Drawn as mowed' : 'Measured by the crew'} on{' '}
          <time dateTime={verified.verifiedOn}>
            {formatDate(`${verified.verifiedOn}T12:00:00`)}
          </time>
          {verified.note ? ` · ${verified.note}` : ''}
        </p>
      )}
      {verified && offer?.beyondTolerance && !recording && (
        <VerifiedRepriceOffer
          quoteId={quote.id}
          offer={offer}
          onRepriced={(next) => {
            onChange(next);
            toast({ title: 'Quote re-priced', description: 'Priced on the verified area now.' });
          }}
        />
      )}
      {recording ? (
        <VerifiedAreaForm
          quote={quote}
          onSaved={(next) => {
            setRecording(false);
            onChange(next);
          }}
          onCancel={() => setRecording(false)}
        />
      ) : (
        <div className="row" style={{ gap: 4 }}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${verified ? 'Change' : 'Record'} the verified area for ${quote.customerName}`}
            onClick={() => setRecording(true)}
          >
            {verified ? 'Change verified area' : 'Record verified area'}
          </Button>
          {verified && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove the verified area for ${quote.customerName}`}
              onClick={() => void remove()}
            >
              Remove
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

type Field = 'verifiedSqFt' | 'verifiedOn' | 'note';

function VerifiedAreaForm({
  quote,
  onSaved,
  onCancel,
}: {
  quote: AcceptedQuote;
  onSaved: (quote: AcceptedQuote) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const current = quote.verifiedArea ?? null;
  const [area, setArea] = useState(current ? String(Math.round(current.sqFt)) : '');
  const [day, setDay] = useState(current?.verifiedOn ?? localToday());
  const [note, setNote] = useState(current?.note ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const cleaned = area.replace(/[,\s]/g, '');
    const parsed = recordVerifiedAreaRequestSchema.safeParse({
      verifiedSqFt: cleaned === '' ? Number.NaN : Number(cleaned),
      verifiedOn: day,
      note,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await recordVerifiedArea(quote.id, parsed.data));
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to record the verified area'));
      setSaving(false);
    }
  }

  return (
    <form className="stack verified-area__form" onSubmit={handleSubmit} noValidate>
      <InputField
        id={`${formId}-area`}
        label="Verified area (sq ft)"
        inputMode="numeric"
        autoComplete="off"
        value={area}
        error={errors.verifiedSqFt}
        hint="The lawn your crew found on site."
        onChange={(event) => {
          setArea(event.target.value);
          setErrors((e) => withoutError(e, 'verifiedSqFt'));
        }}
      />
      <InputField
        id={`${formId}-date`}
        label="Date measured"
        type="date"
        max={localToday()}
        value={day}
        error={errors.verifiedOn}
        onChange={(event) => {
          setDay(event.target.value);
          setErrors((e) => withoutError(e, 'verifiedOn'));
        }}
      />
      <TextareaField
        id={`${formId}-note`}
        label="Note (optional)"
        rows={2}
        value={note}
        error={errors.note}
        onChange={(event) => {
          setNote(event.target.value);
          setErrors((e) => withoutError(e, 'note'));
        }}
      />
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <div className="row" style={{ gap: 8 }}>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save verified area'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
