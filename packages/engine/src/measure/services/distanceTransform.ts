/**
 * Distance in pixels from each set pixel to the nearest unset pixel or the image's edge
 * (0 outside the mask): a two-pass chamfer with steps of 1 and √2, within a few percent of
 * the Euclidean distance. A disc of radius r peaks near r at its centre.
 */
export function distanceTransform(mask: Uint8Array, width: number, height: number): Float32Array {
  const d = new Float32Array(mask.length);
  const far = width + height;
  for (let i = 0; i < mask.length; i++) d[i] = mask[i] ? far : 0;
  // Beyond the image counts as unset: border pixels are 1 from the edge.
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (d[y * width + x] ?? 0);
  const D = Math.SQRT2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const here = d[i] ?? 0;
      if (here === 0) continue;
      d[i] = Math.min(
        here,
        at(x - 1, y) + 1,
        at(x, y - 1) + 1,
        at(x - 1, y - 1) + D,
        at(x + 1, y - 1) + D,
      );
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      const here = d[i] ?? 0;
      if (here === 0) continue;
      d[i] = Math.min(
        here,
        at(x + 1, y) + 1,
        at(x, y + 1) + 1,
        at(x + 1, y + 1) + D,
        at(x - 1, y + 1) + D,
      );
    }
  }
  return d;
}
