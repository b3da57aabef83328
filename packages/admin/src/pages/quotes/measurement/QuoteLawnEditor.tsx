import type { MapData } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { acresToSqFt } from '@yardstick/core/units';
import type { LawnEditorChange } from '@yardstick/widget/lawnEditor';
import { Suspense, lazy } from 'react';

// maplibre and the editor come from the widget's own chunk, fetched when the owner opens it.
const LawnEditor = lazy(() =>
  import('@yardstick/widget/lawnEditor').then((module) => ({ default: module.LawnEditor })),
);

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
  /** Where editing starts; the lawn the quote was priced on unless said. */
  start?: LawnGeometry | null;
  onChange: (lawn: LawnEditorChange | null) => void;
}

/** The estimator's map editor over a quote's analysis. */
export function QuoteLawnEditor({
  quote,
  mapData,
  title,
  adjustmentLabel,
  start = quote.lawnGeometry,
  onChange,
}: QuoteLawnEditorProps) {
  const overlay = mapData.imageryOverlay;
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
        measured={mapData.mowablePolygons}
        measuredSqFt={acresToSqFt(quote.measuredMowableArea)}
        start={start}
        obstacles={mapData.obstacles ?? []}
        onChange={onChange}
        adjustmentLabel={adjustmentLabel}
      />
    </Suspense>
  );
}
