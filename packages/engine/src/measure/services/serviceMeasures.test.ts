import { describe, expect, it } from 'vitest';
import { BUILDING, LAWN, OTHER, PAVEMENT, SHADOW, SOIL, TREE } from '../../landClasses.ts';
import type { Position } from '../../geo/geojson.ts';
import { mowableMask } from '../mowableMask.ts';
import { outlineArea, traceOutlines } from '../mowablePolygons.ts';
import { squareFeet } from '../units.ts';
import {
  serviceMeasures,
  serviceMeasuresAndShapes,
  type ServiceMeasureInput,
} from './serviceMeasures.ts';

const FT_PER_M = 1 / 0.3048;

/** A class map painted cell by cell, with a lot and footprints, as the measures take it. */
function scene(
  width: number,
  height: number,
  metresPerPixel: number,
  paint: (x: number, y: number) => { cls: number; inLot: boolean },
  sure = 240,
  parcelRing: ServiceMeasureInput['parcelRing'] = null,
): ServiceMeasureInput {
  const classes = new Uint8Array(width * height);
  const parcelMask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { cls, inLot } = paint(x, y);
      classes[y * width + x] = cls;
      parcelMask[y * width + x] = inLot ? 1 : 0;
    }
  }
  const buildingMask = classes.map((c) => (c === BUILDING ? 1 : 0));
  return {
    classes,
    confidence: new Uint8Array(width * height).fill(sure),
    width,
    height,
    metresPerPixel,
    pixelAreaM2: metresPerPixel ** 2,
    parcelMask,
    buildingMask,
    mowable: mowableMask(classes, parcelMask, buildingMask, width, height, metresPerPixel),
    parcelRing,
    scene: { parcelSource: 'parcel', imageryAgeYears: 0, resolutionM: metresPerPixel },
  };
}

const inRect = (x: number, y: number, [x0, y0, x1, y1]: readonly number[]) =>
  x >= (x0 ?? 0) && x <= (x1 ?? 0) && y >= (y0 ?? 0) && y <= (y1 ?? 0);

/**
 * A 10 × 10 m lot at 0.25 m with a house, driveway, walk, patio and a bed in lawn; beyond its
 * south line a 1.5 m sidewalk, a grass strip and the street.
 */
function frontYard(sure = 240): ServiceMeasureInput {
  const parts: [number, readonly number[]][] = [
    [BUILDING, [2, 2, 21, 13]],
    [PAVEMENT, [4, 14, 15, 39]], // driveway, 3 × 6.5 m, from the house to the lot line
    [PAVEMENT, [24, 2, 35, 9]], // patio, 3 × 2 m, beside the house
    [PAVEMENT, [28, 16, 31, 39]], // walk, 1 × 6 m
    [SOIL, [33, 14, 38, 33]], // bed, 1.5 × 5 m
  ];
  return scene(
    40,
    48,
    0.25,
    (x, y) => {
      if (y >= 40) return { cls: y === 46 ? LAWN : PAVEMENT, inLot: false };
      const part = parts.find(([, rect]) => inRect(x, y, rect));
      return { cls: part ? part[0] : LAWN, inLot: true };
    },
    sure,
    [
      [0, 0],
      [40, 0],
      [40, 40],
      [0, 40],
      [0, 0],
    ],
  );
}

