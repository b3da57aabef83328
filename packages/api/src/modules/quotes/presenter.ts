import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { VerifiedArea } from '@yardstick/core/schemas/verifiedArea';
import { centsToDollars, decimalTextToNumber } from '../../platform/db/money.ts';
import type { QuoteWithLines } from './quotesRepository.ts';

export function presentAcceptedQuote(quote: QuoteWithLines): AcceptedQuote {
  return {
    id: quote.id,
    kind: quote.kind,
    message: quote.message,
    demo: quote.demo,
    propertyAnalysisId: quote.propertyAnalysisId,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    customerAddress: quote.customerAddress,
    typedAddress: quote.typedAddress,
    archivedAt: quote.archivedAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    status: quote.status,
    notes: quote.notes,
    mowableArea: quote.mowableAcres,
    measuredMowableArea: quote.measuredMowableAcres,
    adjustedByCustomer: quote.adjustedByCustomer,
    adjustmentHistory: quote.adjustmentHistory,
    lawnGeometry: quote.lawnGeometry ?? null,
    bedGeometry: quote.bedGeometry,
    bedAreaSqFt: quote.bedSqFt,
    pavingGeometry: quote.pavingGeometry,
    pavingAreaSqFt: quote.pavingSqFt,
    totalCost: centsToDollars(quote.totalCents),
    services: quote.lines.map((line) => ({
      id: line.id,
      serviceName: line.serviceName,
      areaSqFt: line.areaSqFt,
      pricePerSqFt: decimalTextToNumber(line.pricePerSqFt),
      frequency: line.frequency,
      volumeTiers: line.volumeTiers,
      basis: line.basis,
      quantity: line.quantity,
      totalCost: centsToDollars(line.overrideCents ?? line.totalCents),
      computedTotalCost: centsToDollars(line.totalCents),
      priceOverride:
        line.overrideCents === null || line.overrideReason === null
          ? null
          : {
              totalCost: centsToDollars(line.overrideCents),
              reason: line.overrideReason,
              overriddenAt: (line.overriddenAt ?? quote.updatedAt).toISOString(),
            },
    })),
    reviewRequired: quote.reviewRequired,
    reviewMeasures: quote.reviewMeasures ?? [],
    measurementConfidence: quote.measurementConfidence,
    verifiedArea: presentVerifiedArea(quote),
    measurementCorrectionPercent: quote.measurementCorrectionPercent,
  };
}

function presentVerifiedArea(quote: QuoteWithLines): VerifiedArea | null {
  if (quote.verifiedSqFt === null || quote.verifiedOn === null) return null;
  return {
    sqFt: quote.verifiedSqFt,
    verifiedOn: quote.verifiedOn,
    note: quote.verifiedNote,
    recordedAt: (quote.verifiedAt ?? quote.updatedAt).toISOString(),
    asMowed: quote.verifiedLawnGeometry !== null,
    lawnGeometry: quote.verifiedLawnGeometry,
  };
}
