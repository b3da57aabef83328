import { describe, expect, it } from 'vitest';
import { withoutPoint, type EditorState, type Shape } from './editorState.ts';

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
