/**
 * Pricing the lawn adjusted on the map. Used only once the editor is open, so it travels in
 * the result screens' chunk rather than in the estimator's first download.
 */
import { priceServiceFrequency } from '@yardstick/core/pricing';
import type { AnalysisServiceLine } from '@yardstick/core/schemas/analysis';
import { withLines } from './serviceLines.ts';
import type { EstimatorData, LawnAdjustment } from './types.ts';

/**
 * Every line priced on the lawn adjusted on the map (the server prices each line of an
 * adjusted quote on its area), or on its measured area again when `adjustedSqFt` is null;
 * selections and frequencies stay as the visitor set them, the minimum price still applies.
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
    const price = priceServiceFrequency({
      areaSqFt,
      frequencies: line.availableFrequencies,
      frequency: line.selectedFrequency,
      complexityScore,
    });
    return {
      ...line,
      areaSqFt,
      pricePerSqFt: price.pricePerSqFt,
      totalCost: price.totalCost,
      minimumApplied: price.minimumApplied,
    };
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
