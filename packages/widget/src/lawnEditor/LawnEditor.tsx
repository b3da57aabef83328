import { formatSqFt } from '@yardstick/core/format';
import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { ImageryOverlay, MappedObstacle } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { useEffect, useId, useRef, type ButtonHTMLAttributes } from 'react';
import { injectEditorCss } from './editorCss.ts';
import { ToolIconSvg, type ToolIcon } from './toolIcons.tsx';
import {
  obstacleId,
  redo,
  reset,
  shapeLabels,
  toggleObstacle,
  toggleShape,
  undo,
  type LawnEditorChange,
} from './editorState.ts';
import {
  LAYER_WORDS,
  inLayerWords,
  legendLayers,
  type MapLayer,
  type ReadOnlyLayers,
} from './layers.ts';
import type { EditorMode } from './lawnMap.ts';
import { MapLegend } from './MapLegend.tsx';
import { useDrawing } from './useDrawing.ts';
import { useLawnMap } from './useLawnMap.ts';
import { useMapKeys } from './useMapKeys.ts';
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
  /** The price of the lawn as drawn ("$52 per visit"), shown beside its area as it changes. */
  price?: string;
  /** The layer edited: the lawn unless said (the owner edits beds or paving on a quote). */
  layer?: MapLayer;
  /** Other layers drawn under the edited one, read-only, and named in the map's key. */
  readOnlyLayers?: ReadOnlyLayers;
}

const NO_LAYERS: ReadOnlyLayers = {};

/** A tool: its icon, and its name in words (shown where there is room, always read out). */
function ToolButton({
  icon,
  label,
  ...button
}: { icon: ToolIcon; label: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return (
    <button type="button" className="ys-le-button" title={label} {...button}>
      <ToolIconSvg icon={icon} />
      <span className="ys-le-button-text">{label}</span>
    </button>
  );
}

const HINTS: Record<EditorMode, string> = {
  select:
    'Tap a lawn area to edit it: drag its white points to move them, drag a yellow point to add one; tap a white point, then Delete point, to remove it.',
  lawn: 'Tap the corners of the new lawn area, then tap the first corner again to finish.',
  cut: 'Tap the corners of the area to leave out of the lawn, then tap the first corner again to finish.',
};

/**
 * The lawn on a map over the analysis photo, to adjust: drag, add and delete points, delete a
 * patch, draw a new one, cut an area out, undo, reset. The list beside it ticks patches,
 * cut-outs and obstacles in and out, so a keyboard or screen reader alone can adjust the lawn.
 */
export function LawnEditor(props: LawnEditorProps) {
  const { obstacles } = props;
  const layer = props.layer ?? 'lawn';
  const readOnly = props.readOnlyLayers ?? NO_LAYERS;
  const words = LAYER_WORDS[layer];
  const rootRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const keysId = useId();
  // Before the map is made, so it measures its container with the editor's rules applied.
  useEffect(() => {
    if (rootRef.current) injectEditorCss(rootRef.current);
  }, []);
  const { history, setHistory, state, composed, atMeasurement, unchanged, change } = usePatchList({
    ...props,
    layer,
  });
  const drawing = useDrawing(state, change);
  const { mode, selected, point, refusal } = drawing;
  const map = useLawnMap(
    mapRef,
    { ...props, layer, readOnly },
    history,
    setHistory,
    drawing.mapEvents,
  );
  const { mapState } = map;
  // The map's canvas takes the keyboard: it says which keys do what.
  useEffect(() => {
    const canvas = mapRef.current?.querySelector('canvas');
    if (mapState !== 'ready' || !canvas) return;
    canvas.setAttribute('aria-label', words.map);
    canvas.setAttribute('aria-describedby', keysId);
  }, [mapState, keysId, words.map]);

  const choose = (next: EditorMode) => {
    drawing.setMode(next);
    map.setMode(next);
  };
  const keys = useMapKeys({
    state,
    change,
    mode,
    selected,
    point,
    map: map.controls,
    keepPoint: map.keepPoint,
    deletePoint: drawing.deletePoint,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    onDrawn: () => choose('select'),
  });

  const labels = shapeLabels(state, obstacles, words.cutOut);
  const problem = unchanged ? null : composed.problem;
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
      {props.price !== undefined && (
        <p className="ys-le-price" aria-live="polite" data-testid="lawn-editor-price">
          Price: <strong>{problem ? 'once the lawn can be priced' : props.price}</strong>
        </p>
      )}
      {problem && (
        <p className="ys-le-problem" role="alert">
          {problem} {inLayerWords('This lawn cannot be priced until that is fixed.', layer)}
        </p>
      )}
      {mapState === 'ready' && <p className="ys-le-hint">{inLayerWords(HINTS[mode], layer)}</p>}
      {mapState !== 'no-webgl' && (
        <div className="ys-le-toolbar" role="toolbar" aria-label="Map tools">
          {(
            [
              ['select', 'Edit shapes'],
              ['lawn', words.draw],
              ['cut', 'Cut out area'],
            ] as const
          ).map(([value, label]) => (
            <ToolButton
              key={value}
              icon={value}
              label={label}
              aria-pressed={mode === value}
              disabled={mapState !== 'ready'}
              onClick={() => choose(value)}
            />
          ))}
          <ToolButton
            icon="deleteShape"
            label="Delete selected"
            disabled={!selected}
            onClick={drawing.deleteSelected}
          />
          {selected && (
            <ToolButton
              icon="deletePoint"
              label="Delete point"
              disabled={point === null}
              onClick={drawing.deletePoint}
            />
          )}
          <ToolButton
            icon="undo"
            label="Undo"
            disabled={history.past.length === 0}
            onClick={() => setHistory(undo)}
          />
          <ToolButton
            icon="reset"
            label="Reset to measurement"
            disabled={atMeasurement}
            onClick={() => setHistory(reset)}
          />
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
          <div className="ys-le-map-column">
            <div className="ys-le-map" onKeyDownCapture={keys.onKeyDownCapture}>
              <div
                className="ys-le-map-canvas"
                ref={mapRef}
                data-testid="lawn-map"
                data-map-state={mapState}
              />
              {mode !== 'select' && <span className="ys-le-cross" aria-hidden="true" />}
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
            <MapLegend layers={legendLayers(layer, readOnly)} editing={layer} />
          </div>
        )}
        <div className="ys-le-list">
          {(
            [
              [words.areas, lawns],
              [words.cuts, cuts],
            ] as const
          ).map(([legend, shapes]) =>
            shapes.length === 0 && legend === words.cuts ? null : (
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
      {mapState === 'ready' && (
        <p className="ys-le-hint ys-le-keys" id={keysId}>
          {mode === 'select'
            ? 'By keyboard, on the map: N picks a shape, [ and ] a corner, the arrows move it (Shift: 1 m), + adds a corner after it, Delete removes it; Ctrl+Z undoes.'
            : `By keyboard, on the map: the arrows move the map under the cross, Enter adds a corner there, Backspace takes the last away, F finishes (${keys.pendingCorners} corners so far).`}
        </p>
      )}
      {props.attribution && mapState !== 'no-webgl' && (
        <p className="ys-le-hint">Imagery: {props.attribution}</p>
      )}
    </div>
  );
}
