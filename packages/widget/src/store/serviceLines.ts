/** Service selection (SPEC §4.8): every figure comes from core pricing. */
import { priceServiceFrequency, quoteTotal } from '@yardstick/core/pricing';
import type { AnalysisServiceLine } from '@yardstick/core/schemas/analysis';
import type { SelectedService } from '@yardstick/core/schemas/quotes';

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

export function repriceLine(
  line: AnalysisServiceLine,
  frequency: string,
  complexityScore: number | null,
): AnalysisServiceLine {
  const option = line.availableFrequencies.find((candidate) => candidate.frequency === frequency);
  if (!option) return line;
  const price = priceServiceFrequency({
    areaSqFt: line.areaSqFt,
    frequencies: line.availableFrequencies,
    frequency,
    complexityScore,
  });
  return {
    ...line,
    selectedFrequency: option.frequency,
    pricePerSqFt: price.pricePerSqFt,
    totalCost: price.totalCost,
    minimumApplied: price.minimumApplied,
  };
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

/** The quote payload's lines: only what the visitor selected. */
export function selectedServices(lines: AnalysisServiceLine[]): SelectedService[] {
  return lines
    .filter((line) => line.isSelected)
    .map((line) => ({
      serviceId: line.serviceId,
      serviceName: line.serviceName,
      pricePerSqFt: line.pricePerSqFt,
      areaSqFt: line.areaSqFt,
      totalCost: line.totalCost,
      selectedFrequency: line.selectedFrequency,
    }));
}
