import { withEditedAreas, type EditedAreas } from '@yardstick/core/mapLayers';
import { lineVolumeTiers, offer as offerFor, priceChoices } from '@yardstick/core/offer';
import { quoteTotal } from '@yardstick/core/pricing';
import { basisOf } from '@yardstick/core/priceBasis';
import { serviceMeasuresSchema, type AnalysisServiceLine } from '@yardstick/core/schemas/analysis';
import type { AcceptQuoteRequest, SelectedService } from '@yardstick/core/schemas/quotes';
import type { OwnerToday } from '@yardstick/core/season';
import { sqFtToAcres } from '@yardstick/core/units';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { dollarsToCents, toDecimalText } from '../../platform/db/money.ts';
import type { AnalysisForPricing } from '../../platform/db/repositories/analyses.ts';
import type { NewQuoteLine } from './quoteLines.ts';
import { presentService, serviceRepository } from '../priceList/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import { outOfSeasonMessage, PricesChangedError } from './pricesChanged.ts';

export interface QuoteFigures {
  totalCents: number;
  /** The lawn the lines are priced on. */
  mowableAcres: number;
  lines: NewQuoteLine[];
  /** Every service offered now at today's prices, the chosen ones at their chosen frequency. */
  offer?: AnalysisServiceLine[];
}

export interface RecomputeInput {
  db: Db;
  ownerId: string;
  analysis: AnalysisForPricing;
  request: Pick<AcceptQuoteRequest, 'selectedServices'>;
  /** The geodesic area of a lawn adjusted on the map; every lawn-area line is priced on it instead. */
  adjustedAreaSqFt?: number;
  /** The beds and paving the owner edited on the quote's map; bed and paving lines price on them. */
  editedAreas?: EditedAreas;
  /**
   * The owner's day of the acceptance: a service out of season then is refused. Null when an
   * accepted quote is priced again: its services were in season when it was accepted.
   */
  today: OwnerToday | null;
}

/** How the stored figures of an accepted quote are decided. */
export type RecomputeQuote = (input: RecomputeInput) => Promise<QuoteFigures>;

export const SERVICE_GONE_MESSAGE =
  'One of the selected services is no longer offered. Please analyze the property again.';

// Only what pricing needs from the stored analysis result; the rest is not read here.
const storedResultSchema = z.object({
  aiComplexityScore: z.number().nullable().optional(),
  serviceMeasures: serviceMeasuresSchema.optional(),
});

/**
 * The default: the homeowner's selection is kept, but every price comes from the stored
 * analysis (area, complexity) and the owner's current prices, through core's offer: the
 * same function that priced the analysis the homeowner was shown, at the same rates (the
 * landing page's demo rates for an analysis made there). A tampered request cannot change
 * what the quote costs.
 */
export const recomputeFromAnalysis: RecomputeQuote = async ({
  db,
  ownerId,
  analysis,
  request,
  adjustedAreaSqFt,
  editedAreas = {},
  today,
}) => {
  const stored = storedResultSchema.parse(analysis.result);
  const serviceMeasures =
    stored.serviceMeasures && withEditedAreas(stored.serviceMeasures, editedAreas);
  const complexityScore = stored.aiComplexityScore ?? null;
  const areaSqFt = adjustedAreaSqFt ?? analysis.mowableSqFt;
  const services = (await serviceRepository(db).list(ownerId)).map(presentService);
  const { lines: offer, outOfSeason } = offerFor({
    services,
    areaSqFt,
    serviceMeasures,
    complexityScore,
    demoRates: analysis.caller === 'demo',
    today,
  });
  // A season that closed since the offer was shown is said, with today's offer, never applied.
  const closed = outOfSeason.filter((service) =>
    request.selectedServices.some((chosen) => chosen.serviceId === service.serviceId),
  );
  if (closed.length > 0)
    throw new PricesChangedError(outOfSeasonMessage(closed), offer, outOfSeason);
  const priced = priceChoices(offer, request.selectedServices, complexityScore);
  if (!priced.ok) throw new ValidationError(SERVICE_GONE_MESSAGE);
  return {
    totalCents: dollarsToCents(quoteTotal(priced.lines)),
    mowableAcres: sqFtToAcres(areaSqFt),
    lines: priced.lines.map((line) => ({
      serviceId: line.serviceId,
      serviceName: line.serviceName,
      areaSqFt: line.areaSqFt,
      pricePerSqFt: toDecimalText(line.pricePerSqFt),
      frequency: line.selectedFrequency,
      volumeTiers: lineVolumeTiers(line),
      basis: basisOf(line),
      quantity: line.quantity ?? line.areaSqFt,
      totalCents: dollarsToCents(line.totalCost),
    })),
    offer: offer.map(
      (line) =>
        priced.lines.find((chosen) => chosen.serviceId === line.serviceId) ?? {
          ...line,
          isSelected: false,
        },
    ),
  };
};

/** The stored lines of a quote as a selection to price again (the server sets every figure). */
export function selectionOfLines(
  lines: readonly {
    serviceId: string | null;
    serviceName: string;
    frequency: SelectedService['selectedFrequency'];
  }[],
): SelectedService[] {
  return lines.map((line) => ({
    serviceId: line.serviceId ?? undefined,
    serviceName: line.serviceName,
    pricePerSqFt: 0,
    areaSqFt: 0,
    totalCost: 0,
    selectedFrequency: line.frequency,
  }));
}
