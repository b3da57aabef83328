import { describe, expect, it } from 'vitest';
import {
  lawnAreaSqFt,
  lawnGeometryProblem,
  lawnOutlinesCross,
  lawnPatchAreasSqFt,
  type LotPolygon,
} from './lawnGeometry.ts';
import {
  LAWN_GEOMETRY_MESSAGES as M,
  lawnGeometrySchema,
  type LawnPosition,
} from './schemas/lawnGeometry.ts';
import { at, lot, rect } from './testing/metreLot.ts';
import { SQ_FT_PER_M2 } from './units.ts';

const problemOf = (geometry: unknown) => {
  const parsed = lawnGeometrySchema.safeParse(geometry);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  return lawnGeometryProblem(parsed.data, lot);
};

describe('lawnAreaSqFt', () => {
  it('measures a 20 m × 10 m patch as 200 m² in sq ft, geodesically', () => {
    const lawn = lawnGeometrySchema.parse({ type: 'Polygon', coordinates: [rect(5, 5, 25, 15)] });
    expect(lawnAreaSqFt(lawn)).toBeCloseTo(200 * SQ_FT_PER_M2, -1);
  });

  it('subtracts a cut-out and adds separate patches', () => {
    const lawn = lawnGeometrySchema.parse({
      type: 'MultiPolygon',
      coordinates: [[rect(1, 1, 21, 11), rect(5, 5, 10, 10)], [rect(25, 5, 35, 25)]],
    });
    const [front, back] = lawnPatchAreasSqFt(lawn);
    expect(front).toBeCloseTo((200 - 25) * SQ_FT_PER_M2, -1);
    expect(back).toBeCloseTo(200 * SQ_FT_PER_M2, -1);
    expect(lawnAreaSqFt(lawn)).toBeCloseTo((front ?? 0) + (back ?? 0), 0);
  });
});

