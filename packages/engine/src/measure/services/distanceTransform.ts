/**
 * Distance in pixels from each set pixel to the nearest unset pixel or the image's edge
 * (0 outside the mask): a two-pass chamfer with steps of 1 and √2, within a few percent of
 * the Euclidean distance. A disc of radius r peaks near r at its centre.
 */
export function distanceTransform(mask: Uint8Array, width: number, height: number): Float32Array {
  const d = new Float32Array(mask.length);
  const far = width + height;
  for (let i = 0; i < mask.length; i++) d[i] = mask[i] ? far : 0;
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (d[y * width + x] ?? 0);
  const relax = (x: number, y: number, steps: readonly (readonly [number, number, number])[]) => {
    const i = y * width + x;
    let best = d[i] ?? 0;
    if (best === 0) return;
    for (const [dx, dy, cost] of steps) best = Math.min(best, at(x + dx, y + dy) + cost);
    d[i] = best;
  };
  const forward = [
    [-1, 0, 1],
    [0, -1, 1],
    [-1, -1, Math.SQRT2],
    [1, -1, Math.SQRT2],
  ] as const;
  const backward = [
    [1, 0, 1],
    [0, 1, 1],
    [1, 1, Math.SQRT2],
    [-1, 1, Math.SQRT2],
  ] as const;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) relax(x, y, forward);
  for (let y = height - 1; y >= 0; y--) for (let x = width - 1; x >= 0; x--) relax(x, y, backward);
  return d;
}
