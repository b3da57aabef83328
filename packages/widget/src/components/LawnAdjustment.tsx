import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useEstimator, useEstimatorContext } from '../context.ts';
import { withLawnAdjustment } from '../store/lawnAdjustment.ts';
import { shownTotal } from '../store/serviceLines.ts';
import type { LawnEditorChange } from '../lawnEditor/editorState.ts';
import { lawnEditorChunk } from '../lawnEditor/lawnEditorChunk.ts';

// Always under the same Suspense: the editor must never be remounted (its map and history
// would be lost) when its chunk has arrived and the result screen renders again.
const LazyLawnEditor = lazy(() =>
  lawnEditorChunk.load().then((module) => ({ default: module.LawnEditor })),
);

/** Why Accept waits: the lawn on the map cannot be priced as drawn. Beside the Accept button. */
export function LawnProblem({ id, problem }: { id: string; problem: string }) {
  return (
    <p id={id} className="ys-lawn-problem" role="status" data-testid="lawn-problem">
      {problem}
    </p>
  );
}

/** An analysis the editor can open on: the photo's place, a lot line and a lawn. */
export function canAdjustLawn(result: PropertyAnalysisResult): boolean {
  const { imageryOverlay, propertyPolygon } = result.mapData;
  return Boolean(imageryOverlay && propertyPolygon && result.analysisId);
}

/**
 * "Adjust lawn area" under the map image: opens the map editor (its own chunk, fetched on
 * the click) and prices every line on the lawn as it is edited.
 */
export function LawnAdjustment({ result }: { result: PropertyAnalysisResult }) {
  const [open, setOpen] = useState(false);
  // Once opened the editor stays mounted (hidden when closed), keeping its map and history.
  const [opened, setOpened] = useState(false);
  const { api, store } = useEstimatorContext();
  const adjusted = useEstimator((state) => state.lawnAdjustment !== null);
  const quoteStep = useEstimator((state) => state.quoteStep);
  const price = useEstimator((state) => shownTotal(state.serviceLines));
  const onChange = useCallback(
    (lawn: LawnEditorChange | null) => store.setState((state) => withLawnAdjustment(state, lawn)),
    [store],
  );
  const { imageryOverlay, propertyPolygon } = result.mapData;
  if (!imageryOverlay || !propertyPolygon) return null;
  const editable = quoteStep === 'result' || quoteStep === 'form';
  const measured = result.mapData.mowablePolygons;
  const hasLawn = measured.coordinates.length > 0;

  return (
    <div className="ys-lawn-adjustment">
      <button
        type="button"
        className="ys-button"
        aria-expanded={open}
        disabled={!editable || !hasLawn}
        onClick={() => {
          setOpen((now) => !now);
          setOpened(true);
        }}
        onPointerEnter={() => void lawnEditorChunk.load().catch(() => undefined)}
      >
        {open
          ? 'Close the lawn editor'
          : adjusted
            ? 'Adjust lawn area (adjusted)'
            : 'Adjust lawn area'}
      </button>
      {opened && editable && (
        <div hidden={!open}>
          <Suspense fallback={<p className="ys-muted">Loading the map editor…</p>}>
            <LazyLawnEditor
              imagery={imageryOverlay}
              imageryUrl={api.serverUrl(imageryOverlay.url)}
              attribution={result.mapData.imagery?.attribution}
              lot={propertyPolygon}
              center={result.mapData.center}
              house={result.mapData.house}
              frontage={result.mapData.frontage}
              measured={measured}
              measuredSqFt={result.mowableAreaSqFt}
              obstacles={result.mapData.obstacles ?? []}
              onChange={onChange}
              price={price}
              readOnlyLayers={{
                beds: result.mapData.bedPolygons,
                paving: result.mapData.pavingPolygons,
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