describe('lawnGeometryProblem', () => {
  it('accepts a lawn inside the lot, and one reaching a metre past the line', () => {
    expect(problemOf({ type: 'Polygon', coordinates: [rect(2, 2, 38, 28)] })).toBeNull();
    expect(problemOf({ type: 'Polygon', coordinates: [rect(-1, -1, 20, 20)] })).toBeNull();
  });

  it('refuses a lawn reaching 3 m past the lot line', () => {
    expect(problemOf({ type: 'Polygon', coordinates: [rect(5, 5, 43, 20)] })).toBe(M.outsideLot);
  });

  it('refuses an edge that leaves a concave lot between two corners inside it', () => {
    // An L-shaped lot: the 20 m × 20 m notch at the north-east is not part of it.
    const lShaped: LotPolygon = {
      type: 'Polygon',
      coordinates: [[at(0, 0), at(40, 0), at(40, 10), at(20, 10), at(20, 30), at(0, 30), at(0, 0)]],
    };
    const lawn = lawnGeometrySchema.parse({
      type: 'Polygon',
      coordinates: [[at(2, 2), at(38, 2), at(38, 8), at(10, 28), at(2, 28), at(2, 2)]],
    });
    expect(lawnGeometryProblem(lawn, lShaped)).toBe(M.outsideLot);
  });

  it('refuses a ring that crosses itself (a bow tie)', () => {
    const bowTie = [at(5, 5), at(15, 15), at(15, 5), at(5, 15), at(5, 5)];
    expect(problemOf({ type: 'Polygon', coordinates: [bowTie] })).toBe(M.selfIntersecting);
  });

  it('tells outlines that cross from outlines apart, whatever the lot', () => {
    const apart = {
      type: 'MultiPolygon' as const,
      coordinates: [[rect(1, 1, 9, 9)], [rect(10, 1, 20, 9)]],
    };
    const crossing = {
      type: 'MultiPolygon' as const,
      coordinates: [[rect(1, 1, 11, 9)], [rect(10, 1, 20, 9)]],
    };
    expect(lawnOutlinesCross(apart)).toBe(false);
    expect(lawnOutlinesCross(crossing)).toBe(true);
  });

  it('refuses patches that cross each other, and one inside another', () => {
    expect(
      problemOf({
        type: 'MultiPolygon',
        coordinates: [[rect(1, 1, 20, 20)], [rect(10, 10, 30, 25)]],
      }),
    ).toBe(M.selfIntersecting);
    expect(
      problemOf({
        type: 'MultiPolygon',
        coordinates: [[rect(1, 1, 20, 20)], [rect(5, 5, 10, 10)]],
      }),
    ).toBe(M.overlapping);
  });

  it('accepts a lawn island in the hole of another patch (a lawn ringed by a path)', () => {
    expect(
      problemOf({
        type: 'MultiPolygon',
        coordinates: [[rect(1, 1, 30, 25), rect(5, 5, 20, 20)], [rect(8, 8, 15, 15)]],
      }),
    ).toBeNull();
  });

  it('refuses a cut-out outside its patch', () => {
    expect(
      problemOf({ type: 'Polygon', coordinates: [rect(1, 1, 10, 10), rect(20, 20, 25, 25)] }),
    ).toBe(M.holeOutside);
  });

  it('refuses a cut-out inside another cut-out, which would be subtracted twice', () => {
    const nested = [rect(1, 1, 30, 25), rect(5, 5, 20, 20), rect(8, 8, 12, 12)];
    expect(problemOf({ type: 'Polygon', coordinates: nested })).toBe(M.nestedHoles);
    // Side by side, two cut-outs are fine.
    const sideBySide = [rect(1, 1, 30, 25), rect(5, 5, 10, 10), rect(15, 5, 20, 10)];
    expect(problemOf({ type: 'Polygon', coordinates: sideBySide })).toBeNull();
  });

  it('refuses a patch with no area (corners on one line)', () => {
    const line = [at(1, 1), at(10, 1), at(20, 1), at(1, 1)];
    expect(problemOf({ type: 'Polygon', coordinates: [line] })).toBe(M.zeroArea);
  });

  it('refuses to adjust a lawn on a property without a lot line', () => {
    const lawn = lawnGeometrySchema.parse({ type: 'Polygon', coordinates: [rect(1, 1, 5, 5)] });
    expect(lawnGeometryProblem(lawn, null)).toBe(M.noLot);
  });
});

describe('lawnGeometrySchema', () => {
  it('refuses empty geometries', () => {
    expect(problemOf({ type: 'MultiPolygon', coordinates: [] })).toBe(M.empty);
    expect(problemOf({ type: 'Polygon', coordinates: [] })).toBe(M.empty);
  });

  it('refuses rings that are open or have fewer than three corners', () => {
    expect(problemOf({ type: 'Polygon', coordinates: [rect(1, 1, 5, 5).slice(0, 4)] })).toBe(
      M.ringNotClosed,
    );
    expect(problemOf({ type: 'Polygon', coordinates: [[at(1, 1), at(5, 5), at(1, 1)]] })).toBe(
      M.ringTooShort,
    );
  });

  it('refuses more than 200 patches and more than 5,000 points', () => {
    const tiny = Array.from({ length: 201 }, (_, i) => [
      rect((i % 20) * 2, Math.floor(i / 20) * 2, (i % 20) * 2 + 1, Math.floor(i / 20) * 2 + 1),
    ]);
    expect(problemOf({ type: 'MultiPolygon', coordinates: tiny })).toBe(M.tooManyPatches);
    const circle = Array.from({ length: 5_001 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 5_001;
      return at(20 + 10 * Math.cos(angle), 15 + 10 * Math.sin(angle));
    });
    circle.push(circle[0] as LawnPosition);
    expect(problemOf({ type: 'Polygon', coordinates: [circle] })).toBe(M.tooManyVertices);
  });

  it('refuses what is not a polygon of lon/lat points', () => {
    for (const geometry of [
      null,
      { type: 'Point', coordinates: [0, 0] },
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 'a'],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [200, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    ]) {
      expect(problemOf(geometry)).toBe(M.invalid);
    }
  });
});
