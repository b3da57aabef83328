/**
 * What a homeowner is offered and what an acceptance costs, from one function: the analysis,
 * a repeat of an address, the accept, the stored quote and its e-mails all read their prices
 * from `offerLines`, so the price shown is the price stored.
 */
import { withDemoRates } from './demoServices.ts';
import { activeFrequenciesInOrder, findActiveFrequency } from './frequencies.ts';
import { priceServiceFrequency } from './pricing.ts';
import type { AnalysisServiceLine } from './schemas/analysis.ts';
import type { SelectedService } from './schemas/quotes.ts';
import type { Service } from './schemas/services.ts';
import type { VolumeTier } from './volumeRate.ts';

export interface OfferInput {
  /** The owner's services as they are now; switched-off ones are left out. */
  services: readonly Service[];
  /** The lawn every line is priced on. */
  areaSqFt: number;
  complexityScore: number | null;
  /** The landing page's demo shows, and so charges, SPEC §9's displayed demo rates. */
  demoRates?: boolean;
}

/** The default service is pre-selected (mowing, for most owners); without one, the first. */
function preselectedServiceId(services: readonly Service[]): string | undefined {
  return (services.find((s) => s.isDefault) ?? services[0])?.id;
}

/** A line priced at one of its own frequencies; undefined when it has no such active option. */
export function priceLineAt(
  line: AnalysisServiceLine,
  frequency: string | null | undefined,
  complexityScore: number | null,
): AnalysisServiceLine | undefined {
  const option = line.availableFrequencies.find(
    (candidate) => candidate.isActive && candidate.frequency === frequency,
  );
  if (!option) return undefined;
  const price = priceServiceFrequency({
    areaSqFt: line.areaSqFt,
    frequencies: line.availableFrequencies,
    frequency: option.frequency,
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

/**
 * One priced line per service active now with an active frequency, at its first frequency by
 * sort order; the default service is selected.
 */
export function offerLines(input: OfferInput): AnalysisServiceLine[] {
  const offered = input.services
    .filter((service) => service.isActive)
    .map((service) => ({
      service,
      frequencies: activeFrequenciesInOrder(
        input.demoRates ? withDemoRates(service.frequencies) : service.frequencies,
      ),
    }))
    .filter(({ frequencies }) => frequencies.length > 0);
  const selectedId = preselectedServiceId(offered.map(({ service }) => service));
  return offered.flatMap(({ service, frequencies }) => {
    const line = priceLineAt(
      {
        serviceId: service.id,
        serviceName: service.name,
        areaSqFt: input.areaSqFt,
        isSelected: service.id === selectedId,
        selectedFrequency: null,
        pricePerSqFt: 0,
        totalCost: 0,
        minimumApplied: false,
        availableFrequencies: frequencies.map((f) => ({
          id: f.id,
          frequency: f.frequency,
          pricePerSqFt: f.pricePerSqFt,
          minimumPrice: f.minimumPrice ?? null,
          isActive: f.isActive,
          sortOrder: f.sortOrder,
          volumeTiers: f.volumeTiers,
        })),
      },
      frequencies[0]?.frequency,
      input.complexityScore,
    );
    return line ? [line] : [];
  });
}

/** The volume tiers a line is priced with: those of its selected frequency. */
export function lineVolumeTiers(
  line: Pick<AnalysisServiceLine, 'availableFrequencies' | 'selectedFrequency'>,
): VolumeTier[] {
  return findActiveFrequency(line.availableFrequencies, line.selectedFrequency)?.volumeTiers ?? [];
}

/** A homeowner's choice of one offered service: by id, or by name for callers without ids. */
export interface ServiceChoice {
  serviceId?: string | undefined;
  serviceName: string;
  selectedFrequency?: string | null | undefined;
}

export type PricedChoices =
  | { ok: true; lines: AnalysisServiceLine[] }
  /** A chosen service or frequency is not offered now. */
  | { ok: false; unavailable: ServiceChoice };

/** The offered lines the homeowner chose, each priced at the chosen frequency. */
export function priceChoices(
  offer: readonly AnalysisServiceLine[],
  choices: readonly ServiceChoice[],
  complexityScore: number | null,
): PricedChoices {
  const lines: AnalysisServiceLine[] = [];
  for (const choice of choices) {
    const offered = choice.serviceId
      ? offer.find((line) => line.serviceId === choice.serviceId)
      : offer.find((line) => line.serviceName === choice.serviceName);
    // Without a frequency the line is priced as offered, at its first one.
    const frequency = choice.selectedFrequency ?? offered?.selectedFrequency;
    const priced = offered && priceLineAt(offered, frequency, complexityScore);
    if (!priced) return { ok: false, unavailable: choice };
    lines.push({ ...priced, isSelected: true });
  }
  return { ok: true, lines };
}

/** The accept payload's lines: the selected ones, with the figures the homeowner was shown. */
export function selectedServicesOf(lines: readonly AnalysisServiceLine[]): SelectedService[] {
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
