import type { Position } from './geojson.ts';

/**
 * Even-odd scanline fill of polygon rings given in pixel units: calls `span(y, x0, x1)` for
 * every run of pixels whose centres lie inside (x1 exclusive), clipped to the grid.
 * Holes work because all rings take part in the even-odd count.
 */
export function scanPolygon(
  rings: readonly (readonly Position[])[],
  width: number,
  height: number,
  span: (y: number, x0: number, x1: number) => void,
): void {
  let minY = Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (const p of ring) {
      minY = Math.min(minY, p[1]);
      maxY = Math.max(maxY, p[1]);
    }
  }
  const yStart = Math.max(0, Math.ceil(minY - 0.5));
  const yEnd = Math.min(height - 1, Math.floor(maxY - 0.5));
  const crossings: number[] = [];
  for (let y = yStart; y <= yEnd; y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[j];
        const b = ring[i];
        if (!a || !b) continue;
        if (a[1] > cy !== b[1] > cy)
          crossings.push(a[0] + ((cy - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
      }
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const left = crossings[k] ?? 0;
      const right = crossings[k + 1] ?? 0;
      const x0 = Math.max(0, Math.ceil(left - 0.5));
      const x1 = Math.min(width, Math.floor(right - 0.5) + 1);
      if (x1 > x0) span(y, x0, x1);
    }
  }
}

/** A 0/1 mask of the pixels inside the rings. */
export function polygonMask(
  rings: readonly (readonly Position[])[],
  width: number,
  height: number,
): Uint8Array {
  return burn(new Uint8Array(width * height), rings, width, height);
}

/** A 0/1 mask of the pixels inside any of the outlines: where outlines overlap stays inside. */
export function outlinesMask(
  outlines: readonly (readonly Position[])[],
  width: number,
  height: number,
): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const outline of outlines) burn(mask, [outline], width, height);
  return mask;
}

/** Sets to 1 the pixels of `mask` inside the rings. */
function burn(
  mask: Uint8Array,
  rings: readonly (readonly Position[])[],
  width: number,
  height: number,
): Uint8Array {
  scanPolygon(rings, width, height, (y, x0, x1) => mask.fill(1, y * width + x0, y * width + x1));
  return mask;
}
