import { inLayerWords, layerBasis, type MapLayer } from '@yardstick/core/mapLayers';
import { basisOf } from '@yardstick/core/priceBasis';
import { multiPolygonSchema } from '@yardstick/core/schemas/fields';
import {
  ADJUSTMENT_HISTORY_LENGTH,
  type AdjustMeasurementRequest,
} from '@yardstick/core/schemas/quotes';
import { sqFtToAcres } from '@yardstick/core/units';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import {
  analysisRepository,
  type AnalysisForPricing,
} from '../../platform/db/repositories/analyses.ts';
import { historyEntry } from './historyEntry.ts';
import { repricedLine } from './quoteLines.ts';
import {
  editedAreasOf,
  quoteRepository,
  type MeasurementChange,
  type QuoteWithLines,
} from './quotesRepository.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { adjustedLawnAreaSqFt } from './adjustedLawn.ts';
import { QUOTE_NOT_FOUND_MESSAGE } from './overrideLinePrice.ts';
import { recomputeFromAnalysis, selectionOfLines } from './recomputeQuote.ts';

export const ANALYSIS_GONE_MESSAGE =
  'The analysis of this property is no longer stored, so its lawn cannot be adjusted.';
export const SERVICE_NOT_REPRICEABLE_MESSAGE =
  'A service on this quote is no longer offered at its frequency, so the quote cannot be re-priced from your current prices.';
/** Said for an analysis made before its beds and paving were kept as map shapes. */
export const LAYER_NOT_MAPPED_MESSAGES = {
  beds: 'This property was analyzed before its beds were traced on the map, so they cannot be edited here. Analyze the property again to edit its beds.',
  paving:
    'This property was analyzed before its driveway and walks were traced on the map, so they cannot be edited here. Analyze the property again to edit its paving.',
} as const satisfies Record<Exclude<MapLayer, 'lawn'>, string>;

// Only whether the stored result kept the beds' and paving's shapes is read here.
const storedLayersSchema = z.object({
  mapData: z.object({
    bedPolygons: multiPolygonSchema.optional(),
    pavingPolygons: multiPolygonSchema.optional(),
  }),
});

/** Refuses a beds or paving edit on an analysis that has no such shapes (made before they were kept). */
function requireLayerShapes(analysis: AnalysisForPricing, layer: MapLayer): void {
  if (layer === 'lawn') return;
  const stored = storedLayersSchema.safeParse(analysis.result);
  const kept = stored.success
    ? { beds: stored.data.mapData.bedPolygons, paving: stored.data.mapData.pavingPolygons }[layer]
    : undefined;
  if (!kept) throw new ConflictError(LAYER_NOT_MAPPED_MESSAGES[layer]);
}

/** What the quote stores of an edited layer: its geometry and area. */
function layerChange(
  layer: MapLayer,
  geometry: AdjustMeasurementRequest['lawnGeometry'],
  areaSqFt: number,
): Omit<MeasurementChange, 'adjustmentHistory'> {
  switch (layer) {
    case 'lawn':
      return { mowableAcres: sqFtToAcres(areaSqFt), lawnGeometry: geometry };
    case 'beds':
      return { bedGeometry: geometry, bedSqFt: areaSqFt };
    case 'paving':
      return { pavingGeometry: geometry, pavingSqFt: areaSqFt };
  }
}

/**
 * The owner's edit of one layer of a quote's map. The shapes are checked against the lot as a
 * homeowner's lawn is, then the lines the layer prices are priced again on its area with the
 * owner's current prices (an override stays the owner's price): every line for the lawn (as
 * before layers existed, with the beds and paving as last edited), only the bed-area or the
 * hardscape-area lines for beds or paving; the total follows, and the figures it replaces go
 * to the front of the quote's short history. One transaction; the quote before and after it.
 */
export async function adjustMeasurement(
  db: Db,
  ownerId: string,
  quoteId: string,
  { lawnGeometry: geometry, layer }: AdjustMeasurementRequest,
  now: Date,
): Promise<{ before: QuoteWithLines; after: QuoteWithLines }> {
  return db.transaction(async (tx) => {
    const quotes = quoteRepository(tx);
    const before = await quotes.get(ownerId, quoteId);
    if (!before) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    const analysis = before.propertyAnalysisId
      ? await analysisRepository(tx).get(ownerId, before.propertyAnalysisId)
      : undefined;
    if (!analysis) throw new ConflictError(ANALYSIS_GONE_MESSAGE);
    requireLayerShapes(analysis, layer);
    const areaSqFt = await adjustedLawnAreaSqFt(analysis, geometry).catch((error: unknown) => {
      // The lawn's checks, said of the beds or paving: 'A bed outline crosses itself'.
      throw error instanceof ValidationError && layer !== 'lawn'
        ? new ValidationError(inLayerWords(error.message, layer), { cause: error })
        : error;
    });
    const change = layerChange(layer, geometry, areaSqFt);
    const repriced =
      layer === 'lawn'
        ? before.lines
        : before.lines.filter((line) => basisOf(line) === layerBasis(layer));
    if (repriced.length > 0) {
      const figures = await recomputeFromAnalysis({
        today: null,
        db: tx,
        ownerId,
        analysis,
        request: { selectedServices: selectionOfLines(repriced) },
        adjustedAreaSqFt: layer === 'lawn' ? areaSqFt : undefined,
        editedAreas: {
          ...editedAreasOf(before),
          ...('bedSqFt' in change ? { bedsSqFt: change.bedSqFt } : {}),
          ...('pavingSqFt' in change ? { pavingSqFt: change.pavingSqFt } : {}),
        },
      }).catch((error: unknown) => {
        throw error instanceof ValidationError
          ? new ConflictError(SERVICE_NOT_REPRICEABLE_MESSAGE, { cause: error })
          : error;
      });
      await quotes.repriceLines(
        ownerId,
        quoteId,
        repriced.map((line, index) => {
          const priced = figures.lines[index];
          if (!priced) throw new Error('adjustMeasurement: a line was not re-priced');
          return repricedLine(line.id, priced);
        }),
      );
    }
    await quotes.setMeasurement(ownerId, quoteId, {
      ...change,
      adjustmentHistory: [historyEntry(before, now, layer), ...before.adjustmentHistory].slice(
        0,
        ADJUSTMENT_HISTORY_LENGTH,
      ),
    });
    const after = await quotes.refreshTotal(ownerId, quoteId);
    if (!after) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    return { before, after };
  });
}
