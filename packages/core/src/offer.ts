/**
 * What a homeowner is offered and what an acceptance costs, from one function: the analysis,
 * a repeat of an address, the accept, the stored quote and its e-mails all read their prices
 * from `offerLines`, so the price shown is the price stored.
 */
import { withDemoRates } from './demoServices.ts';
import { activeFrequenciesInOrder, findActiveFrequency } from './frequencies.ts';
import { basisOf, basisQuantity, priceByBasis } from './priceBasis.ts';
import type {
  AnalysisServiceLine,
  NotOffered,
  OutOfSeason,
  ServiceMeasures,
} from './schemas/analysis.ts';
import type { SelectedService } from './schemas/quotes.ts';
import type { Service } from './schemas/services.ts';
import { inSeason, nextOpening, type OwnerToday } from './season.ts';
import type { VolumeTier } from './volumeRate.ts';

export interface OfferInput {
  /** The owner's services as they are now; switched-off ones are left out. */
  services: readonly Service[];
  /** The lawn every lawn-area price is priced on. */
  areaSqFt: number;
  /** The lot's beds, paving, edges and trees; absent on analyses made before they were measured. */
  serviceMeasures?: ServiceMeasures | null | undefined;
  complexityScore: number | null;
  /** The landing page's demo shows, and so charges, SPEC §9's displayed demo rates. */
  demoRates?: boolean;
  /**
   * The day the offer is made on, on the owner's calendar: services out of season wait. Null
   * for an accepted quote priced again (a lawn adjusted later): it was in season when accepted.
   */
  today: OwnerToday | null;
}

/** The default service is pre-selected (mowing, for most owners); without one, the first. */
function preselectedServiceId(services: readonly Service[]): string | undefined {
  return (services.find((s) => s.isDefault) ?? services[0])?.id;
}

/**
 * A line priced at one of its own frequencies, on that frequency's basis: the line's lawn for
 * lawn area, the option's measured quantity otherwise. Undefined when it has no such active
 * option, or the option lacks the quantity its basis needs.
 */
export function priceLineAt(
  line: AnalysisServiceLine,
  frequency: string | null | undefined,
  complexityScore: number | null,
): AnalysisServiceLine | undefined {
  const option = findActiveFrequency(line.availableFrequencies, frequency);
  if (!option) return undefined;
  const basis = basisOf(option);
  const quantity = basis === 'lawn-area' ? line.areaSqFt : option.quantity;
  if (quantity === undefined) return undefined;
  const price = priceByBasis({
    basis,
    quantity,
    rate: option.pricePerSqFt,
    complexityScore,
    minimumPrice: option.minimumPrice,
    volumeTiers: option.volumeTiers,
  });
  return {
    ...line,
    selectedFrequency: option.frequency,
    pricePerSqFt: option.pricePerSqFt,
    totalCost: price.totalCost,
    minimumApplied: price.minimumApplied,
    basis,
    quantity,
  };
}

export interface Offer {
  /** One priced line per service that has a price the lot can be priced on. */
  lines: AnalysisServiceLine[];
  /** The active prices left out, each with the reason (the lot lacks the measure they need). */
  notOffered: NotOffered[];
  /** Active services out of season today, each with the day it opens again. */
  outOfSeason: OutOfSeason[];
}

/**
 * One priced line per service active now with an active frequency the lot can be priced on,
 * at its first such frequency by sort order; the default service is selected. A price whose
 * basis needs a measure the lot lacks is left out with its reason, never priced on 0; a
 * service out of season today is listed apart with the day it opens.
 */
export function offer(input: OfferInput): Offer {
  const notOffered: NotOffered[] = [];
  const outOfSeason: OutOfSeason[] = [];
  const { today } = input;
  const offered = input.services
    .filter((service) => service.isActive)
    .filter((service) => {
      if (!today || inSeason(service.season, today.at, today.timeZone)) return true;
      const opensOn = service.season ? nextOpening(service.season, today.at, today.timeZone) : null;
      if (opensOn && service.frequencies.some((f) => f.isActive))
        outOfSeason.push({ serviceId: service.id, serviceName: service.name, opensOn });
      return false;
    })
    .map((service) => {
      const options = activeFrequenciesInOrder(
        input.demoRates ? withDemoRates(service.frequencies) : service.frequencies,
      ).flatMap((f) => {
        const basis = basisOf(f);
        const quantity = basisQuantity(basis, {
          lawnSqFt: input.areaSqFt,
          services: input.serviceMeasures,
        });
        if (!quantity.ok) {
          notOffered.push({
            serviceId: service.id,
            serviceName: service.name,
            frequency: f.frequency,
            reason: quantity.reason,
          });
          return [];
        }
        return [
          {
            id: f.id,
            frequency: f.frequency,
            pricePerSqFt: f.pricePerSqFt,
            minimumPrice: f.minimumPrice ?? null,
            isActive: f.isActive,
            sortOrder: f.sortOrder,
            volumeTiers: f.volumeTiers,
            basis,
            // The lawn's quantity is the line's area, so that an adjusted lawn prices it.
            ...(basis === 'lawn-area' ? {} : { quantity: quantity.quantity }),
          },
        ];
      });
      return { service, options };
    })
    .filter(({ options }) => options.length > 0);
  const selectedId = preselectedServiceId(offered.map(({ service }) => service));
  const lines = offered.flatMap(({ service, options }) => {
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
        availableFrequencies: options,
      },
      options[0]?.frequency,
      input.complexityScore,
    );
    return line ? [line] : [];
  });
  return { lines, notOffered, outOfSeason };
}

/** The offer's lines (see `offer`). */
export function offerLines(input: OfferInput): AnalysisServiceLine[] {
  return offer(input).lines;
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