describe('serviceMeasures', () => {
  it('lists the driveway, walk and patio of a lot and leaves the street out', () => {
    const { hardscape } = serviceMeasures(frontYard());
    const byKind = Object.fromEntries(hardscape.pieces.map((p) => [p.kind, p.sqFt]));
    expect(byKind.driveway).toBeCloseTo(squareFeet(3 * 6.5), 0);
    expect(byKind.walk).toBeCloseTo(squareFeet(1 * 6), 0);
    expect(byKind.patio).toBeCloseTo(squareFeet(3 * 2), 0);
    expect(hardscape.pieces).toHaveLength(3);
    expect(hardscape.totalSqFt).toBeCloseTo(squareFeet(19.5 + 6 + 6), 0);
  });

  it('gives the public sidewalk along the street side apart, for an owner who clears it', () => {
    expect(serviceMeasures(frontYard()).hardscape.sidewalkSqFt).toBeCloseTo(
      squareFeet(10 * 1.5),
      0,
    );
  });

  it('measures the beds in the lot', () => {
    expect(serviceMeasures(frontYard()).bedsSqFt).toBeCloseTo(squareFeet(1.5 * 5), 0);
  });

  it('reads a straight 10 m edge on a 45° diagonal as 32.8 ft, not the 46 ft of its staircase', () => {
    // A paved diamond in the lawn: four straight sides of 10 m, all at 45°.
    const half = 20;
    const metresPerPixel = 10 / (half * Math.SQRT2);
    const input = scene(48, 48, metresPerPixel, (x, y) => ({
      cls: Math.abs(x + 0.5 - 24) + Math.abs(y + 0.5 - 24) <= half ? PAVEMENT : LAWN,
      inLot: true,
    }));
    const { edges } = serviceMeasures(input);
    expect(edges.hardFt / 4).toBeGreaterThan(10 * FT_PER_M * 0.97);
    expect(edges.hardFt / 4).toBeLessThan(10 * FT_PER_M * 1.03);
    expect(edges.bedFt).toBe(0);
  });

  it('measures the edge around a bed in the lawn as its perimeter', () => {
    // A 5 × 5 m bed in the middle of a lawn, at 0.25 m: 20 m of bed edging.
    const input = scene(40, 40, 0.25, (x, y) => ({
      cls: inRect(x, y, [10, 10, 29, 29]) ? SOIL : LAWN,
      inLot: true,
    }));
    const { edges } = serviceMeasures(input);
    expect(edges.bedFt).toBeGreaterThan(20 * FT_PER_M * 0.95);
    expect(edges.bedFt).toBeLessThan(20 * FT_PER_M * 1.03);
    expect(edges.hardFt).toBe(0);
  });

  it('counts no edging where a fence stands between the lawn and the paving', () => {
    // A 10 m lawn edge at 0.25 m; the paving beyond it behind a fence one pixel wide or not.
    const edge = (fence: boolean) =>
      serviceMeasures(
        scene(40, 40, 0.25, (x) => ({
          cls: x < 20 ? LAWN : fence && x === 20 ? OTHER : PAVEMENT,
          inLot: true,
        })),
      ).edges.hardFt;
    expect(edge(false)).toBeGreaterThan(10 * FT_PER_M * 0.97);
    expect(edge(false)).toBeLessThan(10 * FT_PER_M * 1.03);
    expect(edge(true)).toBe(0);
  });

  it('edges along a sidewalk beyond the lot line, not along a line of paving pixels there', () => {
    // A 10 m lot line at 0.25 m; beyond it a 2 m sidewalk, or a fence read as one pixel of paving.
    const edge = (pavingWidth: number) =>
      serviceMeasures(
        scene(40, 40, 0.25, (x) => ({
          cls: x < 20 || x >= 20 + pavingWidth ? LAWN : PAVEMENT,
          inLot: x < 20,
        })),
      ).edges.hardFt;
    expect(edge(8)).toBeGreaterThan(10 * FT_PER_M * 0.97);
    expect(edge(8)).toBeLessThan(10 * FT_PER_M * 1.03);
    expect(edge(1)).toBe(0);
  });

  const crowns = (centres: readonly [number, number, number][], lot = (_x: number) => true) =>
    scene(80, 60, 0.25, (x, y) => ({
      cls: centres.some(([cx, cy, r]) => Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r) ? TREE : LAWN,
      inLot: lot(x),
    }));

  it('counts three separate crowns', () => {
    const { trees } = serviceMeasures(
      crowns([
        [12, 12, 8],
        [40, 30, 10],
        [65, 45, 7],
      ]),
    );
    expect(trees.count).toBe(3);
  });

  it('counts two touching crowns as two, and a lumpy crown as one', () => {
    // Radii of 2.5 m whose centres are 4 m apart: one canopy region, two trees.
    expect(
      serviceMeasures(
        crowns([
          [25, 30, 10],
          [41, 30, 10],
        ]),
      ).trees.count,
    ).toBe(2);
    expect(
      serviceMeasures(
        crowns([
          [35, 30, 10],
          [41, 30, 5],
        ]),
      ).trees.count,
    ).toBe(1);
  });

  it('counts a small lobe of leaves on a large crown as part of it, not a tree', () => {
    // A 3 m crown with a 1.5 m lobe joined by a 0.5 m neck; beside it, a lone 1.5 m tree.
    const lobed = (x: number, y: number) =>
      Math.hypot(x + 0.5 - 30, y + 0.5 - 30) <= 12 ||
      Math.hypot(x + 0.5 - 49, y + 0.5 - 30) <= 6 ||
      (x >= 41 && x <= 43 && y >= 29 && y <= 30);
    const input = scene(80, 60, 0.25, (x, y) => ({
      cls: lobed(x, y) || Math.hypot(x + 0.5 - 68, y + 0.5 - 30) <= 6 ? TREE : LAWN,
      inLot: true,
    }));
    expect(serviceMeasures(input).trees.count).toBe(2);
  });

  it('counts a ragged lobe as wide as a small tree on a large crown once, and a lone one apart', () => {
    // A 6 m crown with a 2.25 m lobe on its rim (as gaps in a photographed crown's leaves cut
    // one off); beyond it, a lone tree of the lobe's size.
    const input = scene(120, 80, 0.25, (x, y) => {
      const within = (cx: number, r: number) => Math.hypot(x + 0.5 - cx, y + 0.5 - 40) <= r;
      return { cls: within(40, 24) || within(70, 9) || within(100, 9) ? TREE : LAWN, inLot: true };
    });
    expect(serviceMeasures(input).trees.count).toBe(2);
  });

  it('leaves out shrubs and crowns whose middle is beyond the lot line', () => {
    const shrubs = Array.from({ length: 6 }, (_, k): [number, number, number] => [
      10 + 5 * k,
      10,
      2.4,
    ]);
    const { trees } = serviceMeasures(crowns([...shrubs, [20, 40, 8], [62, 40, 8]], (x) => x < 50));
    expect(trees.count).toBe(1);
  });

  it('leaves out canopy a couple of pixels wide on coarse imagery, and counts a tree there', () => {
    // At 0.6 m: two specks of 1.9 m radius (3.2 px: 1.4 m from their middle to the nearest
    // pixel off them, over the 1 m floor for shrubs) and a crown of 3.3 m (5.5 px).
    const input = scene(60, 40, 0.6, (x, y) => {
      const within = (cx: number, cy: number, r: number) =>
        Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r;
      const tree = within(10, 10, 3.2) || within(10, 30, 3.2) || within(40, 20, 5.5);
      return { cls: tree ? TREE : LAWN, inLot: true };
    });
    expect(serviceMeasures(input).trees.count).toBe(1);
  });

  it('gives the canopy over the lot, off the roofs', () => {
    const { trees } = serviceMeasures(crowns([[40, 30, 8]]));
    expect(trees.canopyOverLawnSqFt).toBeGreaterThan(squareFeet(Math.PI * 2 ** 2 * 0.95));
    expect(trees.canopyOverLawnSqFt).toBeLessThan(squareFeet(Math.PI * 2 ** 2 * 1.08));
  });

  it('is less sure of the beds where eaves and deep shadow hide the ground along the walls', () => {
    const seen = frontYard(250);
    const hidden = frontYard(250);
    const { classes, width } = hidden;
    // The lawn a pixel round the house read as its eaves (roof past the footprint), and a
    // 5 × 5 patch of deep shadow beside it.
    for (let y = 0; y < hidden.height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (classes[i] !== LAWN) continue;
        if (inRect(x, y, [1, 1, 22, 14])) classes[i] = BUILDING;
        else if (inRect(x, y, [22, 15, 26, 19])) classes[i] = SHADOW;
      }
    }
    const before = serviceMeasures(seen);
    const after = serviceMeasures(hidden);
    expect(after.bedsSqFt).toBe(before.bedsSqFt);
    expect(after.confidence.beds).toBeLessThan(before.confidence.beds * 0.9);
    // At most 60 % off, as the canopy.
    expect(after.confidence.beds).toBeGreaterThanOrEqual(before.confidence.beds * 0.4);
    expect(after.confidence.hardscape).toBe(before.confidence.hardscape);
  });

  it('is less sure of every figure where the classifier is less sure of the pixels', () => {
    const sure = serviceMeasures(frontYard(250)).confidence;
    const unsure = serviceMeasures(frontYard(170)).confidence;
    expect(sure.beds).toBeGreaterThan(0.8);
    for (const figure of ['beds', 'hardscape', 'edges'] as const)
      expect(unsure[figure]).toBeLessThan(sure[figure]);
  });
});

