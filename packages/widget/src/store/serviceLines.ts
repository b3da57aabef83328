/** Service selection (SPEC §4.8): every figure comes from core pricing. */
import { formatCadenceTotals, totalsByCadence } from '@yardstick/core/cadence';
import { priceLineAt } from '@yardstick/core/offer';
import { quoteTotal } from '@yardstick/core/pricing';
import type { AnalysisServiceLine } from '@yardstick/core/schemas/analysis';

/** The selected lines' total as the estimator writes it, split by how often it is paid. */
export function shownTotal(lines: readonly AnalysisServiceLine[]): string {
  return formatCadenceTotals(
    totalsByCadence(
      lines
        .filter((line) => line.isSelected)
        .map((line) => ({ frequency: line.selectedFrequency, totalCost: line.totalCost })),
    ),
  );
}

/** Lines and their total always change together. */
export function withLines(serviceLines: AnalysisServiceLine[]): {
  serviceLines: AnalysisServiceLine[];
  total: number;
} {
  return { serviceLines, total: quoteTotal(serviceLines) };
}

export function toggleLine(lines: AnalysisServiceLine[], serviceId: string): AnalysisServiceLine[] {
  return lines.map((line) =>
    line.serviceId === serviceId ? { ...line, isSelected: !line.isSelected } : line,
  );
}

/** A line at another of its frequencies, priced by core; unchanged for one it does not offer. */
export function repriceLine(
  line: AnalysisServiceLine,
  frequency: string,
  complexityScore: number | null,
): AnalysisServiceLine {
  return priceLineAt(line, frequency, complexityScore) ?? line;
}

export function setLineFrequency(
  lines: AnalysisServiceLine[],
  serviceId: string,
  frequency: string,
  complexityScore: number | null,
): AnalysisServiceLine[] {
  return lines.map((line) =>
    line.serviceId === serviceId ? repriceLine(line, frequency, complexityScore) : line,
  );
}
