/** Sun position: azimuth clockwise from north, elevation above the horizon, in degrees. */
export interface Sun {
  azimuthDeg: number;
  elevationDeg: number;
}

/** Surface height above ground per pixel. */
export interface HeightField {
  elevation: Float32Array;
  width: number;
  height: number;
  metresPerPixel: number;
}

/** A height step larger than this between neighbouring pixels is a wall or a crown edge, not a slope. */
const STEP_METRES = 0.8;

/**
 * Direct sunlight per pixel relative to sunlit flat ground: >1 on facets turned to the sun,
 * 0 in cast shadow. Shadows come from one sweep over the height field along the sun's
 * azimuth, so the cost is linear in the pixel count.
 */
export function directLight(field: HeightField, sun: Sun): Float32Array {
  const { elevation, width, height, metresPerPixel } = field;
  const light = shadowCover(field, sun);
  const az = (sun.azimuthDeg * Math.PI) / 180;
  const el = (sun.elevationDeg * Math.PI) / 180;
  const sx = Math.sin(az) * Math.cos(el);
  const sy = Math.cos(az) * Math.cos(el);
  const sz = Math.sin(el);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const gx =
        slope(elevation, i, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1) / metresPerPixel;
      const gs =
        slope(elevation, i, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1) /
        metresPerPixel;
      const cosIncidence = (-gx * sx + gs * sy + sz) / Math.sqrt(gx * gx + gs * gs + 1);
      light[i] = (Math.max(0, cosIncidence) / sz) * (1 - (light[i] ?? 0));
    }
  }
  return light;
}

/** Central difference, one-sided next to a step, 0 when both sides are steps. */
function slope(h: Float32Array, i: number, before: number, after: number): number {
  const here = h[i] ?? 0;
  const back = before >= 0 ? here - (h[before] ?? 0) : NaN;
  const ahead = after >= 0 ? (h[after] ?? 0) - here : NaN;
  const backOk = Math.abs(back) <= STEP_METRES;
  const aheadOk = Math.abs(ahead) <= STEP_METRES;
  if (backOk && aheadOk) return (back + ahead) / 2;
  if (backOk) return back;
  if (aheadOk) return ahead;
  return 0;
}

/** Fraction of each pixel in cast shadow (0–1), soft over the last 30 cm of shadow depth. */
export function shadowCover(
  { elevation, width, height, metresPerPixel }: HeightField,
  sun: Sun,
): Float32Array {
  const az = (sun.azimuthDeg * Math.PI) / 180;
  // Shadows fall away from the sun; image y grows southwards.
  const dx = -Math.sin(az);
  const dy = Math.cos(az);
  const alongRows = Math.abs(dy) >= Math.abs(dx);
  const major = Math.sign(alongRows ? dy : dx) || 1;
  const shift = alongRows ? dx / Math.abs(dy) : dy / Math.abs(dx);
  const drop = Math.hypot(1, shift) * metresPerPixel * Math.tan((sun.elevationDeg * Math.PI) / 180);
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const cover = new Float32Array(width * height);
  let previous = new Float32Array(length);
  let current = new Float32Array(length);
  const first = major > 0 ? 0 : lines - 1;
  for (let n = 0; n < lines; n++) {
    const line = first + n * major;
    for (let pos = 0; pos < length; pos++) {
      const i = alongRows ? line * width + pos : pos * width + line;
      const h = elevation[i] ?? 0;
      let cast = -Infinity;
      if (n > 0) {
        const src = pos - shift;
        const f = Math.floor(src);
        const t = src - f;
        if (f >= 0 && f + 1 < length)
          cast = (previous[f] ?? 0) * (1 - t) + (previous[f + 1] ?? 0) * t - drop;
      }
      current[pos] = Math.max(h, cast);
      cover[i] = Math.min(1, Math.max(0, (cast - h - 0.05) / 0.3));
    }
    [previous, current] = [current, previous];
  }
  return cover;
}
