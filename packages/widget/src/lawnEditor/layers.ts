/**
 * The layers the editor shows: the one being edited (the lawn, or on the owner's quote card
 * the beds or the paving) and the others read-only under it, in the map image's colours.
 */
import type { MapLayer } from '@yardstick/core/mapLayers';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';

export type { MapLayer } from '@yardstick/core/mapLayers';

/** The shapes of the layers shown read-only, by layer; absent layers are not drawn or named. */
export type ReadOnlyLayers = Partial<Record<MapLayer, LawnGeometry>>;

interface LayerWords {
  /** The word patch names are made with: "Front lawn", "Front bed". */
  noun: string;
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
    noun: 'lawn',
    areas: 'Lawn areas',
    cuts: 'Not mowed',
    cutOut: 'not mowed',
    draw: 'Draw lawn',
    map: 'Lawn map',
    legend: 'Lawn',
  },
  beds: {
    noun: 'bed',
    areas: 'Bed areas',
    cuts: 'Left out of the beds',
    cutOut: 'left out',
    draw: 'Draw bed',
    map: 'Beds map',
    legend: 'Beds',
  },
  paving: {
    noun: 'paving',
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

/** A patch name in the layer's words: "Front lawn" is "Front bed" while beds are edited. */
export function inLayerWords(name: string, layer: MapLayer): string {
  const noun = LAYER_WORDS[layer].noun;
  return name.replace(/\b([Ll])awn\b/g, (_word, initial: string) =>
    initial === 'L' ? noun[0]?.toUpperCase() + noun.slice(1) : noun,
  );
}

/** The layers a legend names: the edited one first, then those shown read-only. */
export function legendLayers(editing: MapLayer, readOnly: ReadOnlyLayers): MapLayer[] {
  const shown = (Object.keys(LAYER_WORDS) as MapLayer[]).filter(
    (layer) => layer !== editing && (readOnly[layer]?.coordinates.length ?? 0) > 0,
  );
  return [editing, ...shown];
}
