import type { MapData, MappedObstacle } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { MapLayer } from '@yardstick/core/mapLayers';
import type { LawnEditorChange } from '@yardstick/widget/lawnEditor';
import { Suspense, lazy } from 'react';
import { editedShapes, layerEditing } from './quoteLayers.ts';

// maplibre and the editor come from the widget's own chunk, fetched when the owner opens it.
const LawnEditor = lazy(() =>
  import('@yardstick/widget/lawnEditor').then((module) => ({ default: module.LawnEditor })),
);

// One empty list for every render: the editor recomputes its lawn when its obstacles change.
const NO_OBSTACLES: MappedObstacle[] = [];

/** What the editor needs of an analysis: the photo under it and the lot it lies on. */
export type EditableMapData = MapData & {
  imageryOverlay: NonNullable<MapData['imageryOverlay']>;
  propertyPolygon: NonNullable<MapData['propertyPolygon']>;
};

/** The analysis' map when the lawn on it can be edited: older analyses have no photo. */
export function editableMapData(mapData: MapData | undefined): EditableMapData | null {
  if (!mapData?.imageryOverlay || !mapData.propertyPolygon) return null;
  return {
    ...mapData,
    imageryOverlay: mapData.imageryOverlay,
    propertyPolygon: mapData.propertyPolygon,
  };
}

interface QuoteLawnEditorProps {
  quote: AcceptedQuote;
  mapData: EditableMapData;
  /** The editor's heading, which names it for assistive technology. */
  title: string;
  /** Words for the edited figure beside the measurement. */
  adjustmentLabel: string;
  /** The layer edited: the lawn unless said. */
  layer?: MapLayer;
  /** Where editing starts; the layer as the quote was priced on it unless said. */
  start?: LawnGeometry | null;
  onChange: (lawn: LawnEditorChange | null) => void;
}

/** The estimator's map editor over a quote's analysis, editing one layer of it. */
export function QuoteLawnEditor({
  quote,
  mapData,
  title,
  adjustmentLabel,
  layer = 'lawn',
  start = editedShapes(quote, layer),
  onChange,
}: QuoteLawnEditorProps) {
  const overlay = mapData.imageryOverlay;
  const { measured, measuredSqFt, readOnly } = layerEditing(quote, mapData, layer);
  return (
    <Suspense fallback={<p className="small muted">Loading the map editor…</p>}>
      <LawnEditor
        title={title}
        imagery={overlay}
        imageryUrl={new URL(overlay.url, window.location.href).href}
        attribution={mapData.imagery?.attribution}
        lot={mapData.propertyPolygon}
        center={mapData.center}
        house={mapData.house}
        frontage={mapData.frontage}
        measured={measured}
        measuredSqFt={measuredSqFt}
        start={start}
        // Obstacles are left out of the lawn; beds and paving are drawn as they are.
        obstacles={(layer === 'lawn' && mapData.obstacles) || NO_OBSTACLES}
        layer={layer}
        readOnlyLayers={readOnly}
        onChange={onChange}
        adjustmentLabel={adjustmentLabel}
      />
    </Suspense>
  );
}
