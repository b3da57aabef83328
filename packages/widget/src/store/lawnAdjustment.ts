/**
 * Pricing the lawn adjusted on the map. Used only once the editor is open, so it travels in
 * the result screens' chunk rather than in the estimator's first download.
 */
import { priceLineAt } from '@yardstick/core/offer';
import type { AnalysisServiceLine } from '@yardstick/core/schemas/analysis';
import { withLines } from './serviceLines.ts';
import type { EstimatorData, LawnAdjustment } from './types.ts';

/**
 * Every line on the lawn adjusted on the map, or on its measured lawn again when `adjustedSqFt`
 * is null, as the server prices an adjusted quote: a lawn-area line is priced on that lawn, a
 * line priced on beds, paving, edging, trees or a visit keeps its own quantity and price.
 * Selections and frequencies stay as the visitor set them; the minimum price still applies.
 */
export function linesOnLawn(
  lines: AnalysisServiceLine[],
  measured: readonly AnalysisServiceLine[],
  adjustedSqFt: number | null,
  complexityScore: number | null,
): AnalysisServiceLine[] {
  return lines.map((line) => {
    const areaSqFt =
      adjustedSqFt ??
      measured.find((candidate) => candidate.serviceId === line.serviceId)?.areaSqFt ??
      line.areaSqFt;
    const onLawn = { ...line, areaSqFt };
    return priceLineAt(onLawn, line.selectedFrequency, complexityScore) ?? onLawn;
  });
}

/**
 * The store's change for the lawn on the map, or for the measurement again (null); none once
 * the quote is on its way or accepted. The lines follow the area on screen even while the lawn
 * cannot be priced as drawn (Accept then waits, saying why).
 */
export function withLawnAdjustment(
  state: EstimatorData,
  lawnAdjustment: LawnAdjustment | null,
): Partial<EstimatorData> {
  if (!state.result || (state.quoteStep !== 'result' && state.quoteStep !== 'form')) return {};
  const lines = linesOnLawn(
    state.serviceLines,
    state.result.services,
    lawnAdjustment?.areaSqFt ?? null,
    state.result.aiComplexityScore,
  );
  return { lawnAdjustment, ...withLines(lines) };
}
