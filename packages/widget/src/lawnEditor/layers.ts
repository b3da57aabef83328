/**
 * The layers the editor shows: the one being edited (the lawn, or on the owner's quote card
 * the beds or the paving) and the others read-only under it, in the map image's colours.
 */
import type { MapLayer } from '@yardstick/core/mapLayers';

export { inLayerWords } from '@yardstick/core/mapLayers';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';

export type { MapLayer } from '@yardstick/core/mapLayers';

/** The shapes of the layers shown read-only, by layer; absent layers are not drawn or named. */
export type ReadOnlyLayers = Partial<Record<MapLayer, LawnGeometry>>;

interface LayerWords {
  /** The list's heading of the layer's patches and of its cut-outs. */
  areas: string;
  cuts: string;
  /** A cut-out's words in the list: "Back gap – not mowed, 40 sq ft". */
  cutOut: string;
  /** The drawing tool. */
  draw: string;
  /** The map canvas, to assistive technology. */
  map: string;
  /** The legend's name of the layer. */
  legend: string;
}

export const LAYER_WORDS: Record<MapLayer, LayerWords> = {
  lawn: {
    areas: 'Lawn areas',
    cuts: 'Not mowed',
    cutOut: 'not mowed',
    draw: 'Draw lawn',
    map: 'Lawn map',
    legend: 'Lawn',
  },
  beds: {
    areas: 'Bed areas',
    cuts: 'Left out of the beds',
    cutOut: 'left out',
    draw: 'Draw bed',
    map: 'Beds map',
    legend: 'Beds',
  },
  paving: {
    areas: 'Paving areas',
    cuts: 'Left out of the paving',
    cutOut: 'left out',
    draw: 'Draw paving',
    map: 'Paving map',
    legend: 'Paving to clear',
  },
};

/** Fill and outline of each layer: the map image's pink beds and blue paving, the editor's lawn. */
/** A colour as terra-draw takes it. */
type Hex = `#${string}`;

export const LAYER_COLOURS: Record<MapLayer, { fill: Hex; line: Hex }> = {
  lawn: { fill: '#22c55e', line: '#15803d' },
  beds: { fill: '#ff8ad8', line: '#db2777' },
  paving: { fill: '#5b8cff', line: '#1d4ed8' },
};

/** The layers a legend names: the edited one first, then those shown read-only. */
export function legendLayers(editing: MapLayer, readOnly: ReadOnlyLayers): MapLayer[] {
  const shown = (Object.keys(LAYER_WORDS) as MapLayer[]).filter(
    (layer) => layer !== editing && (readOnly[layer]?.coordinates.length ?? 0) > 0,
  );
  return [editing, ...shown];
}
