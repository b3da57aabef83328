import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { MappedObstacle } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { useEffect, useMemo, useState } from 'react';
import {
  composedLawn,
  lotCentre,
  record,
  sameState,
  shapesOf,
  startHistory,
  type EditorHistory,
  type EditorState,
  type LawnEditorChange,
} from './editorState.ts';
import { inLayerWords, type MapLayer } from './layers.ts';

interface PatchListProps {
  lot: LotPolygon | null;
  center: [number, number];
  house?: LotPolygon | null;
  frontage?: [number, number] | null;
  measured: LawnGeometry;
  start?: LawnGeometry | null;
  obstacles: readonly MappedObstacle[];
  layer: MapLayer;
  onChange: (lawn: LawnEditorChange | null) => void;
}

function initialHistory(props: PatchListProps): EditorHistory {
  const layout = {
    lotCentre: lotCentre(props.lot, props.center),
    house: props.house?.coordinates[0],
    frontage: props.frontage,
  };
  const measured: EditorState = {
    shapes: shapesOf(props.measured, layout, 'measured', props.layer),
    obstaclesOut: [],
  };
  if (!props.start) return startHistory(measured);
  // The lawn priced now, with the measured patches listed unticked so they can come back.
  const current = shapesOf(props.start, layout, 'priced', props.layer);
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
 * The patches, cut-outs and obstacles in and out, with their undo history: the lawn they
 * compose, and `onChange` after every edit (null at the measurement).
 */
export function usePatchList(props: PatchListProps) {
  const { onChange, obstacles, lot } = props;
  const [history, setHistory] = useState(() => initialHistory(props));
  const state = history.present;
  const { layer } = props;
  // What is wrong with the shapes is said of the layer edited ('A bed outline crosses itself').
  const composed = useMemo(() => {
    const lawn = composedLawn(state, obstacles, lot);
    return lawn.problem ? { ...lawn, problem: inLayerWords(lawn.problem, layer) } : lawn;
  }, [state, obstacles, lot, layer]);
  const atMeasurement = useMemo(
    () => sameState(history.present, history.measured),
    [history.present, history.measured],
  );
  const unchanged = atMeasurement && !props.start;

  // The host always holds the lawn on screen, priced or with why it cannot be: what it
  // submits is what is drawn. The measurement again is null.
  useEffect(() => onChange(unchanged ? null : composed), [composed, unchanged, onChange]);

  const change = (next: EditorState) => setHistory((current) => record(current, next));
  return { history, setHistory, state, composed, atMeasurement, unchanged, change };
}
