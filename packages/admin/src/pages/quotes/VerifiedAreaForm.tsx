import { useId, useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import {
  recordVerifiedAreaRequestSchema,
  type RecordVerifiedAreaRequest,
} from '@yardstick/core/schemas/verifiedArea';
import { fieldErrors, withoutError, type FieldErrors } from '../../forms/fieldErrors.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { Button } from '../../ui/Button.tsx';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { recordVerifiedArea } from '../accuracy/accuracyApi.ts';
import { AsMowedLawn, type MowedLawn } from './AsMowedLawn.tsx';
import type { EditableMapData } from './measurement/QuoteLawnEditor.tsx';

type Field = 'verifiedSqFt' | 'verifiedOn' | 'note';

/** Today as the owner's calendar has it, for the date field. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

interface VerifiedAreaFormProps {
  quote: AcceptedQuote;
  /** The analysis' map, when the lawn can be drawn on it as mowed. */
  mapData: EditableMapData | null;
  onSaved: (quote: AcceptedQuote) => void;
  onCancel: () => void;
}

/**
 * The verified area as the crew found it: typed as a number of sq ft, or drawn as mowed in
 * the map editor (whose area the server takes), with the date and an optional note.
 */
export function VerifiedAreaForm({ quote, mapData, onSaved, onCancel }: VerifiedAreaFormProps) {
  const formId = useId();
  const current = quote.verifiedArea ?? null;
  const [drawing, setDrawing] = useState(Boolean(mapData && current?.asMowed));
  const [mowed, setMowed] = useState<MowedLawn | null>(null);
  const [area, setArea] = useState(current ? String(Math.round(current.sqFt)) : '');
  const [day, setDay] = useState(current?.verifiedOn ?? localToday());
  const [note, setNote] = useState(current?.note ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const submit = useSubmit(
    async (record: RecordVerifiedAreaRequest) =>
      onSaved(await recordVerifiedArea(quote.id, record)),
    { leaves: true, failed: (error) => errorMessage(error, 'Failed to record the verified area') },
  );

  function checked() {
    const cleaned = area.replace(/[,\s]/g, '');
    const measured = drawing
      ? { lawnGeometry: mowed?.geometry ?? undefined }
      : { verifiedSqFt: cleaned === '' ? Number.NaN : Number(cleaned) };
    const parsed = recordVerifiedAreaRequestSchema.safeParse({
      ...measured,
      verifiedOn: day,
      note,
    });
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return null;
  }

  return (
    <form className="stack verified-area__form" onSubmit={submit.onSubmit(checked)} noValidate>
      {mapData && (
        <fieldset className="verified-area__how">
          <legend>How the crew measured</legend>
          <label className="row">
            <input
              type="radio"
              name={`${formId}-how`}
              checked={!drawing}
              onChange={() => setDrawing(false)}
            />
            <span>Type the area in sq ft</span>
          </label>
          <label className="row">
            <input
              type="radio"
              name={`${formId}-how`}
              checked={drawing}
              onChange={() => setDrawing(true)}
            />
            <span>Draw the lawn as mowed</span>
          </label>
        </fieldset>
      )}
      {drawing && mapData ? (
        <AsMowedLawn quote={quote} mapData={mapData} lawn={mowed} onChange={setMowed} />
      ) : (
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
      )}
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
      {submit.failure && (
        <Notice tone="danger" role="alert">
          {submit.failure}
        </Notice>
      )}
      <div className="row" style={{ gap: 8 }}>
        <Button
          type="submit"
          size="sm"
          disabled={submit.pending || (drawing && (!mowed || mowed.problem !== null))}
          aria-describedby={drawing && mowed?.problem ? `${formId}-problem` : undefined}
        >
          {submit.pending ? 'Saving…' : 'Save verified area'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {drawing && mowed?.problem && (
        <p className="small verified-area__problem" id={`${formId}-problem`} role="status">
          {mowed.problem} Fix the drawing to save it.
        </p>
      )}
    </form>
  );
}