describe('serviceMeasuresAndShapes', () => {
  const polylineLength = (lines: readonly Position[][]) =>
    lines.reduce(
      (sum, line) =>
        sum +
        line.slice(1).reduce((l, [x, y], k) => {
          const [px, py] = line[k] ?? [x, y];
          return l + Math.hypot(x - px, y - py);
        }, 0),
      0,
    );

  it('gives the same figures as the measures alone', () => {
    expect(serviceMeasuresAndShapes(frontYard()).measures).toEqual(serviceMeasures(frontYard()));
  });

  it('outlines the bed and the paving to clear with the areas measured', () => {
    const { shapes } = serviceMeasuresAndShapes(frontYard());
    // Square pixels of 0.25 m: 16 to the square metre. The outlines run along the pixels'
    // edges with the corners smoothed off, as the lawn's do: a little inside the pixels.
    const squareMetres = (outlines: Parameters<typeof outlineArea>[0]) =>
      outlineArea(outlines) / 16;
    expect(shapes.beds).toHaveLength(1);
    expect(squareMetres(shapes.beds)).toBeGreaterThan(0.9 * 1.5 * 5);
    expect(squareMetres(shapes.beds)).toBeLessThanOrEqual(1.5 * 5);
    expect(shapes.paving).toHaveLength(3);
    expect(squareMetres(shapes.paving)).toBeGreaterThan(0.9 * (19.5 + 6 + 6));
    expect(squareMetres(shapes.paving)).toBeLessThanOrEqual(19.5 + 6 + 6);
    // The street and the sidewalk beyond the lot line are not paving to clear.
    const lowest = Math.max(...shapes.paving.flat(2).map(([, y]) => y));
    expect(lowest).toBeLessThanOrEqual(40);
  });

  it('traces the beds and the paving as the lawn is traced, up to the image border', () => {
    const yard = frontYard();
    const bed = yard.classes.map((c, i) => (c === SOIL && yard.parcelMask[i] ? 1 : 0));
    expect(serviceMeasuresAndShapes(yard).shapes.beds).toEqual(traceOutlines(bed, 40, 48));
    // Paving filling the west half, against three sides of the image.
    const half = scene(40, 40, 0.25, (x) => ({ cls: x < 20 ? PAVEMENT : LAWN, inLot: true }));
    const paved = half.classes.map((c) => (c === PAVEMENT ? 1 : 0));
    expect(serviceMeasuresAndShapes(half).shapes.paving).toEqual(traceOutlines(paved, 40, 40));
  });

  it('draws the edging along the lawn/paving boundary, as long as the edge measured', () => {
    // Paving on the west half of a lawn lot: one straight edge, 10 m long, at x = 20 (the
    // pixels' edge).
    const input = scene(40, 40, 0.25, (x) => ({ cls: x < 20 ? PAVEMENT : LAWN, inLot: true }));
    const { measures, shapes } = serviceMeasuresAndShapes(input);
    expect(shapes.edges.bed).toEqual([]);
    const points = shapes.edges.hard.flat();
    expect(points.length).toBeGreaterThan(1);
    for (const [x] of points) expect(Math.abs(x - 20)).toBeLessThanOrEqual(0.5);
    expect(polylineLength(shapes.edges.hard) * 0.25 * FT_PER_M).toBeCloseTo(
      measures.edges.hardFt,
      0,
    );
    // A straight edge is one line of a few points, not a point every half pixel.
    expect(shapes.edges.hard).toHaveLength(1);
    expect(points.length).toBeLessThan(5);
  });

  it('draws the bed edging around a bed in the lawn', () => {
    const input = scene(40, 40, 0.25, (x, y) => ({
      cls: inRect(x, y, [10, 10, 29, 29]) ? SOIL : LAWN,
      inLot: true,
    }));
    const { measures, shapes } = serviceMeasuresAndShapes(input);
    expect(shapes.edges.hard).toEqual([]);
    expect(polylineLength(shapes.edges.bed) * 0.25 * FT_PER_M).toBeCloseTo(measures.edges.bedFt, 0);
    for (const [x, y] of shapes.edges.bed.flat())
      expect(Math.min(Math.abs(x - 20), Math.abs(y - 20))).toBeGreaterThan(9);
  });
});
