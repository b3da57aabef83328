import { LAYER_WORDS, type MapLayer } from './layers.ts';

/** The map's key: a swatch and a name for each layer on it, the one being edited said so. */
export function MapLegend({ layers, editing }: { layers: readonly MapLayer[]; editing: MapLayer }) {
  return (
    <ul className="ys-le-legend" aria-label="Map key">
      {layers.map((layer) => (
        <li key={layer} data-layer={layer}>
          <span className={`ys-le-key ys-le-key--${layer}`} aria-hidden="true" />
          {LAYER_WORDS[layer].legend}
          {layer === editing && layers.length > 1 ? ' (editing)' : ''}
        </li>
      ))}
    </ul>
  );
}
