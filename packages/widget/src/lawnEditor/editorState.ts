/**
 * What the lawn editor holds, apart from the map: every shape with whether it counts, the
 * obstacles left out, and the undo history. Pure, so the map and the list share one truth.
 */
import { formatSqFt } from '@yardstick/core/format';
import { wholePartsOf } from '@yardstick/core/rounding';
import {
  closedRing,
  composeLawn,
  editablePatches,
  patchAreaSqFt,
  type Ring,
} from '@yardstick/core/lawnEdits';
import { patchNames, type LotLayout } from '@yardstick/core/patchNames';
import { lawnAreaSqFt, lawnGeometryProblem, type LotPolygon } from '@yardstick/core/lawnGeometry';
import type { MappedObstacle } from '@yardstick/core/schemas/analysis';
import type {
  LawnGeometry,
  LawnMultiPolygon,
  LawnPosition,
} from '@yardstick/core/schemas/lawnGeometry';
import { inLayerWords, LAYER_WORDS, type MapLayer } from './layers.ts';

/** `lawn` is ground to mow; `cut` is an area not to mow ("don't mow the back yard"). */
export type ShapeKind = 'lawn' | 'cut';

/**
 * What the editor hands its host after every edit: the lawn drawn and its area, with why it
 * cannot be priced while it cannot (the host then offers no price for it and no Accept).
 */
export type LawnEditorChange = ComposedLawn;

export interface Shape {
  id: string;
  kind: ShapeKind;
  name: string;
  ring: Ring;
  /** Unticked in the list or deleted on the map: kept so it can be ticked again. */
  on: boolean;
}

export interface EditorState {
  shapes: Shape[];
  /** Ids of obstacles (`obstacle-<index>`) cut out of the lawn. */
  obstaclesOut: string[];
}

export interface EditorHistory {
  /** What "Reset to the measurement" goes back to. */
  measured: EditorState;
  past: EditorState[];
  present: EditorState;
  /** States undone, latest first: Redo brings them back until a new edit is made. */
  future: EditorState[];
}

/** Terra-draw keeps 9 decimals (about a millimetre); more is refused when shapes are added. */
const PRECISION = 1e8;
const rounded = (ring: Ring): Ring =>
  closedRing(ring).map(([lon, lat]) => [
    Math.round(lon * PRECISION) / PRECISION,
    Math.round(lat * PRECISION) / PRECISION,
  ]);

/** The centre of the lot's corners, where patch names are read from. */
export function lotCentre(lot: LotPolygon | null, fallback: [number, number]): [number, number] {
  const corners = lot?.coordinates[0]?.slice(0, -1) ?? [];
  if (corners.length === 0) return fallback;
  const sum = corners.reduce((acc, [lon, lat]) => [acc[0] + lon, acc[1] + lat], [0, 0]);
  return [sum[0] / corners.length, sum[1] / corners.length];
}

/** Shapes from a lawn: its patches named by where they lie, its holes as cut-outs. */
export function shapesOf(
  lawn: LawnGeometry,
  layout: LotLayout,
  prefix: string,
  layer: MapLayer = 'lawn',
): Shape[] {
  const { outlines, cuts } = editablePatches(lawn);
  const names = patchNames(outlines, layout).map((name) => inLayerWords(name, layer));
  return [
    ...outlines.map((ring, index) => ({
      id: `${prefix}-lawn-${index}`,
      kind: 'lawn' as const,
      name: names[index] ?? `Lawn ${index + 1}`,
      ring: rounded(ring),
      on: true,
    })),
    ...cuts.map((ring, index) => ({
      id: `${prefix}-gap-${index}`,
      kind: 'cut' as const,
      name: inLayerWords(`Gap in the lawn ${index + 1}`, layer),
      ring: rounded(ring),
      on: true,
    })),
  ];
}

export function startHistory(measured: EditorState, start: EditorState = measured): EditorHistory {
  return { measured, past: [], present: start, future: [] };
}

