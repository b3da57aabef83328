import {
  lawnAreaSqFt,
  lawnGeometryProblem,
  lawnOutlinesCross,
  lawnPatchAreasSqFt,
} from '@yardstick/core/lawnGeometry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metresPerDegree, pixelToLonLat, type GeoReference } from '../geo/georeference.ts';
import {
  SMALLEST_OUTLINE_SQ_FT,
  mowablePolygons,
  outlineArea,
  outlinesAtArea,
  traceOutlines,
} from './mowablePolygons.ts';
import type { Ring } from '../geo/geojson.ts';
import { offsetOutlines } from './outlineOffset.ts';
import { squareFeet } from './units.ts';

const width = 120;
const height = 90;
const lat = 38.95;
const perDegree = metresPerDegree(lat);
const georef: GeoReference = {
  bounds: {
    west: -94.66,
    east: -94.66 + (width * 0.3) / perDegree.lon,
    north: lat,
    south: lat - (height * 0.3) / perDegree.lat,
  },
  width,
  height,
};

/** A 60×40 px lawn with a 10×10 px hole (a tree) and a separate 20×20 px patch. */
function lawn(): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 10; y < 50; y++) for (let x = 10; x < 70; x++) mask[y * width + x] = 1;
  for (let y = 25; y < 35; y++) for (let x = 30; x < 40; x++) mask[y * width + x] = 0;
  for (let y = 60; y < 80; y++) for (let x = 90; x < 110; x++) mask[y * width + x] = 1;
  return mask;
}

/** Every outline moved out by one distance, in pixels, as lon/lat: what no guard would draw. */
function grownAlike(traced: Ring[][], distance: number) {
  return {
    type: 'MultiPolygon' as const,
    coordinates: offsetOutlines(traced, distance).map((rings) =>
      rings.map((ring) => ring.map(([x, y]) => pixelToLonLat(georef, x, y))),
    ),
  };
}

