import { STOREFRONT_MESSAGES } from '@yardstick/core/schemas/storefronts';
import sharp from 'sharp';
import { UnsupportedMediaTypeError } from '../errors.ts';

// What the file really is, by its bytes (sharp's decoders), not its name or declared type.
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'svg']);
const LOGO_MAX_EDGE_PX = 512;
// Far beyond any logo; refuses decompression bombs before they are decoded.
const MAX_INPUT_PIXELS = 40_000_000;
const SVG_BASE_DENSITY = 72;

/**
 * Turns an uploaded logo into our own PNG (at most 512 px a side). Re-encoding means we
 * never serve the uploaded bytes: an SVG's scripts, a polyglot's payload or metadata do not
 * survive rasterising. Anything that is not a PNG, JPEG, WebP or SVG image is refused (415).
 */
export interface ProcessedLogo {
  bytes: Buffer;
  contentType: 'image/png';
}

export async function processLogo(upload: Buffer): Promise<ProcessedLogo> {
  const metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!metadata || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new UnsupportedMediaTypeError(STOREFRONT_MESSAGES.logoType);
  }
  try {
    const png = await sharp(upload, {
      limitInputPixels: MAX_INPUT_PIXELS,
      density: svgDensity(metadata),
    })
      .rotate()
      .resize({
        width: LOGO_MAX_EDGE_PX,
        height: LOGO_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
    return { bytes: png, contentType: 'image/png' };
  } catch {
    throw new UnsupportedMediaTypeError(
      `${STOREFRONT_MESSAGES.logoType}; this file could not be read as one.`,
    );
  }
}

/** Rasterise an SVG at the density that makes its longer side about 512 px, so it stays sharp. */
function svgDensity(metadata: {
  format: string;
  width: number;
  height: number;
}): number | undefined {
  if (metadata.format !== 'svg') return undefined;
  const longest = Math.max(metadata.width, metadata.height, 1);
  const density = (SVG_BASE_DENSITY * LOGO_MAX_EDGE_PX) / longest;
  return Math.min(2400, Math.max(1, density));
}
