import { useState } from 'react';
import {
  updateAccuracySettingsRequestSchema,
  VERIFIED_AREA_MESSAGES,
  type AccuracyResponse,
  type UpdateAccuracySettingsRequest,
} from '@yardstick/core/schemas/verifiedArea';
import { formatSignedPercent } from '@yardstick/core/verifiedAccuracy';
import { toastFailure } from '../../forms/toastFailure.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { updateAccuracySettings } from './accuracyApi.ts';

interface CorrectionCardProps {
  report: AccuracyResponse;
  minJobs: number;
  onChanged: () => void;
}

/**
 * The correction the owner's own verified jobs suggest, applied only when the owner opts in
 * and shown on every quote it prices; and the tolerance for re-pricing offers.
 */
export function CorrectionCard({ report, minJobs, onChanged }: CorrectionCardProps) {
  const toast = useToast();
  const applied = report.settings.measurementCorrectionPercent;
  const [tolerance, setTolerance] = useState(String(report.settings.verifiedTolerancePercent));
  const [toleranceError, setToleranceError] = useState<string>();

  const correction = useSubmit(
    async (apply: boolean) => {
      const settings = await updateAccuracySettings({ applyCorrection: apply });
      toast({
        title: apply ? 'Correction on' : 'Correction off',
        description: apply
          ? `New measurements are priced with ${formatSignedPercent(settings.measurementCorrectionPercent ?? 0)}; each quote shows it.`
          : 'New measurements are priced as measured again.',
      });
      onChanged();
    },
    {
      failed: toastFailure(toast, 'Failed to change the correction'),
    },
  );

  const toleranceSave = useSubmit(
    async (settings: UpdateAccuracySettingsRequest) => {
      setToleranceError(undefined);
      await updateAccuracySettings(settings);
      toast({
        title: 'Tolerance saved',
        description: `Re-pricing is offered beyond ${tolerance} %.`,
      });
      onChanged();
    },
    {
      failed: toastFailure(toast, 'Failed to save the tolerance'),
    },
  );

  function checkedTolerance() {
    const parsed = updateAccuracySettingsRequestSchema.safeParse({
      verifiedTolerancePercent: tolerance.trim() === '' ? Number.NaN : Number(tolerance),
    });
    if (parsed.success) return parsed.data;
    setToleranceError(VERIFIED_AREA_MESSAGES.toleranceInvalid);
    return null;
  }

  return (
    <Card aria-labelledby="accuracy-correction-title">
      <CardHeader
        titleId="accuracy-correction-title"
        title="Correction"
        description={`From ${minJobs} verified jobs on, Yardstick suggests a correction from your own jobs. It is applied only if you turn it on.`}
      />
      {applied !== null ? (
        <div className="stack">
          <p data-testid="correction-state">
            On: new measurements are priced with {formatSignedPercent(applied)}. Each quote priced
            with it says so.
          </p>
          <div>
            <Button
              variant="secondary"
              disabled={correction.pending}
              onClick={() => correction.run(false)}
            >
              Turn the correction off
            </Button>
          </div>
        </div>
      ) : report.suggestion ? (
        <div className="stack">
          <p data-testid="correction-suggestion">{report.suggestion.sentence}</p>
          <div>
            <Button disabled={correction.pending} onClick={() => correction.run(true)}>
              Apply {formatSignedPercent(report.suggestion.percent)} to new measurements
            </Button>
          </div>
        </div>
      ) : (
        <p className="muted" data-testid="correction-none">
          {report.overall.count < minJobs
            ? `No suggestion yet: ${report.overall.count} of ${minJobs} verified jobs.`
            : 'No correction needed: your measurements are within 1 % of the verified areas.'}
        </p>
      )}
      <form
        className="row accuracy-tolerance"
        onSubmit={toleranceSave.onSubmit(checkedTolerance)}
        noValidate
      >
        <InputField
          label="Re-pricing tolerance (%)"
          inputMode="numeric"
          value={tolerance}
          error={toleranceError}
          hint="A verified area further than this from the priced one offers to re-price the quote."
          onChange={(event) => setTolerance(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Save tolerance
        </Button>
      </form>
    </Card>
  );
}