describe('mowable polygons', () => {
  it('traces each patch with its holes', () => {
    const polygons = traceOutlines(lawn(), width, height);
    expect(polygons).toHaveLength(2);
    expect(polygons.map((rings) => rings.length).sort()).toEqual([1, 2]);
    // Simplifying the marching-squares outline keeps one point of each cut corner: a few tenths of a pixel per corner.
    expect(Math.abs(outlineArea(polygons) - 2700) / 2700).toBeLessThan(0.03);
  });

  it('converts to lon/lat whose geodesic area is the pixel count, as core measures a drawn lawn', () => {
    const { geometry, geodesicSqFt } = mowablePolygons(lawn(), width, height, georef);
    const pixelSqFt = squareFeet((60 * 40 - 100 + 400) * 0.09);
    expect(geometry.type).toBe('MultiPolygon');
    expect(geodesicSqFt).toBeCloseTo(pixelSqFt, 2);
    expect(lawnAreaSqFt(geometry)).toBe(Math.round(pixelSqFt * 10) / 10);
    const [lon, latitude] = geometry.coordinates[0]?.[0]?.[0] ?? [0, 0];
    expect(lon).toBeGreaterThan(-94.661);
    expect(latitude).toBeLessThan(lat);
  });

  it('has the area it is given, to the tenth of a sq ft core prices', () => {
    const { geometry } = mowablePolygons(lawn(), width, height, georef, 2905.2);
    expect(lawnAreaSqFt(geometry)).toBe(2905.2);
  });

  it('lists no speck of lawn, and keeps its ground in the total', () => {
    const mask = lawn();
    // A 2×2 px speck (about 4 sq ft) away from the rest.
    for (const [x, y] of [
      [100, 20],
      [101, 20],
      [100, 21],
      [101, 21],
    ] as const)
      mask[y * width + x] = 1;
    const { geometry } = mowablePolygons(mask, width, height, georef);
    expect(geometry.coordinates).toHaveLength(2);
    expect(lawnAreaSqFt(geometry)).toBeCloseTo(squareFeet((60 * 40 - 100 + 400 + 4) * 0.09), 1);
  });

  it('gives any lawn outlines that add up to its pixels, list no speck and can be priced', () => {
    const lot = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [georef.bounds.west, georef.bounds.south],
          [georef.bounds.east, georef.bounds.south],
          [georef.bounds.east, georef.bounds.north],
          [georef.bounds.west, georef.bounds.north],
          [georef.bounds.west, georef.bounds.south],
        ] as [number, number][],
      ],
    };
    // Lawns of a few rectangles, some overlapping, some with a bed cut out of them.
    const box = fc.record({
      x: fc.integer({ min: 2, max: width - 30 }),
      y: fc.integer({ min: 2, max: height - 30 }),
      w: fc.integer({ min: 1, max: 28 }),
      h: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(
        fc.array(box, { minLength: 1, maxLength: 5 }),
        fc.array(box, { maxLength: 2 }),
        (lawns, beds) => {
          const mask = new Uint8Array(width * height);
          const paint = (b: { x: number; y: number; w: number; h: number }, value: number) => {
            for (let y = b.y; y < b.y + b.h; y++)
              for (let x = b.x; x < b.x + b.w; x++) mask[y * width + x] = value;
          };
          lawns.forEach((b) => paint(b, 1));
          beds.forEach((b) => paint({ ...b, w: Math.min(b.w, 8), h: Math.min(b.h, 8) }, 0));
          const pixels = mask.reduce((sum, value) => sum + value, 0);
          const measured = Math.round(squareFeet(pixels * 0.09) * 10) / 10;
          const { geometry } = mowablePolygons(mask, width, height, georef, measured);
          if (geometry.coordinates.length === 0) return;
          expect(lawnAreaSqFt(geometry)).toBe(measured);
          if (measured >= 4 * SMALLEST_OUTLINE_SQ_FT) {
            expect(Math.min(...lawnPatchAreasSqFt(geometry))).toBeGreaterThan(
              SMALLEST_OUTLINE_SQ_FT - 1,
            );
          }
          expect(lawnGeometryProblem(geometry, lot)).toBeNull();
        },
      ),
      { numRuns: 150, seed: 66208 },
    );
  });

  it('keeps outlines a pixel apart from crossing, short of the area if it must', () => {
    // Two 20×20 px beds one pixel apart, fitted to a third more than their pixels: grown alike
    // to that area they would cross.
    const mask = new Uint8Array(width * height);
    for (let y = 10; y < 30; y++)
      for (let x = 10; x < 51; x++) if (x !== 30) mask[y * width + x] = 1;
    const target = squareFeet(800 * 0.09) * 1.33;
    const traced = traceOutlines(mask, width, height);
    expect(lawnOutlinesCross(grownAlike(traced, 1))).toBe(true);
    const apart = outlinesAtArea(traced, georef, target);
    expect(apart.geometry.coordinates).toHaveLength(2);
    expect(lawnOutlinesCross(apart.geometry)).toBe(false);
    expect(apart.geodesicSqFt).toBeLessThan(target);
    expect(apart.geodesicSqFt).toBeGreaterThan(squareFeet(800 * 0.09) * 0.98);
    // Outlines that stay apart keep the area asked for.
    const loose = outlinesAtArea(traced, georef, squareFeet(800 * 0.09));
    expect(loose.geodesicSqFt).toBeCloseTo(squareFeet(800 * 0.09), 2);
  });

  it('holds apart only the patches that would cross, and grows the others to make up the area', () => {
    // Two 20×20 px lawns either side of a one-pixel fence, and a 30×30 px lawn far off.
    const mask = new Uint8Array(width * height);
    for (let y = 10; y < 30; y++)
      for (let x = 10; x < 51; x++) if (x !== 30) mask[y * width + x] = 1;
    for (let y = 50; y < 80; y++) for (let x = 70; x < 100; x++) mask[y * width + x] = 1;
    const pixels = 800 + 900;
    const target = Math.round(squareFeet(pixels * 0.09) * 1.2 * 10) / 10;
    const traced = traceOutlines(mask, width, height);
    expect(lawnOutlinesCross(grownAlike(traced, 1))).toBe(true);
    const apart = outlinesAtArea(traced, georef, target);
    expect(lawnOutlinesCross(apart.geometry)).toBe(false);
    expect(lawnAreaSqFt(apart.geometry)).toBe(target);
    // The lone lawn took up what the fenced pair could not.
    const [left, right, lone] = lawnPatchAreasSqFt(apart.geometry).sort((a, b) => a - b);
    expect(lone ?? 0).toBeGreaterThan(squareFeet(900 * 0.09) * 1.2);
    expect((left ?? 0) + (right ?? 0)).toBeLessThan(squareFeet(800 * 0.09) * 1.2);
  });

  it('returns an empty MultiPolygon when there is no lawn', () => {
    const { geometry, geodesicSqFt } = mowablePolygons(
      new Uint8Array(width * height),
      width,
      height,
      georef,
    );
    expect(geometry.coordinates).toEqual([]);
    expect(geodesicSqFt).toBe(0);
  });
});
