import { describe, expect, it } from 'vitest';
import { LAWN_GEOMETRY_MESSAGES } from '@yardstick/core/schemas/lawnGeometry';
import {
  composedLawn,
  cornersOf,
  record,
  redo,
  shapeLabels,
  startHistory,
  toggleShape,
  undo,
  withCornerAdded,
  withCornerMoved,
  withShapeDrawn,
  withoutPoint,
  type EditorState,
  type Shape,
} from './editorState.ts';

const square: Shape = {
  id: 'measured-lawn-0',
  kind: 'lawn',
  name: 'Front lawn',
  ring: [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
    [0, 0],
  ],
  on: true,
};
const state = (shape: Shape): EditorState => ({ shapes: [shape], obstaclesOut: [] });

describe('withoutPoint', () => {
  it('takes one corner out and keeps the ring closed', () => {
    expect(withoutPoint(state(square), square.id, 2)?.shapes[0]?.ring).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
  });

  it('closes the ring on the next corner when the first goes', () => {
    expect(withoutPoint(state(square), square.id, 0)?.shapes[0]?.ring).toEqual([
      [1, 0],
      [1, 1],
      [0, 1],
      [1, 0],
    ]);
  });

  it('refuses to leave fewer than three corners', () => {
    const triangle = withoutPoint(state(square), square.id, 3);
    expect(triangle).not.toBeNull();
    expect(triangle && withoutPoint(triangle, square.id, 0)).toBeNull();
  });

  it('refuses an unknown shape or corner', () => {
    expect(withoutPoint(state(square), 'drawn-x', 0)).toBeNull();
    expect(withoutPoint(state(square), square.id, 4)).toBeNull();
  });
});

describe('undo and redo', () => {
  const moved = (x: number): EditorState =>
    state({
      ...square,
      ring: [
        [0, 0],
        [x, 0],
        [x, 1],
        [0, 1],
        [0, 0],
      ],
    });

  it('brings back each whole state in turn, and a new edit forgets what was undone', () => {
    let history = startHistory(state(square));
    history = record(history, moved(2));
    history = record(history, toggleShape(moved(2), square.id));
    history = undo(history);
    expect(history.present).toEqual(moved(2));
    history = undo(history);
    expect(history.present).toEqual(state(square));
    history = redo(history);
    expect(history.present).toEqual(moved(2));
    history = record(history, moved(3));
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toEqual(moved(2));
  });
});

describe('composedLawn', () => {
  const lot = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [-94.66, 38.95],
        [-94.6595, 38.95],
        [-94.6595, 38.9505],
        [-94.66, 38.9505],
        [-94.66, 38.95],
      ] as [number, number][],
    ],
  };
  const patch = (east: number): Shape => ({
    ...square,
    ring: [
      [-94.6599, 38.9501],
      [east, 38.9501],
      [east, 38.9503],
      [-94.6599, 38.9503],
      [-94.6599, 38.9501],
    ],
  });

  it('gives the area of a lawn drawn past the lot line with why it cannot be priced', () => {
    const inside = composedLawn(state(patch(-94.6597)), [], lot);
    expect(inside.problem).toBeNull();
    const outside = composedLawn(state(patch(-94.659)), [], lot);
    expect(outside.problem).toBe(LAWN_GEOMETRY_MESSAGES.outsideLot);
    expect(outside.areaSqFt).toBeGreaterThan(inside.areaSqFt);
  });

  it('calls an emptied lawn empty', () => {
    const none = composedLawn(toggleShape(state(patch(-94.6597)), square.id), [], lot);
    expect(none).toMatchObject({ geometry: null, areaSqFt: 0 });
    expect(none.problem).toMatch(/empty/);
  });
});

describe('shapeLabels', () => {
  const strip = (x0: number, x1: number, id: string): Shape => ({
    ...square,
    id,
    name: id,
    ring: [
      [x0, 38.95],
      [x1, 38.95],
      [x1, 38.9501],
      [x0, 38.9501],
      [x0, 38.95],
    ],
  });

  it('lists the lawn areas in whole sq ft that add up to their total, ticked or not', () => {
    // Three areas of about 1,138.5 sq ft: each rounded alone, they would list 3,417 of 3,416.
    const shapes = [0, 1, 2].map((index) =>
      strip(-94.66 + index * 0.0002, -94.65989 + index * 0.0002, `Lawn ${index + 1}`),
    );
    const state: EditorState = { shapes, obstaclesOut: [] };
    const total = composedLawn(state, [], null).areaSqFt;
    expect(Math.round(total)).toBe(3416);
    const labels = shapeLabels(state, []);
    const listed = [...labels.values()].map((label) =>
      Number(/– ([\d,]+) sq ft/.exec(label)?.[1]?.replace(/,/g, '')),
    );
    expect(listed.reduce((sum, sqFt) => sum + sqFt, 0)).toBe(Math.round(total));
    expect(shapeLabels(toggleShape(state, 'Lawn 1'), [])).toEqual(labels);
  });
});

describe('corners by keyboard', () => {
  const lawn: Shape = {
    ...square,
    ring: [
      [-94.66, 38.95],
      [-94.6599, 38.95],
      [-94.6599, 38.9501],
      [-94.66, 38.9501],
      [-94.66, 38.95],
    ],
  };
  const area = (next: EditorState | null) => (next ? composedLawn(next, [], null).areaSqFt : 0);

  it('moves the chosen corner a metre east, and the lawn grows by about half a metre strip', () => {
    const before = area(state(lawn));
    const moved = withCornerMoved(state(lawn), lawn.id, 1, 1, 0);
    expect(cornersOf(moved ?? state(lawn), lawn.id)[0]).toEqual(lawn.ring[0]);
    // A triangle 1 m wide and 11.1 m tall: about 5.6 m², 60 sq ft.
    expect(area(moved) - before).toBeGreaterThan(55);
    expect(area(moved) - before).toBeLessThan(65);
    expect(withCornerMoved(state(lawn), lawn.id, 9, 1, 0)).toBeNull();
  });

  it('adds a corner halfway to the next one, which changes nothing until it is moved', () => {
    const added = withCornerAdded(state(lawn), lawn.id, 1);
    expect(cornersOf(added ?? state(lawn), lawn.id)).toHaveLength(5);
    expect(cornersOf(added ?? state(lawn), lawn.id)[2]).toEqual([-94.6599, 38.95005]);
    expect(area(added)).toBeCloseTo(area(state(lawn)), 1);
  });

  it('adds a lawn drawn corner by corner, as a new area in the list', () => {
    const drawn = withShapeDrawn(state(lawn), {
      id: 'keyed-1',
      kind: 'lawn',
      corners: [
        [-94.6597, 38.95],
        [-94.6596, 38.95],
        [-94.6596, 38.9501],
      ],
    });
    expect(drawn.shapes.map((shape) => shape.name)).toEqual(['Front lawn', 'Added lawn 2']);
    expect(area(drawn)).toBeGreaterThan(area(state(lawn)));
  });
});
