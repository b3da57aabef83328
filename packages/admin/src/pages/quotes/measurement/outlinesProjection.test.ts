import { describe, expect, it } from 'vitest';
import { outlinesViewBox, toImagePixels } from './outlinesProjection.ts';

const overlay = {
  url: '/api/analysis-imagery?analysisId=a',
  coordinates: [
    [-90, 40.001],
    [-89.998, 40.001],
    [-89.998, 40],
    [-90, 40],
  ] as [[number, number], [number, number], [number, number], [number, number]],
  width: 200,
  height: 100,
};

describe('toImagePixels', () => {
  it('puts the corners of the photo on its pixel corners, north up', () => {
    const project = toImagePixels(overlay);
    expect(project([-90, 40.001])).toEqual([0, 0]);
    expect(project([-89.998, 40])).toEqual([200, 100]);
    const [x, y] = project([-89.999, 40.0005]);
    expect(x).toBeCloseTo(100, 6);
    expect(y).toBeCloseTo(50, 6);
  });
});

describe('outlinesViewBox', () => {
  it('frames the lot with a margin, kept inside the photo', () => {
    const lot = {
      coordinates: [
        [
          [-89.9995, 40.0008],
          [-89.9985, 40.0008],
          [-89.9985, 40.0002],
          [-89.9995, 40.0002],
          [-89.9995, 40.0008],
        ] as [number, number][],
      ],
    };
    // The lot is pixels 50–150 across and 20–80 down: a margin of 10 on each side.
    expect(outlinesViewBox(overlay, lot)).toBe('40.0 10.0 120.0 80.0');
  });
});
