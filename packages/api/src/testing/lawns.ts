import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry, LawnPolygon, LawnPosition } from '@yardstick/core/schemas/lawnGeometry';

/** The analysed lot's outline. */
export function lotRing(result: PropertyAnalysisResult): LawnPosition[] {
  const ring = result.mapData.propertyPolygon?.coordinates[0];
  if (!ring) throw new Error('the analysis has no lot outline');
  return ring;
}

function centreOf(ring: readonly LawnPosition[]): LawnPosition {
  const corners = ring.slice(0, -1);
  const sum = corners.reduce<LawnPosition>(
    (acc, [lon, lat]) => [acc[0] + lon, acc[1] + lat],
    [0, 0],
  );
  return [sum[0] / corners.length, sum[1] / corners.length];
}

/**
 * The lot outline scaled about its centre: below 1 a lawn inside a convex lot (a factor of
 * 0.5 covers a quarter of it), above 1 a lawn reaching past the lot line.
 */
export function scaledLot(result: PropertyAnalysisResult, factor: number): LawnPolygon {
  const ring = lotRing(result);
  const [cx, cy] = centreOf(ring);
  return {
    type: 'Polygon',
    coordinates: [ring.map(([lon, lat]) => [cx + (lon - cx) * factor, cy + (lat - cy) * factor])],
  };
}

/** A ring crossing itself: the lot's first four corners, shrunk, joined as a bow tie. */
export function bowTie(result: PropertyAnalysisResult): LawnGeometry {
  const [a, b, c, d] = scaledLot(result, 0.5).coordinates[0] as LawnPosition[];
  if (!a || !b || !c || !d) throw new Error('the lot has fewer than four corners');
  return { type: 'Polygon', coordinates: [[a, c, b, d, a]] };
}

/** `count` tiny squares around the lot's centre, each about 10 cm wide. */
export function manySquares(result: PropertyAnalysisResult, count: number): LawnGeometry {
  const [cx, cy] = centreOf(lotRing(result));
  const side = 0.000001;
  return {
    type: 'MultiPolygon',
    coordinates: Array.from({ length: count }, (_, i) => {
      const x = cx + (i % 20) * 2 * side;
      const y = cy + Math.floor(i / 20) * 2 * side;
      return [
        [
          [x, y],
          [x + side, y],
          [x + side, y + side],
          [x, y + side],
          [x, y],
        ],
      ];
    }),
  };
}

/** A circle of `points` corners (radius about 3 m) around the lot's centre. */
export function circleLawn(result: PropertyAnalysisResult, points: number): LawnGeometry {
  const [cx, cy] = centreOf(lotRing(result));
  const ring: LawnPosition[] = Array.from({ length: points }, (_, i) => {
    const angle = (2 * Math.PI * i) / points;
    return [cx + 0.00003 * Math.cos(angle), cy + 0.00003 * Math.sin(angle)];
  });
  return { type: 'Polygon', coordinates: [[...ring, ring[0] as LawnPosition]] };
}
