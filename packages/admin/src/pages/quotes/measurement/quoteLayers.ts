import { lawnAreaSqFt } from '@yardstick/core/lawnGeometry';
import { MAP_LAYERS, layerBasis, type MapLayer } from '@yardstick/core/mapLayers';
import { basisOf } from '@yardstick/core/priceBasis';
import type { MapData } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { acresToSqFt } from '@yardstick/core/units';
import type { ReadOnlyLayers } from '@yardstick/widget/lawnEditor';

const NO_SHAPES: LawnGeometry = { type: 'MultiPolygon', coordinates: [] };

/** The analysis's shapes of a layer as measured; undefined when it kept none (older analyses). */
function measuredShapes(mapData: MapData, layer: MapLayer): LawnGeometry | undefined {
  return {
    lawn: mapData.mowablePolygons,
    beds: mapData.bedPolygons,
    paving: mapData.pavingPolygons,
  }[layer];
}

/** The layer as the quote is priced on it: the owner's (or customer's) edit, else as measured. */
export function pricedShapes(
  quote: AcceptedQuote,
  mapData: MapData,
  layer: MapLayer,
): LawnGeometry | undefined {
  return editedShapes(quote, layer) ?? measuredShapes(mapData, layer);
}

/** The layer as edited on the quote; null while it is priced as measured. */
export function editedShapes(quote: AcceptedQuote, layer: MapLayer): LawnGeometry | null {
  return { lawn: quote.lawnGeometry, beds: quote.bedGeometry, paving: quote.pavingGeometry }[layer];
}

/**
 * The layers an owner can edit on this quote: the lawn, and the beds or paving when the
 * analysis traced them and the quote has a line priced on them.
 */
export function editableLayers(quote: AcceptedQuote, mapData: MapData): MapLayer[] {
  return MAP_LAYERS.filter(
    (layer) =>
      layer === 'lawn' ||
      (measuredShapes(mapData, layer) !== undefined &&
        quote.services.some((line) => basisOf(line) === layerBasis(layer))),
  );
}

/** What the editor of one layer opens on: its measurement, its area, and the others under it. */
export function layerEditing(quote: AcceptedQuote, mapData: MapData, layer: MapLayer) {
  const measured = measuredShapes(mapData, layer) ?? NO_SHAPES;
  const readOnly: ReadOnlyLayers = Object.fromEntries(
    MAP_LAYERS.filter((other) => other !== layer).map((other) => [
      other,
      pricedShapes(quote, mapData, other),
    ]),
  );
  return {
    measured,
    measuredSqFt:
      layer === 'lawn' ? acresToSqFt(quote.measuredMowableArea) : lawnAreaSqFt(measured),
    readOnly,
  };
}
