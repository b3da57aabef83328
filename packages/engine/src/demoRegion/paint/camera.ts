import { mulberry32 } from '../random.ts';
import type { CameraLook } from '../regionLooks.ts';
import { fractalNoise } from '../valueNoise.ts';
import type { SceneCanvas } from './canvas.ts';
import { compressJpegLike } from './jpegLike.ts';

/**
 * A simple aerial camera: sunlight plus bluish skylight (shadows keep only the skylight,
 * weak in near-infrared), haze added on top, slight optical blur, sensor noise, 8-bit.
 * Per band: red, green, blue, near-infrared.
 */
const GAIN = [620, 680, 640, 420] as const;
const HAZE = [14, 16, 24, 8] as const;
const SKYLIGHT = [0.24, 0.27, 0.36, 0.2] as const;
const NOISE_DN = [2.2, 2.0, 2.4, 2.6] as const;

export interface ExposedBands {
  red: Uint8Array;
  green: Uint8Array;
  blue: Uint8Array;
  nir: Uint8Array;
}

export function expose(
  canvas: SceneCanvas,
  direct: Float32Array,
  seed: number,
  camera: CameraLook,
): ExposedBands {
  const { width, height } = canvas;
  const noise = noiseTable(seed);
  const planes = [canvas.red, canvas.green, canvas.blue, canvas.nir] as const;
  const out = planes.map((plane, b) => {
    illuminate(plane, direct, width, height, b, camera);
    let soft = blur(plane, width, height);
    for (let pass = 0; pass < camera.extraBlur; pass++) soft = blur(soft, width, height);
    return quantize(soft, NOISE_DN[b] ?? 2, noise, b);
  });
  const [red, green, blue, nir] = out;
  if (!red || !green || !blue || !nir) throw new Error('camera produced fewer than four bands');
  if (camera.jpegQuality !== null)
    compressJpegLike({ red, green, blue, nir }, width, height, camera.jpegQuality);
  return { red, green, blue, nir };
}

/** Reflectance → digital number for band `b`, in place. */
function illuminate(
  plane: Float32Array,
  direct: Float32Array,
  width: number,
  height: number,
  b: number,
  camera: CameraLook,
): void {
  const gain = (GAIN[b] ?? 1) * (camera.balance[b] ?? 1);
  const sky = SKYLIGHT[b] ?? 0;
  const haze = (HAZE[b] ?? 0) * camera.haze;
  const drift = driftField(width, height, 7 + b);
  const cells = Math.ceil(width / DRIFT_CELL);
  for (let y = 0; y < height; y++) {
    const driftRow = (y >> 3) * cells;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      plane[i] =
        gain *
          (plane[i] ?? 0) *
          (sky + (1 - sky) * (direct[i] ?? 0)) *
          (drift[driftRow + (x >> 3)] ?? 1) +
        haze;
    }
  }
}

const DRIFT_CELL = 8;

/** Mosaic seams and thin haze vary slowly (hundreds of pixels) across a real orthophoto. */
function driftField(width: number, height: number, seed: number): Float32Array {
  const cols = Math.ceil(width / DRIFT_CELL);
  const rows = Math.ceil(height / DRIFT_CELL);
  const field = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++)
      field[r * cols + c] =
        1 + 0.035 * fractalNoise((c * DRIFT_CELL) / 400, (r * DRIFT_CELL) / 400, seed);
  }
  return field;
}

/** Separable [0.2 0.6 0.2] kernel: the lens and the resampling of a real orthophoto. */
function blur(plane: Float32Array, width: number, height: number): Float32Array {
  const tmp = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const c = plane[row + x] ?? 0;
      const l = x > 0 ? (plane[row + x - 1] ?? 0) : c;
      const r = x < width - 1 ? (plane[row + x + 1] ?? 0) : c;
      tmp[row + x] = 0.2 * l + 0.6 * c + 0.2 * r;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const c = tmp[i] ?? 0;
      const u = y > 0 ? (tmp[i - width] ?? 0) : c;
      const d = y < height - 1 ? (tmp[i + width] ?? 0) : c;
      plane[i] = 0.2 * u + 0.6 * c + 0.2 * d;
    }
  }
  return plane;
}

const NOISE_TABLE_SIZE = 1 << 16;

/** Zero-mean, unit-variance uniform noise values, drawn once per region. */
function noiseTable(seed: number): Float32Array {
  const random = mulberry32(seed);
  const table = new Float32Array(NOISE_TABLE_SIZE);
  for (let k = 0; k < table.length; k++) table[k] = (random() - 0.5) * Math.sqrt(12);
  return table;
}

/**
 * Adds sensor noise with the given standard deviation and rounds to 8 bits. Each pixel picks
 * a table entry by a well-mixed hash (murmur3's finaliser) of its index and band: as good as
 * a fresh draw, and far cheaper.
 */
function quantize(
  plane: Float32Array,
  sigma: number,
  noise: Float32Array,
  band: number,
): Uint8Array {
  const out = new Uint8Array(plane.length);
  const salt = Math.imul(band + 1, 0x27d4eb2f);
  for (let i = 0; i < plane.length; i++) {
    let h = i ^ salt;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
    const v = (plane[i] ?? 0) + (noise[h & (NOISE_TABLE_SIZE - 1)] ?? 0) * sigma;
    out[i] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
  }
  return out;
}
