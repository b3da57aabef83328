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
  // Survey cameras are colour balanced: casts are a few per cent, haze light.
  const brightness = rng.range(0.88, 1.12);
  const grey = rng.range(160, 215);
  return {
    gains: [
      brightness * rng.range(0.96, 1.04),
      brightness * rng.range(0.97, 1.03),
      brightness * rng.range(0.95, 1.05),
    ],
    gamma: rng.range(0.85, 1.15),
    saturation: rng.range(0.85, 1.15),
    haze: rng.chance(0.5) ? rng.range(0, 0.15) : 0,
    hazeColour: [
      grey * rng.range(0.95, 1),
      grey * rng.range(0.97, 1.02),
      grey * rng.range(1, 1.06),
    ],
    blur: rng.range(0, 0.7),
    noise: rng.range(0, 3),
    jpegQuality: rng.chance(0.8) ? rng.int(40, 92) : 0,
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
  const [red, green, blue, nir] = canvas.planes.map((p, b) =>
    b < 3 || canvas.nirComplete ? blur(p, width, height, look.blur) : p,
  );
  // NIR is the camera's fourth band: the same exposure, gamma and sensor noise.
  const nirGain = (look.gains[0] + look.gains[1] + look.gains[2]) / 3;
  const nirOut = canvas.nirComplete && nir ? new Uint8Array(n) : null;
  if (nirOut && nir)
    for (let i = 0; i < n; i++) {
      const v = 255 * Math.pow(Math.max(0, (nir[i] ?? 0) * nirGain) / 255, look.gamma);
      nirOut[i] = Math.max(0, Math.min(255, Math.round(v + rng.normal() * look.noise)));
    }
  const rgb = Buffer.alloc(n * 3);
  const c = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    c[0] = red?.[i] ?? 0;
    c[1] = green?.[i] ?? 0;
    c[2] = blue?.[i] ?? 0;
    const mean = (c[0] + c[1] + c[2]) / 3;
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
  const plane = (b: number) => {
    const out = new Uint8Array(n);
    for (let i = 0, s = b; i < n; i++, s += 3) out[i] = final[s] ?? 0;
    return out;
  };
  return {
    width,
    height,
    red: plane(0),
    green: plane(1),
    blue: plane(2),
    nir: nirOut,
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
    const along = horizontal ? width : height;
    const lines = horizontal ? height : width;
    const stride = horizontal ? 1 : width;
    const line = new Float32Array(along + 2 * radius);
    for (let l = 0; l < lines; l++) {
      const start = horizontal ? l * width : l;
      for (let k = 0; k < line.length; k++) {
        const t = Math.min(along - 1, Math.max(0, k - radius));
        line[k] = src[start + t * stride] ?? 0;
      }
      for (let t = 0; t < along; t++) {
        let sum = 0;
        for (let k = 0; k < kernel.length; k++) sum += (line[t + k] ?? 0) * (kernel[k] ?? 0);
        out[start + t * stride] = sum / total;
      }
    }
    return out;
  };
  return pass(pass(plane, true), false);
}
