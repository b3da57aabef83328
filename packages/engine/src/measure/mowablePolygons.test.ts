import { describe, expect, it } from 'vitest';
import { metresPerDegree, type GeoReference } from '../geo/georeference.ts';
import { mowablePolygons, outlineArea, traceOutlines } from './mowablePolygons.ts';
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

describe('mowable polygons', () => {
  it('traces each patch with its holes', () => {
    const polygons = traceOutlines(lawn(), width, height);
    expect(polygons).toHaveLength(2);
    expect(polygons.map((rings) => rings.length).sort()).toEqual([1, 2]);
    // Simplifying the marching-squares outline keeps one point of each cut corner: a few tenths of a pixel per corner.
    expect(Math.abs(outlineArea(polygons) - 2700) / 2700).toBeLessThan(0.03);
  });

  it('converts to lon/lat whose geodesic area matches the pixel count', () => {
    const { geometry, geodesicSqFt } = mowablePolygons(lawn(), width, height, georef);
    const pixelSqFt = squareFeet((60 * 40 - 100 + 400) * 0.09);
    expect(geometry.type).toBe('MultiPolygon');
    expect(Math.abs(geodesicSqFt - pixelSqFt) / pixelSqFt).toBeLessThan(0.03);
    const [lon, latitude] = geometry.coordinates[0]?.[0]?.[0] ?? [0, 0];
    expect(lon).toBeGreaterThan(-94.661);
    expect(latitude).toBeLessThan(lat);
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
