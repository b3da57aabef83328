import { STOREFRONT_MESSAGES } from '@yardstick/core/schemas/storefronts';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { UnsupportedMediaTypeError, ValidationError } from '../../platform/errors.ts';
import { expandedElementCount } from './svgExpansion.ts';

export const EMPTY_LOGO_MESSAGE = 'The logo file is empty. Please choose an image.';

// What the file really is, by its bytes (sharp's decoders), not its name or declared type.
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'svg']);
const LOGO_MAX_EDGE_PX = 512;
// Far beyond any logo; refuses decompression bombs before they are decoded.
const MAX_INPUT_PIXELS = 40_000_000;
const SVG_BASE_DENSITY = 72;

// Drawing an SVG costs what its shapes and filters cost, not what its pixels do, and librsvg
// cannot be stopped midway (libvips' timeout only fires after it returns). These bounds keep
// the worst drawing within about a second (a blurred shape costs ~7 ms, a plain one ~0.2 ms);
// a logo is far below them.
export const SVG_MAX_BYTES = 256 * 1024;
export const SVG_MAX_ELEMENTS = 2_000;
export const SVG_MAX_FILTER_USES = 50;
// A backstop only: the bounds above decide. A tight limit in seconds refused ordinary logos
// whenever the server was busy (three blurred circles took over a second on a loaded machine).
const DRAW_TIMEOUT_SECONDS = 10;
export const SVG_TOO_COMPLEX_MESSAGE = `This SVG logo is too large or detailed to draw (at most ${SVG_MAX_BYTES / 1024} KB, ${SVG_MAX_ELEMENTS.toLocaleString('en-US')} shapes and ${SVG_MAX_FILTER_USES} filter effects). Please upload a simpler SVG or a PNG.`;

/**
 * Turns an uploaded logo into our own PNG (at most 512 px a side). Re-encoding means we
 * never serve the uploaded bytes: an SVG's scripts, a polyglot's payload or metadata do not
 * survive rasterising. Anything that is not a PNG, JPEG, WebP or SVG image is refused (415).
 */
export interface ProcessedLogo {
  bytes: Buffer;
  contentType: 'image/png';
}

export async function processLogo(uploaded: Buffer): Promise<ProcessedLogo> {
  if (uploaded.length === 0) throw new ValidationError(EMPTY_LOGO_MESSAGE);
  // A compressed SVG (.svgz) is judged, and drawn, as the SVG it holds.
  const upload = isGzip(uploaded) ? gunzipSvg(uploaded) : uploaded;
  // Bounded before any parsing: even reading an SVG's size draws on all of it.
  if (looksLikeSvg(upload)) assertDrawableSvg(upload);
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
      .timeout({ seconds: DRAW_TIMEOUT_SECONDS })
      .toBuffer();
    return { bytes: png, contentType: 'image/png' };
  } catch (error) {
    if (metadata.format === 'svg' && /timeout/i.test(String(error)))
      throw new ValidationError(SVG_TOO_COMPLEX_MESSAGE);
    throw new UnsupportedMediaTypeError(
      `${STOREFRONT_MESSAGES.logoType}; this file could not be read as one.`,
    );
  }
}

function isGzip(upload: Buffer): boolean {
  return upload[0] === 0x1f && upload[1] === 0x8b;
}

/** The SVG inside an .svgz, unpacked no further than the largest SVG drawn. */
function gunzipSvg(upload: Buffer): Buffer {
  let svg: Buffer;
  try {
    svg = gunzipSync(upload, { maxOutputLength: SVG_MAX_BYTES + 1 });
  } catch (error) {
    if (error instanceof RangeError) throw new ValidationError(SVG_TOO_COMPLEX_MESSAGE);
    throw new UnsupportedMediaTypeError(STOREFRONT_MESSAGES.logoType);
  }
  if (!looksLikeSvg(svg)) throw new UnsupportedMediaTypeError(STOREFRONT_MESSAGES.logoType);
  return svg;
}

/** XML text (an SVG) rather than a binary image: the first thing that is not white space is '<'. */
function looksLikeSvg(upload: Buffer): boolean {
  const head = upload
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*</.test(head);
}

function assertDrawableSvg(upload: Buffer): void {
  if (upload.length > SVG_MAX_BYTES) throw new ValidationError(SVG_TOO_COMPLEX_MESSAGE);
  let elements = 0;
  // Every opening tag; a linear scan, stopped as soon as the bound is passed.
  for (let i = upload.indexOf(0x3c); i !== -1; i = upload.indexOf(0x3c, i + 1)) {
    const next = upload[i + 1] ?? 0;
    const isLetter = (next | 0x20) >= 0x61 && (next | 0x20) <= 0x7a;
    if (isLetter && ++elements > SVG_MAX_ELEMENTS)
      throw new ValidationError(SVG_TOO_COMPLEX_MESSAGE);
  }
  const text = upload.toString('latin1');
  // Uses of a filter (attribute or style), not the <filter> definitions themselves.
  const filterUses = text.match(/filter\s*[=:]/gi)?.length ?? 0;
  if (filterUses > SVG_MAX_FILTER_USES) throw new ValidationError(SVG_TOO_COMPLEX_MESSAGE);
  // What <use> draws again counts as drawn: a chain of uses multiplies a few tags many times.
  if (expandedElementCount(text, SVG_MAX_ELEMENTS) > SVG_MAX_ELEMENTS)
    throw new ValidationError(SVG_TOO_COMPLEX_MESSAGE);
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
