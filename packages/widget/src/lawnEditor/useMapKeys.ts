import type { LawnPosition } from '@yardstick/core/schemas/lawnGeometry';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import {
  cornersOf,
  withCornerAdded,
  withCornerMoved,
  withShapeDrawn,
  type EditorState,
} from './editorState.ts';
import type { EditorMode, LawnMap } from './lawnMap.ts';

/** How far an arrow key moves a corner: a hand's width, or a stride with Shift. */
const STEP_M = 0.25;
const SHIFT_STEP_M = 1;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export interface MapKeysInput {
  state: EditorState;
  change: (next: EditorState) => void;
  mode: EditorMode;
  selected: string | null;
  point: number | null;
  map: Pick<LawnMap, 'selectShape' | 'choosePoint' | 'centre' | 'showPending'> | null;
  /** The corner to choose again once the map shows the next state. */
  keepPoint: (index: number) => void;
  deletePoint: () => void;
  undo: () => void;
  redo: () => void;
  /** A shape drawn by keyboard was finished: back to editing shapes. */
  onDrawn: () => void;
}

/**
 * The map by keyboard: N picks the next shape, [ and ] its corners, arrows move the chosen
 * corner, + adds one after it, Delete removes it; drawing, Enter puts a corner at the map's
 * centre (arrows move the map under it) and F finishes the shape. Ctrl+Z undoes, with Shift redoes.
 */
export function useMapKeys(input: MapKeysInput) {
  const { state, change, mode, selected, point, map } = input;
  // A drawing started by keyboard belongs to its mode: another mode starts afresh.
  const [drawn, setDrawn] = useState<{ mode: EditorMode; corners: LawnPosition[] }>({
    mode,
    corners: [],
  });
  const pending = useMemo(() => (drawn.mode === mode ? drawn.corners : []), [drawn, mode]);
  const setPending = (next: (corners: LawnPosition[]) => LawnPosition[]) =>
    setDrawn({ mode, corners: next(pending) });
  useEffect(() => map?.showPending(pending), [map, pending]);

  const drawingKey = (key: string): boolean => {
    if (mode === 'select' || !map) return false;
    if (key === 'Enter') setPending((corners) => [...corners, map.centre()]);
    else if (key === 'Backspace') setPending((corners) => corners.slice(0, -1));
    else if (key.toLowerCase() === 'f' && pending.length >= 3) {
      change(
        withShapeDrawn(state, {
          id: `keyed-${Date.now().toString(36)}`,
          kind: mode,
          corners: pending,
        }),
      );
      setPending(() => []);
      input.onDrawn();
    } else return false;
    return true;
  };

  const shapeKey = (event: KeyboardEvent): boolean => {
    if (!map) return false;
    const { key } = event;
    const onMap = state.shapes.filter((shape) => shape.on);
    const corners = selected ? cornersOf(state, selected) : [];
    if (key.toLowerCase() === 'n' && onMap.length > 0) {
      const at = onMap.findIndex((shape) => shape.id === selected);
      const step = event.shiftKey ? -1 : 1;
      map.selectShape(onMap[(at + step + onMap.length) % onMap.length]?.id ?? null);
    } else if ((key === '[' || key === ']') && corners.length > 0) {
      const step = key === ']' ? 1 : -1;
      map.choosePoint(((point ?? (step > 0 ? -1 : 0)) + step + corners.length) % corners.length);
    } else if (key in ARROWS && selected && point !== null) {
      const [east, north] = ARROWS[key] ?? [0, 0];
      const metres = event.shiftKey ? SHIFT_STEP_M : STEP_M;
      const next = withCornerMoved(state, selected, point, east * metres, north * metres);
      if (!next) return false;
      input.keepPoint(point);
      change(next);
    } else if ((key === '+' || key === '=' || key === 'Insert') && selected && point !== null) {
      const next = withCornerAdded(state, selected, point);
      if (!next) return false;
      input.keepPoint(point + 1);
      change(next);
    } else if ((key === 'Delete' || key === 'Backspace') && selected && point !== null) {
      input.deletePoint();
    } else if (key === 'Escape' && selected) {
      map.selectShape(null);
    } else return false;
    return true;
  };

  // Capturing, so the map does not also pan on the arrows a corner moves by.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    const history = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z';
    if (history) {
      if (event.shiftKey) input.redo();
      else input.undo();
    }
    if (history || drawingKey(event.key) || (mode === 'select' && shapeKey(event))) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return { onKeyDownCapture, pendingCorners: pending.length };
}
