import type { Position } from './geojson.ts';

export interface LonLatBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * A north-up raster whose pixel grid is linear in longitude and latitude (plate carrée).
 * Over a few hundred metres this is exact to well under a centimetre per pixel, and it is
 * what NAIP's image service returns when asked for EPSG:4326.
 */
export interface GeoReference {
  bounds: LonLatBounds;
  width: number;
  height: number;
}

/** WGS84 metres per degree at a latitude (the usual series expansion, good to ~1 cm/deg). */
export function metresPerDegree(latitude: number): { lon: number; lat: number } {
  const phi = (latitude * Math.PI) / 180;
  return {
    lat: 111132.92 - 559.82 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi),
    lon: 111412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi),
  };
}

export function centreLatitude(bounds: LonLatBounds): number {
  return (bounds.north + bounds.south) / 2;
}

/** Ground size of one pixel in metres along x and y. */
export function pixelSizeMetres(ref: GeoReference): { x: number; y: number } {
  const perDegree = metresPerDegree(centreLatitude(ref.bounds));
  return {
    x: ((ref.bounds.east - ref.bounds.west) / ref.width) * perDegree.lon,
    y: ((ref.bounds.north - ref.bounds.south) / ref.height) * perDegree.lat,
  };
}

/** Pixel coordinates (x right, y down; pixel centres at +0.5) → [lon, lat]. */
export function pixelToLonLat(ref: GeoReference, x: number, y: number): Position {
  const { west, east, north, south } = ref.bounds;
  return [west + (x / ref.width) * (east - west), north - (y / ref.height) * (north - south)];
}

export function lonLatToPixel(ref: GeoReference, lon: number, lat: number): Position {
  const { west, east, north, south } = ref.bounds;
  return [
    ((lon - west) / (east - west)) * ref.width,
    ((north - lat) / (north - south)) * ref.height,
  ];
}

/** Bounds grown by `metres` on every side. */
export function expandBounds(bounds: LonLatBounds, metres: number): LonLatBounds {
  const perDegree = metresPerDegree(centreLatitude(bounds));
  const dLon = metres / perDegree.lon;
  const dLat = metres / perDegree.lat;
  return {
    west: bounds.west - dLon,
    south: bounds.south - dLat,
    east: bounds.east + dLon,
    north: bounds.north + dLat,
  };
}

export function boundsOfPositions(positions: Iterable<Position>): LonLatBounds {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of positions) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { west, south, east, north };
}

export function boundsIntersect(a: LonLatBounds, b: LonLatBounds): boolean {
  return a.west < b.east && b.west < a.east && a.south < b.north && b.south < a.north;
}
