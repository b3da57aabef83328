import sharp from 'sharp';
import type { Random } from '../demoRegion/random.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import type { SceneCanvas } from './canvas.ts';

export interface CameraLook {
  gains: [number, number, number];
  gamma: number;
  saturation: number;
  haze: number;
  hazeColour: [number, number, number];
  blur: number;
  noise: number;
  /** JPEG quality, or 0 for none. */
  jpegQuality: number;
}

export function drawCameraLook(rng: Random): CameraLook {
  const brightness = rng.range(0.8, 1.2);
  const grey = rng.range(150, 215);
  return {
    gains: [
      brightness * rng.range(0.93, 1.07),
      brightness * rng.range(0.95, 1.05),
      brightness * rng.range(0.9, 1.1),
    ],
    gamma: rng.range(0.8, 1.25),
    saturation: rng.range(0.75, 1.15),
    haze: rng.chance(0.6) ? rng.range(0, 0.25) : 0,
    hazeColour: [grey * rng.range(0.9, 1), grey * rng.range(0.95, 1.02), grey * rng.range(1, 1.1)],
    blur: rng.range(0, 1.1),
    noise: rng.range(0, 4),
    jpegQuality: rng.chance(0.8) ? rng.int(35, 92) : 0,
  };
}

/** Colour balance, gamma, saturation, haze, blur, sensor noise and JPEG, into 8-bit bands. */
export async function developImage(
  canvas: SceneCanvas,
  look: CameraLook,
  rng: Random,
): Promise<RasterBands> {
  const { width, height } = canvas;
  const n = width * height;
  const [red, green, blue, nir] = canvas.planes.map((p) => blur(p, width, height, look.blur));
  const rgb = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    const c = [red?.[i] ?? 0, green?.[i] ?? 0, blue?.[i] ?? 0];
    const mean = (c[0]! + c[1]! + c[2]!) / 3;
    for (let b = 0; b < 3; b++) {
      let v = mean + ((c[b] ?? 0) - mean) * look.saturation;
      v = 255 * Math.pow(Math.max(0, v * (look.gains[b] ?? 1)) / 255, look.gamma);
      v = v * (1 - look.haze) + (look.hazeColour[b] ?? 0) * look.haze;
      v += rng.normal() * look.noise;
      rgb[i * 3 + b] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  const final =
    look.jpegQuality > 0 ? await jpegRoundTrip(rgb, width, height, look.jpegQuality) : rgb;
  const plane = (b: number) => Uint8Array.from({ length: n }, (_, i) => final[i * 3 + b] ?? 0);
  return {
    width,
    height,
    red: plane(0),
    green: plane(1),
    blue: plane(2),
    nir:
      canvas.nirComplete && nir
        ? Uint8Array.from(nir, (v) => Math.max(0, Math.min(255, Math.round(v))))
        : null,
  };
}

async function jpegRoundTrip(
  rgb: Buffer,
  width: number,
  height: number,
  quality: number,
): Promise<Buffer> {
  const raw = { width, height, channels: 3 as const };
  const jpeg = await sharp(rgb, { raw }).jpeg({ quality }).toBuffer();
  return sharp(jpeg).raw().toBuffer();
}

/** Separable Gaussian blur; sigma 0 returns the plane unchanged. */
function blur(plane: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma < 0.2) return plane;
  const radius = Math.ceil(sigma * 2.5);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, k) =>
    Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  const pass = (src: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(src.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
          sum += (src[yy * width + xx] ?? 0) * (kernel[k + radius] ?? 0);
        }
        out[y * width + x] = sum / total;
      }
    return out;
  };
  return pass(pass(plane, true), false);
}
