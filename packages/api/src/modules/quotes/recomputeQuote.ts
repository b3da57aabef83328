import { quoteTotal, priceServiceFrequency } from '@yardstick/core/pricing';
import type { AcceptQuoteRequest, SelectedService } from '@yardstick/core/schemas/quotes';
import { sqFtToAcres } from '@yardstick/core/units';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import {
  centsToDollars,
  decimalTextToNumber,
  dollarsToCents,
  toDecimalText,
} from '../../platform/db/money.ts';
import type { AnalysisForPricing } from '../../platform/db/repositories/analyses.ts';
import type { NewQuoteLine } from './quotesRepository.ts';
import { serviceRepository, type ServiceWithFrequencies } from '../priceList/index.ts';
import { ValidationError } from '../../platform/errors.ts';

export interface QuoteFigures {
  totalCents: number;
  /** The lawn the lines are priced on. */
  mowableAcres: number;
  lines: NewQuoteLine[];
}

export interface RecomputeInput {
  db: Db;
  ownerId: string;
  analysis: AnalysisForPricing;
  request: Pick<AcceptQuoteRequest, 'selectedServices'>;
  /** The geodesic area of a lawn adjusted on the map; every line is priced on it instead. */
  adjustedAreaSqFt?: number;
}

/** How the stored figures of an accepted quote are decided. */
export type RecomputeQuote = (input: RecomputeInput) => Promise<QuoteFigures>;

export const SERVICE_GONE_MESSAGE =
  'One of the selected services is no longer offered. Please analyze the property again.';

// Only what pricing needs from the stored analysis result; the rest is not read here.
const storedResultSchema = z.object({
  aiComplexityScore: z.number().nullable().optional(),
  services: z.array(z.object({ serviceId: z.string(), areaSqFt: z.number() })).default([]),
});

/**
 * The default: the homeowner's selection is kept, but every price comes from the stored
 * analysis (areas, complexity) and the owner's current prices, through core's pricing,
 * so a tampered request cannot change what the quote costs.
 */
export const recomputeFromAnalysis: RecomputeQuote = async ({
  db,
  ownerId,
  analysis,
  request,
  adjustedAreaSqFt,
}) => {
  const stored = storedResultSchema.parse(analysis.result);
  const services = await serviceRepository(db).list(ownerId);
  const lines = request.selectedServices.map((selected) => {
    const service = findService(services, selected);
    const areaSqFt =
      adjustedAreaSqFt ??
      stored.services.find((line) => line.serviceId === service.id)?.areaSqFt ??
      analysis.mowableSqFt;
    const frequencies = service.frequencies.map((f) => ({
      ...f,
      pricePerSqFt: decimalTextToNumber(f.pricePerSqFt),
      minimumPrice: f.minimumPriceCents === null ? null : centsToDollars(f.minimumPriceCents),
    }));
    const price = priceServiceFrequency({
      areaSqFt,
      frequencies,
      frequency: selected.selectedFrequency,
      complexityScore: stored.aiComplexityScore,
    });
    return { service, areaSqFt, frequency: selected.selectedFrequency ?? null, ...price };
  });
  return {
    totalCents: dollarsToCents(
      quoteTotal(lines.map((line) => ({ isSelected: true, totalCost: line.totalCost }))),
    ),
    mowableAcres: sqFtToAcres(adjustedAreaSqFt ?? analysis.mowableSqFt),
    lines: lines.map((line) => ({
      serviceId: line.service.id,
      serviceName: line.service.name,
      areaSqFt: line.areaSqFt,
      pricePerSqFt: toDecimalText(line.pricePerSqFt),
      frequency: line.frequency,
      totalCents: dollarsToCents(line.totalCost),
    })),
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

function findService(
  services: ServiceWithFrequencies[],
  selected: SelectedService,
): ServiceWithFrequencies {
  const service = selected.serviceId
    ? services.find((candidate) => candidate.id === selected.serviceId)
    : services.find((candidate) => candidate.name === selected.serviceName);
  if (!service || !service.isActive) throw new ValidationError(SERVICE_GONE_MESSAGE);
  return service;
}
