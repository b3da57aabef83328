import { formatSqFt } from '@yardstick/core/format';
import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { ImageryOverlay, MappedObstacle } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry, LawnMultiPolygon } from '@yardstick/core/schemas/lawnGeometry';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { injectEditorCss } from './editorCss.ts';
import {
  composedLawn,
  lotCentre,
  obstacleId,
  record,
  reset,
  sameState,
  shapeLabel,
  shapesOf,
  startHistory,
  toggleObstacle,
  toggleShape,
  TOO_FEW_POINTS,
  undo,
  withoutPoint,
  withRings,
  type EditorHistory,
  type EditorState,
} from './editorState.ts';
import { createLawnMap, type EditorMode, type LawnMap } from './lawnMap.ts';
import { webglAvailable } from './webgl.ts';

export interface LawnEditorChange {
  geometry: LawnMultiPolygon;
  areaSqFt: number;
}

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

const shownKey = (state: EditorState) =>
  JSON.stringify(state.shapes.filter((shape) => shape.on).map(({ id, ring }) => [id, ring]));

function initialHistory(props: LawnEditorProps): EditorHistory {
  const layout = {
    lotCentre: lotCentre(props.lot, props.center),
    house: props.house?.coordinates[0],
    frontage: props.frontage,
  };
  const measured: EditorState = {
    shapes: shapesOf(props.measured, layout, 'measured'),
    obstaclesOut: [],
  };
  if (!props.start) return startHistory(measured);
  // The lawn priced now, with the measured patches listed unticked so they can come back.
  const current = shapesOf(props.start, layout, 'priced');
  return startHistory(measured, {
    shapes: [
      ...current,
      ...measured.shapes.map((shape) => ({
        ...shape,
        name: `${shape.name} as measured`,
        on: false,
      })),
    ],
    obstaclesOut: [],
  });
}

/**
 * The lawn on a map over the analysis photo, to adjust: drag, add and delete points, delete a
 * patch, draw a new one, cut an area out, undo, reset. The list beside it ticks patches,
 * cut-outs and obstacles in and out, so a keyboard or screen reader alone can adjust the lawn.
 */
export function LawnEditor(props: LawnEditorProps) {
  const { onChange, obstacles, lot } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const lawnMap = useRef<LawnMap | null>(null);
  const [history, setHistory] = useState(() => initialHistory(props));
  const [mode, setMode] = useState<EditorMode>('select');
  const [selected, setSelected] = useState<string | null>(null);
  /** The corner of the selected shape chosen on the map, by its index in the ring. */
  const [point, setPoint] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed' | 'no-webgl'>(() =>
    webglAvailable() ? 'loading' : 'no-webgl',
  );
  const headingId = useId();
  const state = history.present;
  const composed = useMemo(() => composedLawn(state, obstacles, lot), [state, obstacles, lot]);
  const atMeasurement = useMemo(
    () => sameState(history.present, history.measured),
    [history.present, history.measured],
  );
  const unchanged = atMeasurement && !props.start;

  // The map reports edits through this, so it always sees the latest history.
  const historyRef = useRef(history);
  useEffect(() => {
    historyRef.current = history;
  }, [history]);
  // What the map shows now, so a state that came from the map is not drawn on it again.
  const shown = useRef('');

  useEffect(() => {
    if (rootRef.current) injectEditorCss(rootRef.current);
  }, []);

  // The map is made once; the shapes follow the history below.
  useEffect(() => {
    const container = mapRef.current;
    if (!container || mapState === 'no-webgl') return;
    let active = true;
    let made: LawnMap | null = null;
    createLawnMap({
      container,
      imagery: { ...props.imagery, absoluteUrl: props.imageryUrl },
      lot: props.lot,
      obstacles: props.obstacles,
      onEdited: (shapes) => {
        const next = withRings(historyRef.current.present, shapes);
        shown.current = shownKey(next);
        setHistory((current) => record(current, next));
      },
      onSelect: (id) => {
        setSelected(id);
        setRefusal(null);
      },
      onPointSelected: (index) => {
        setPoint(index);
        setRefusal(null);
      },
      onDrawn: () => setMode('select'),
      onFailed: (message) => {
        console.error(`Yardstick lawn editor: ${message}`);
      },
    }).then(
      (map) => {
        if (!active) return map.destroy();
        made = map;
        lawnMap.current = map;
        map.showShapes(historyRef.current.present.shapes);
        shown.current = shownKey(historyRef.current.present);
        setMapState('ready');
      },
      (error: unknown) => {
        console.error('Yardstick lawn editor: the map failed', error);
        if (active) setMapState('failed');
      },
    );
    return () => {
      active = false;
      made?.destroy();
      lawnMap.current = null;
    };
    // Made once per editor: the analysis does not change under an open editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Undo, reset and the list's ticks redraw the shapes; an edit made on the map is there already.
  useEffect(() => {
    const map = lawnMap.current;
    if (!map || mapState !== 'ready') return;
    const key = shownKey(state);
    if (key !== shown.current) map.showShapes(state.shapes);
    shown.current = key;
    map.setObstaclesOut(
      obstacles.flatMap((_obstacle, index) =>
        state.obstaclesOut.includes(obstacleId(index)) ? [index] : [],
      ),
    );
  }, [state, mapState, obstacles]);

  // Prices follow every edit that the server would accept; the measurement again is null.
  useEffect(() => {
    if (unchanged) return onChange(null);
    if (composed.geometry && !composed.problem) {
      onChange({ geometry: composed.geometry, areaSqFt: composed.areaSqFt });
    }
  }, [composed, unchanged, onChange]);

  const choose = (next: EditorMode) => {
    setMode(next);
    lawnMap.current?.setMode(next);
  };
  const change = (next: EditorState) => setHistory((current) => record(current, next));
  const deleteSelected = () => {
    if (selected) change(toggleShape(state, selected));
    setSelected(null);
  };
  const deletePoint = () => {
    if (!selected || point === null) return;
    const next = withoutPoint(state, selected, point);
    setRefusal(next ? null : TOO_FEW_POINTS);
    if (next) change(next);
  };

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
            onClick={deleteSelected}
          >
            Delete selected
          </button>
          {selected && (
            <button
              type="button"
              className="ys-le-button"
              disabled={point === null}
              onClick={deletePoint}
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
                        <span>{shapeLabel(shape, state, obstacles)}</span>
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
      {composed.problem && !unchanged && (
        <p className="ys-le-problem" role="alert">
          {composed.problem} The price stays at the last lawn that could be priced.
        </p>
      )}
    </div>
  );
}
