/**
 * JPEG-like lossy compression of 8-bit bands, in place: colour to YCbCr, chroma averaged over
 * 2×2, each 8×8 block through a DCT whose coefficients are rounded to the standard
 * quantisation tables scaled for `quality`. Gives the blocking, ringing and colour bleeding of
 * web-delivered imagery; no entropy coding, as only the losses matter here.
 */
export function compressJpegLike(
  bands: { red: Uint8Array; green: Uint8Array; blue: Uint8Array; nir: Uint8Array | null },
  width: number,
  height: number,
  quality: number,
): void {
  const n = width * height;
  const y = new Float32Array(n);
  const cb = new Float32Array(n);
  const cr = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = bands.red[i] ?? 0;
    const g = bands.green[i] ?? 0;
    const b = bands.blue[i] ?? 0;
    y[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    cb[i] = -0.168736 * r - 0.331264 * g + 0.5 * b;
    cr[i] = 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  subsampleChroma(cb, width, height);
  subsampleChroma(cr, width, height);
  const luma = scaledTable(LUMA_TABLE, quality);
  const chroma = scaledTable(CHROMA_TABLE, quality);
  quantiseBlocks(y, width, height, luma, 128);
  quantiseBlocks(cb, width, height, chroma, 0);
  quantiseBlocks(cr, width, height, chroma, 0);
  for (let i = 0; i < n; i++) {
    const l = y[i] ?? 0;
    const u = cb[i] ?? 0;
    const v = cr[i] ?? 0;
    bands.red[i] = clampByte(l + 1.402 * v);
    bands.green[i] = clampByte(l - 0.344136 * u - 0.714136 * v);
    bands.blue[i] = clampByte(l + 1.772 * u);
  }
  if (bands.nir) {
    const nir = Float32Array.from(bands.nir);
    quantiseBlocks(nir, width, height, luma, 128);
    for (let i = 0; i < n; i++) bands.nir[i] = clampByte(nir[i] ?? 0);
  }
}

const LUMA_TABLE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
  14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113,
  92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_TABLE = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...Array<number>(32).fill(99),
];

/** The IJG scaling of the standard tables. */
function scaledTable(table: readonly number[], quality: number): Float32Array {
  const q = Math.min(100, Math.max(1, quality));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return Float32Array.from(table, (t) =>
    Math.min(255, Math.max(1, Math.floor((t * scale + 50) / 100))),
  );
}

/** cos((2x + 1) u π / 16) with the DCT's normalisation, [u * 8 + x]. */
const BASIS = (() => {
  const basis = new Float32Array(64);
  for (let u = 0; u < 8; u++)
    for (let x = 0; x < 8; x++)
      basis[u * 8 + x] =
        (u === 0 ? Math.SQRT1_2 : 1) * 0.5 * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
  return basis;
})();

function quantiseBlocks(
  plane: Float32Array,
  width: number,
  height: number,
  table: Float32Array,
  offset: number,
): void {
  const block = new Float32Array(64);
  const tmp = new Float32Array(64);
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      // Edge blocks repeat their last row and column, as encoders pad.
      for (let r = 0; r < 8; r++) {
        const row = Math.min(height - 1, by + r) * width;
        for (let c = 0; c < 8; c++)
          block[r * 8 + c] = (plane[row + Math.min(width - 1, bx + c)] ?? 0) - offset;
      }
      transform(block, tmp, false);
      for (let k = 0; k < 64; k++) {
        const q = table[k] ?? 1;
        block[k] = Math.round((block[k] ?? 0) / q) * q;
      }
      transform(block, tmp, true);
      for (let r = 0; r < 8 && by + r < height; r++) {
        const row = (by + r) * width;
        for (let c = 0; c < 8 && bx + c < width; c++)
          plane[row + bx + c] = (block[r * 8 + c] ?? 0) + offset;
      }
    }
  }
}

/** Separable 8×8 DCT-II (or its inverse), in place. */
function transform(block: Float32Array, tmp: Float32Array, inverse: boolean): void {
  for (let pass = 0; pass < 2; pass++) {
    const src = pass === 0 ? block : tmp;
    const dst = pass === 0 ? tmp : block;
    for (let r = 0; r < 8; r++) {
      for (let k = 0; k < 8; k++) {
        let sum = 0;
        for (let m = 0; m < 8; m++)
          sum +=
            (src[r * 8 + m] ?? 0) * (inverse ? (BASIS[m * 8 + k] ?? 0) : (BASIS[k * 8 + m] ?? 0));
        // Write transposed so the second pass works on columns.
        dst[k * 8 + r] = sum;
      }
    }
  }
}

function subsampleChroma(plane: Float32Array, width: number, height: number): void {
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const x1 = Math.min(width - 1, x + 1);
      const y1 = Math.min(height - 1, y + 1);
      const mean =
        ((plane[y * width + x] ?? 0) +
          (plane[y * width + x1] ?? 0) +
          (plane[y1 * width + x] ?? 0) +
          (plane[y1 * width + x1] ?? 0)) /
        4;
      plane[y * width + x] = mean;
      plane[y * width + x1] = mean;
      plane[y1 * width + x] = mean;
      plane[y1 * width + x1] = mean;
    }
  }
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}
