import { layerName, type MapLayer } from '@yardstick/core/mapLayers';
import { useId } from 'react';

interface LayerChoiceProps {
  layers: readonly MapLayer[];
  value: MapLayer;
  onChange: (layer: MapLayer) => void;
}

/**
 * Which layer of the map the editor edits: radio buttons, so the arrow keys move between the
 * layers the quote has and Tab leaves the group. Not shown when the lawn is the only one.
 */
export function LayerChoice({ layers, value, onChange }: LayerChoiceProps) {
  const name = useId();
  if (layers.length < 2) return null;
  return (
    <fieldset className="quote-measurement__layers">
      <legend>Edit on the map</legend>
      {layers.map((layer) => (
        <label key={layer} className="quote-measurement__layer">
          <input
            type="radio"
            name={name}
            value={layer}
            checked={layer === value}
            onChange={() => onChange(layer)}
          />
          {layerName(layer)}
        </label>
      ))}
    </fieldset>
  );
}
