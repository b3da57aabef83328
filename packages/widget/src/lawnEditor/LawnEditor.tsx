import { formatSqFt } from '@yardstick/core/format';
import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { ImageryOverlay, MappedObstacle } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { useEffect, useId, useRef } from 'react';
import { injectEditorCss } from './editorCss.ts';
import {
  obstacleId,
  reset,
  shapeLabels,
  toggleObstacle,
  toggleShape,
  undo,
  type LawnEditorChange,
} from './editorState.ts';
import type { EditorMode } from './lawnMap.ts';
import { useDrawing } from './useDrawing.ts';
import { useLawnMap } from './useLawnMap.ts';
import { usePatchList } from './usePatchList.ts';

export interface LawnEditorProps {
  imagery: ImageryOverlay;
  /** The photo's URL as the browser must ask for it (on the API's origin). */
  imageryUrl: string;
  attribution?: string;
  lot: LotPolygon | null;
  center: [number, number];
  /** The main building and the middle of the street's lot line: patches are named from them. */
  house?: LotPolygon | null;
  frontage?: [number, number] | null;
  /** The lawn as the analysis measured it: what Reset goes back to. */
  measured: LawnGeometry;
  measuredSqFt: number;
  /** Where editing starts when it is not the measurement (a quote's adjusted lawn). */
  start?: LawnGeometry | null;
  obstacles: readonly MappedObstacle[];
  /** After every edit: the lawn to price, or null when it is the measurement again. */
  onChange: (lawn: LawnEditorChange | null) => void;
  /** Words for the figure beside the measurement ("your adjustment"). */
  adjustmentLabel?: string;
  /** The heading that names the editor ("Adjust lawn area"). */
  title?: string;
}

const HINTS: Record<EditorMode, string> = {
  select:
    'Tap a lawn area to edit it: drag its white points to move them, drag a yellow point to add one; tap a white point, then Delete point, to remove it.',
  lawn: 'Tap the corners of the new lawn area, then tap the first corner again to finish.',
  cut: 'Tap the corners of the area not to mow, then tap the first corner again to finish.',
};

/**
 * The lawn on a map over the analysis photo, to adjust: drag, add and delete points, delete a
 * patch, draw a new one, cut an area out, undo, reset. The list beside it ticks patches,
 * cut-outs and obstacles in and out, so a keyboard or screen reader alone can adjust the lawn.
 */
export function LawnEditor(props: LawnEditorProps) {
  const { obstacles } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Before the map is made, so it measures its container with the editor's rules applied.
  useEffect(() => {
    if (rootRef.current) injectEditorCss(rootRef.current);
  }, []);
  const { history, setHistory, state, composed, atMeasurement, unchanged, change } =
    usePatchList(props);
  const drawing = useDrawing(state, change);
  const { mode, selected, point, refusal } = drawing;
  const map = useLawnMap(mapRef, props, history, setHistory, drawing.mapEvents);
  const { mapState } = map;

  const choose = (next: EditorMode) => {
    drawing.setMode(next);
    map.setMode(next);
  };

  const labels = shapeLabels(state, obstacles);
  const lawns = state.shapes.filter((shape) => shape.kind === 'lawn');
  const cuts = state.shapes.filter((shape) => shape.kind === 'cut');

  return (
    <div className="ys-le" ref={rootRef} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="ys-card-title">
        {props.title ?? 'Adjust lawn area'}
      </h3>
      <p className="ys-le-summary" aria-live="polite">
        Measured {formatSqFt(props.measuredSqFt)}
        {unchanged
          ? ' · not adjusted'
          : ` · ${props.adjustmentLabel ?? 'your adjustment'} ${formatSqFt(composed.areaSqFt)}`}
      </p>
      {composed.problem && !unchanged && (
        <p className="ys-le-problem" role="alert">
          {composed.problem} This lawn cannot be priced until that is fixed.
        </p>
      )}
      {mapState === 'ready' && <p className="ys-le-hint">{HINTS[mode]}</p>}
      {mapState !== 'no-webgl' && (
        <div className="ys-le-toolbar" role="toolbar" aria-label="Map tools">
          {(
            [
              ['select', 'Edit shapes'],
              ['lawn', 'Draw lawn'],
              ['cut', 'Cut out area'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="ys-le-button"
              aria-pressed={mode === value}
              disabled={mapState !== 'ready'}
              onClick={() => choose(value)}
            >
              {label}
            </button>
          ))}
          <button
            type="button"
            className="ys-le-button"
            disabled={!selected}
            onClick={drawing.deleteSelected}
          >
            Delete selected
          </button>
          {selected && (
            <button
              type="button"
              className="ys-le-button"
              disabled={point === null}
              onClick={drawing.deletePoint}
            >
              Delete point
            </button>
          )}
          <button
            type="button"
            className="ys-le-button"
            disabled={history.past.length === 0}
            onClick={() => setHistory(undo)}
          >
            Undo
          </button>
          <button
            type="button"
            className="ys-le-button"
            disabled={atMeasurement}
            onClick={() => setHistory(reset)}
          >
            Reset to measurement
          </button>
        </div>
      )}
      {refusal && (
        <p className="ys-le-problem" role="alert">
          {refusal}
        </p>
      )}
      <div className="ys-le-body">
        {mapState === 'no-webgl' ? (
          <p className="ys-le-fallback" role="alert">
            The map cannot be shown because this browser has WebGL turned off. You can still leave
            lawn areas and obstacles out with the list.
          </p>
        ) : (
          <div className="ys-le-map">
            <div
              className="ys-le-map-canvas"
              ref={mapRef}
              data-testid="lawn-map"
              data-map-state={mapState}
            />
            {mapState === 'loading' && (
              <p className="ys-le-map-message" role="status">
                Loading the map…
              </p>
            )}
            {mapState === 'failed' && (
              <p className="ys-le-map-message" role="alert">
                The map could not be loaded. You can still adjust the lawn with the list.
              </p>
            )}
          </div>
        )}
        <div className="ys-le-list">
          {(
            [
              ['Lawn areas', lawns],
              ['Not mowed', cuts],
            ] as const
          ).map(([legend, shapes]) =>
            shapes.length === 0 && legend === 'Not mowed' ? null : (
              <fieldset key={legend}>
                <legend>{legend}</legend>
                <ul>
                  {shapes.map((shape) => (
                    <li key={shape.id}>
                      <label className="ys-le-item">
                        <input
                          type="checkbox"
                          checked={shape.on}
                          onChange={() => change(toggleShape(state, shape.id))}
                        />
                        <span>{labels.get(shape.id)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ),
          )}
          {obstacles.length > 0 && (
            <fieldset>
              <legend>Obstacles: tick to leave out of the lawn</legend>
              <ul>
                {obstacles.map((obstacle, index) => (
                  <li key={obstacleId(index)}>
                    <label className="ys-le-item">
                      <input
                        type="checkbox"
                        checked={state.obstaclesOut.includes(obstacleId(index))}
                        onChange={() => change(toggleObstacle(state, obstacleId(index)))}
                      />
                      <span>{obstacle.description}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </div>
      </div>
      {props.attribution && mapState !== 'no-webgl' && (
        <p className="ys-le-hint">Imagery: {props.attribution}</p>
      )}
    </div>
  );
}
