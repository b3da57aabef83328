import { useState } from 'react';
import { toggleShape, TOO_FEW_POINTS, withoutPoint, type EditorState } from './editorState.ts';
import type { EditorMode } from './lawnMap.ts';
import type { MapEvents } from './useLawnMap.ts';

/**
 * The drawing tools: the map's mode, the shape selected on it and its chosen corner, and
 * deleting either (a shape left with too few corners is refused with a sentence).
 */
export function useDrawing(state: EditorState, change: (next: EditorState) => void) {
  const [mode, setMode] = useState<EditorMode>('select');
  const [selected, setSelected] = useState<string | null>(null);
  /** The corner of the selected shape chosen on the map, by its index in the ring. */
  const [point, setPoint] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const mapEvents: MapEvents = {
    onSelect: (id) => {
      setSelected(id);
      setRefusal(null);
    },
    onPointSelected: (index) => {
      setPoint(index);
      setRefusal(null);
    },
    onDrawn: () => setMode('select'),
  };
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

  return { mode, setMode, selected, point, refusal, mapEvents, deleteSelected, deletePoint };
}
