import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { ImageryOverlay, MappedObstacle } from '@yardstick/core/schemas/analysis';
import type { LawnPosition } from '@yardstick/core/schemas/lawnGeometry';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import {
  obstacleId,
  record,
  withRings,
  type EditorHistory,
  type EditorState,
} from './editorState.ts';
import type { MapLayer, ReadOnlyLayers } from './layers.ts';
import { createLawnMap, type EditorMode, type LawnMap } from './lawnMap.ts';
import { webglAvailable } from './webgl.ts';

export type MapState = 'loading' | 'ready' | 'failed' | 'no-webgl';

interface LawnMapProps {
  imagery: ImageryOverlay;
  imageryUrl: string;
  lot: LotPolygon | null;
  obstacles: readonly MappedObstacle[];
  layer: MapLayer;
  readOnly: ReadOnlyLayers;
}

/** What the owner does on the map that the editor around it keeps. */
export interface MapEvents {
  onSelect: (id: string | null) => void;
  onPointSelected: (index: number | null) => void;
  onDrawn: () => void;
}

const shownKey = (state: EditorState) =>
  JSON.stringify(state.shapes.filter((shape) => shape.on).map(({ id, ring }) => [id, ring]));

/**
 * The map in `mapRef`, made once: it shows the history's shapes and obstacles left out, and
 * records the edits made on it into the history.
 */
export function useLawnMap(
  mapRef: RefObject<HTMLDivElement | null>,
  props: LawnMapProps,
  history: EditorHistory,
  setHistory: Dispatch<SetStateAction<EditorHistory>>,
  events: MapEvents,
) {
  const { obstacles } = props;
  const state = history.present;
  const lawnMap = useRef<LawnMap | null>(null);
  const [mapState, setMapState] = useState<MapState>(() =>
    webglAvailable() ? 'loading' : 'no-webgl',
  );

  // The map reports edits through this, so it always sees the latest history.
  const historyRef = useRef(history);
  useEffect(() => {
    historyRef.current = history;
  }, [history]);
  // What the map shows now, so a state that came from the map is not drawn on it again.
  const shown = useRef('');
  // The corner to choose again when the next state is drawn (one moved by keyboard).
  const pointAfterRedraw = useRef<number | null>(null);

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
      layer: props.layer,
      readOnly: props.readOnly,
      onEdited: (shapes) => {
        const next = withRings(historyRef.current.present, shapes);
        shown.current = shownKey(next);
        setHistory((current) => record(current, next));
      },
      onSelect: events.onSelect,
      onPointSelected: events.onPointSelected,
      onDrawn: events.onDrawn,
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
    if (key !== shown.current) map.showShapes(state.shapes, pointAfterRedraw.current);
    pointAfterRedraw.current = null;
    shown.current = key;
    map.setObstaclesOut(
      obstacles.flatMap((_obstacle, index) =>
        state.obstaclesOut.includes(obstacleId(index)) ? [index] : [],
      ),
    );
  }, [state, mapState, obstacles]);

  // Stable calls into the map, for the keyboard, once it is there.
  const controls = useMemo(
    () => ({
      selectShape: (id: string | null) => lawnMap.current?.selectShape(id),
      choosePoint: (index: number | null) => lawnMap.current?.choosePoint(index),
      centre: (): LawnPosition => lawnMap.current?.centre() ?? [0, 0],
      showPending: (corners: readonly LawnPosition[]) => lawnMap.current?.showPending(corners),
    }),
    [],
  );
  return {
    mapState,
    setMode: (mode: EditorMode) => lawnMap.current?.setMode(mode),
    controls: mapState === 'ready' ? controls : null,
    keepPoint: (index: number) => {
      pointAfterRedraw.current = index;
    },
  };
}
