/**
 * The layers of a lot's map (lawn, beds, paving to clear): what each is called, the basis its
 * area prices, the shapes an analysis has of it, and the measures with an edited one in place.
 */
import { MAP_LAYERS, type MapLayer, type PriceBasis } from './enums.ts';
import type { MapData, ServiceMeasures } from './schemas/analysis.ts';

export { MAP_LAYERS, type MapLayer } from './enums.ts';

type Shapes = MapData['mowablePolygons'];

const LAYERS: Record<MapLayer, { name: string; basis: PriceBasis; noun: string }> = {
  lawn: { name: 'Lawn', basis: 'lawn-area', noun: 'lawn' },
  beds: { name: 'Beds', basis: 'bed-area', noun: 'bed' },
  paving: { name: 'Paving', basis: 'hardscape-area', noun: 'paving' },
};

/**
 * Words about the lawn said of the layer: 'Front lawn' is 'Front bed' and 'A lawn outline
 * crosses itself' is 'A bed outline crosses itself' while the beds are edited.
 */
export function inLayerWords(text: string, layer: MapLayer): string {
  const noun = LAYERS[layer].noun;
  return text.replace(/\b([Ll])awn\b/g, (_word, initial: string) =>
    initial === 'L' ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}` : noun,
  );
}

/** 'Lawn', 'Beds', 'Paving'. */
export function layerName(layer: MapLayer): string {
  return LAYERS[layer].name;
}

/** The basis a layer's area prices: lawn area, bed area, hardscape area. */
export function layerBasis(layer: MapLayer): PriceBasis {
  return LAYERS[layer].basis;
}

/**
 * The analysis's shapes of a layer; undefined when it has none to show (beds and paving are
 * absent on analyses made before they were kept, and empty on a lot without any).
 */
export function layerShapes(mapData: MapData, layer: MapLayer): Shapes | undefined {
  const shapes = {
    lawn: mapData.mowablePolygons,
    beds: mapData.bedPolygons,
    paving: mapData.pavingPolygons,
  }[layer];
  return shapes && shapes.coordinates.length > 0 ? shapes : undefined;
}

/** The layers whose shapes the analysis has, in the map's order. */
export function layersOnMap(mapData: MapData): MapLayer[] {
  return MAP_LAYERS.filter((layer) => layerShapes(mapData, layer) !== undefined);
}

/** The owner's edited beds and paving areas (sq ft); null or absent: as measured. */
export interface EditedAreas {
  bedsSqFt?: number | null;
  pavingSqFt?: number | null;
}

/** The lot's service measures with the owner's edited beds and paving in place of the measured. */
export function withEditedAreas(measures: ServiceMeasures, edited: EditedAreas): ServiceMeasures {
  return {
    ...measures,
    bedsSqFt: edited.bedsSqFt ?? measures.bedsSqFt,
    hardscape: {
      ...measures.hardscape,
      totalSqFt: edited.pavingSqFt ?? measures.hardscape.totalSqFt,
    },
  };
}
