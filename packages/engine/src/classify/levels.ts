/** Counts of each 8-bit level in a plane. */
export function histogram(plane: Uint8Array): Uint32Array {
  const counts = new Uint32Array(256);
  for (let i = 0; i < plane.length; i++) {
    const v = plane[i] ?? 0;
    counts[v] = (counts[v] ?? 0) + 1;
  }
  return counts;
}

/** The level below which the share `p` of the counted values lies. */
export function percentile(counts: Uint32Array, p: number): number {
  let total = 0;
  for (const count of counts) total += count;
  const target = p * total;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v] ?? 0;
    if (seen > target) return v;
  }
  return 255;
}
