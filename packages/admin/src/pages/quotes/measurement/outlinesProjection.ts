import type { ImageryOverlay } from '@yardstick/core/schemas/analysis';
import type { LawnPosition } from '@yardstick/core/schemas/lawnGeometry';

/**
 * Lon/lat to pixels of the north-up analysis photo. Linear in both axes: over a lot's few
 * dozen metres the difference from the map projection is far below a pixel.
 */
export function toImagePixels(overlay: ImageryOverlay): (p: LawnPosition) => [number, number] {
  const [[west, north], , [east, south]] = overlay.coordinates;
  return ([lon, lat]) => [
    ((lon - west) / (east - west)) * overlay.width,
    ((north - lat) / (north - south)) * overlay.height,
  ];
}

/** The SVG view box around the lot with a margin of a tenth of its size on each side. */
export function outlinesViewBox(
  overlay: ImageryOverlay,
  lot: { coordinates: LawnPosition[][] },
): string {
  const points = (lot.coordinates[0] ?? []).map(toImagePixels(overlay));
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const margin = Math.max(maxX - minX, maxY - minY) / 10;
  const x = Math.max(0, minX - margin);
  const y = Math.max(0, minY - margin);
  const width = Math.min(overlay.width, maxX + margin) - x;
  const height = Math.min(overlay.height, maxY + margin) - y;
  return [x, y, width, height].map((n) => n.toFixed(1)).join(' ');
}
