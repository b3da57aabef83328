import { describe, expect, it } from 'vitest';
import {
  expandBounds,
  lonLatToPixel,
  metresPerDegree,
  pixelSizeMetres,
  pixelToLonLat,
  type GeoReference,
} from './georeference.ts';

const lat = 38.95;
const perDegree = metresPerDegree(lat);
const ref: GeoReference = {
  bounds: {
    west: -94.67,
    east: -94.67 + 300 / perDegree.lon,
    north: lat,
    south: lat - 150 / perDegree.lat,
  },
  width: 1000,
  height: 500,
};

describe('georeference', () => {
  it('uses the WGS84 metres per degree at the latitude', () => {
    expect(perDegree.lat).toBeCloseTo(111_015, -1);
    expect(perDegree.lon).toBeCloseTo(86_690, -2);
  });

  it('round-trips pixel and lon/lat coordinates', () => {
    const [lon, lat2] = pixelToLonLat(ref, 123.5, 321.25);
    const [x, y] = lonLatToPixel(ref, lon, lat2);
    expect(x).toBeCloseTo(123.5, 6);
    expect(y).toBeCloseTo(321.25, 6);
  });

  it('knows the ground size of a pixel', () => {
    const size = pixelSizeMetres(ref);
    expect(size.x).toBeCloseTo(0.3, 3);
    expect(size.y).toBeCloseTo(0.3, 3);
  });

  it('grows bounds by metres on every side', () => {
    const grown = expandBounds(ref.bounds, 30);
    expect((ref.bounds.west - grown.west) * perDegree.lon).toBeCloseTo(30, 1);
    expect((grown.north - ref.bounds.north) * perDegree.lat).toBeCloseTo(30, 1);
  });
});
