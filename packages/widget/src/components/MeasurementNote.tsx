import { REVIEW_PRICE_NOTE } from '@yardstick/core/quotes';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';

export const REVIEW_MESSAGE = REVIEW_PRICE_NOTE;

/** "14 July 2025" from an ISO date, read as a calendar date (no time zone shift). */
function formatImageryDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** When the imagery was taken and, when the measurement is unsure, that the price is not yet firm. */
export function MeasurementNote({ result }: { result: PropertyAnalysisResult }) {
  const { measurement, reviewRequired } = result;
  if (!measurement) return null;
  return (
    <section className="ys-card" aria-label="About this measurement">
      <p className="ys-muted">
        {measurement.imageryDate
          ? `Measured on aerial imagery from ${formatImageryDate(measurement.imageryDate)}.`
          : 'Measured on aerial imagery of unknown date.'}
      </p>
      {reviewRequired && <p className="ys-strong">{REVIEW_MESSAGE}</p>}
    </section>
  );
}