/** A change the homeowner made: the state before it can be brought back with Undo. */
export function record(history: EditorHistory, next: EditorState): EditorHistory {
  if (sameState(history.present, next)) return history;
  return { ...history, past: [...history.past, history.present], present: next, future: [] };
}

export function undo(history: EditorHistory): EditorHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo(history: EditorHistory): EditorHistory {
  const [next, ...later] = history.future;
  if (!next) return history;
  return { ...history, past: [...history.past, history.present], present: next, future: later };
}

/** Reset is itself undoable: a slip of the finger on Reset loses nothing. */
export function reset(history: EditorHistory): EditorHistory {
  return record(history, history.measured);
}

/** The same shapes and obstacles, however the state was reached. */
export function sameState(a: EditorState, b: EditorState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function toggleShape(state: EditorState, id: string): EditorState {
  return {
    ...state,
    shapes: state.shapes.map((shape) => (shape.id === id ? { ...shape, on: !shape.on } : shape)),
  };
}

/** What the editor says when a point is to go from a triangle. */
export const TOO_FEW_POINTS =
  'An area needs at least 3 points. To remove it, use Delete selected or untick it in the list.';

/**
 * The shape without its corner at `index` (as the map counts them, the closing point left
 * out); null when that would leave fewer than three corners, which is no area at all.
 */
export function withoutPoint(state: EditorState, id: string, index: number): EditorState | null {
  const corners = cornersOf(state, id);
  if (index < 0 || index >= corners.length || corners.length <= 3) return null;
  return withRing(
    state,
    id,
    corners.filter((_corner, at) => at !== index),
  );
}

/** A shape's corners as the map counts them (the closing point left out); none if unknown. */
export function cornersOf(state: EditorState, id: string): Ring {
  const shape = state.shapes.find((candidate) => candidate.id === id);
  return shape ? closedRing(shape.ring).slice(0, -1) : [];
}

function withRing(state: EditorState, id: string, corners: Ring): EditorState {
  const ring = rounded(corners);
  return {
    ...state,
    shapes: state.shapes.map((shape) => (shape.id === id ? { ...shape, ring } : shape)),
  };
}

const METRES_PER_DEGREE = 111_320;

/** The shape with its corner `index` moved `east` and `north` metres; null for no such corner. */
export function withCornerMoved(
  state: EditorState,
  id: string,
  index: number,
  east: number,
  north: number,
): EditorState | null {
  const corners = cornersOf(state, id);
  const corner = corners[index];
  if (!corner) return null;
  const [lon, lat] = corner;
  const moved: LawnPosition = [
    lon + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
    lat + north / METRES_PER_DEGREE,
  ];
  return withRing(
    state,
    id,
    corners.map((other, at) => (at === index ? moved : other)),
  );
}

/** The shape with a corner added halfway from corner `index` to the next (it becomes index + 1). */
export function withCornerAdded(state: EditorState, id: string, index: number): EditorState | null {
  const corners = cornersOf(state, id);
  const [a, b] = [corners[index], corners[(index + 1) % corners.length]];
  if (!a || !b) return null;
  const middle: LawnPosition = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return withRing(state, id, [...corners.slice(0, index + 1), middle, ...corners.slice(index + 1)]);
}

/** A lawn or cut-out drawn corner by corner (by keyboard) added to the shapes. */
export function withShapeDrawn(
  state: EditorState,
  shape: { id: string; kind: ShapeKind; corners: readonly LawnPosition[] },
): EditorState {
  const onMap = state.shapes.filter((other) => other.on);
  return withRings(state, [...onMap, { ...shape, ring: closedRing(shape.corners) }]);
}

export function toggleObstacle(state: EditorState, id: string): EditorState {
  const out = state.obstaclesOut.includes(id);
  return {
    ...state,
    obstaclesOut: out
      ? state.obstaclesOut.filter((other) => other !== id)
      : [...state.obstaclesOut, id],
  };
}

/** The shapes now on the map, as the drawing tool reports them after an edit. */
export function withRings(
  state: EditorState,
  drawn: readonly { id: string; kind: ShapeKind; ring: Ring }[],
): EditorState {
  const byId = new Map(drawn.map((shape) => [shape.id, shape]));
  const kept = state.shapes.map((shape) => {
    if (!shape.on) return shape;
    const now = byId.get(shape.id);
    // A shape gone from the map was deleted there: it stays in the list, unticked.
    return now ? { ...shape, ring: rounded(now.ring) } : { ...shape, on: false };
  });
  const known = new Set(state.shapes.map((shape) => shape.id));
  const added = drawn
    .filter((shape) => !known.has(shape.id))
    .map((shape, index) => {
      const count = state.shapes.filter((other) => other.kind === shape.kind).length + index + 1;
      return {
        id: shape.id,
        kind: shape.kind,
        name: shape.kind === 'lawn' ? `Added lawn ${count}` : `Cut-out ${count}`,
        ring: rounded(shape.ring),
        on: true,
      };
    });
  return { ...state, shapes: [...kept, ...added] };
}

export const obstacleId = (index: number) => `obstacle-${index}`;

function cutRings(state: EditorState, obstacles: readonly MappedObstacle[]): Ring[] {
  return [
    ...state.shapes.filter((shape) => shape.on && shape.kind === 'cut').map((shape) => shape.ring),
    ...obstacles.flatMap((obstacle, index) =>
      state.obstaclesOut.includes(obstacleId(index))
        ? [obstacle.geometry.coordinates[0] ?? []]
        : [],
    ),
  ];
}

/** The lawn the shapes make: priced as it is, or with why it cannot be (empty, outside the lot…). */
export type ComposedLawn =
  | { geometry: LawnMultiPolygon; areaSqFt: number; problem: null }
  | { geometry: LawnMultiPolygon | null; areaSqFt: number; problem: string };

/** The lawn the shapes make, its area, and whether the server will take it. */
export function composedLawn(
  state: EditorState,
  obstacles: readonly MappedObstacle[],
  lot: LotPolygon | null,
): ComposedLawn {
  const lawns = state.shapes.filter((shape) => shape.on && shape.kind === 'lawn');
  const geometry = composeLawn(
    lawns.map((shape) => shape.ring),
    cutRings(state, obstacles),
  );
  if (!geometry) {
    return {
      geometry: null,
      areaSqFt: 0,
      problem: 'The lawn is empty: keep or draw at least one lawn area.',
    };
  }
  const areaSqFt = lawnAreaSqFt(geometry);
  const problem = lawnGeometryProblem(geometry, lot);
  return problem ? { geometry, areaSqFt, problem } : { geometry, areaSqFt, problem: null };
}

/**
 * The list's labels, by shape id: "Front lawn – 3,120 sq ft", a cut-out by what it covers.
 * The lawn areas' whole sq ft add up to their total (what the editor opens on when they are
 * the measurement), and a label stays the same when its area is ticked or unticked.
 */
export function shapeLabels(
  state: EditorState,
  obstacles: readonly MappedObstacle[],
  cutOut = LAYER_WORDS.lawn.cutOut,
): Map<string, string> {
  const cuts = cutRings(state, obstacles);
  const lawns = state.shapes.filter((shape) => shape.kind === 'lawn');
  const areas = lawns.map((shape) => patchAreaSqFt(shape.ring, cuts));
  const parts = wholePartsOf(
    areas,
    areas.reduce((sum, sqFt) => sum + sqFt, 0),
  );
  const shown = new Map(lawns.map((shape, index) => [shape.id, parts[index] ?? 0]));
  return new Map(
    state.shapes.map((shape) => [
      shape.id,
      shape.kind === 'cut'
        ? `${shape.name} – ${cutOut}, ${formatSqFt(patchAreaSqFt(shape.ring, []))}`
        : `${shape.name} – ${formatSqFt(shown.get(shape.id) ?? 0)}`,
    ]),
  );
}
