import { boxMean } from './boxFilter.ts';

/**
 * Binary morphology on 0/1 masks with a square (2r+1)² structuring element, through the box
 * mean (the share of set pixels in the window), plus connected components.
 */
function windowShare(mask: Uint8Array, width: number, height: number, r: number): Float32Array {
  const values = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) values[i] = mask[i] ?? 0;
  return boxMean(values, width, height, r);
}

export function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const share = windowShare(mask, width, height, r);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i++) out[i] = (share[i] ?? 0) > 1e-4 ? 1 : 0;
  return out;
}

/** Windows are clipped at the image edge, so erosion does not eat in from the border. */
export function erode(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const share = windowShare(mask, width, height, r);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i++) out[i] = (share[i] ?? 0) > 1 - 1e-4 ? 1 : 0;
  return out;
}

export function open(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return dilate(erode(mask, width, height, r), width, height, r);
}

export function close(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return erode(dilate(mask, width, height, r), width, height, r);
}

export interface Components {
  /** Component id per pixel (0 = background, ids from 1). */
  labels: Int32Array;
  /** Pixel count per id (index 0 unused). */
  sizes: number[];
}

/**
 * 4-connected components of the set pixels; with `key`, neighbours join only when their
 * keys are equal (one labelling of a whole class map).
 */
export function connectedComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  key: Uint8Array | null = null,
): Components {
  const labels = new Int32Array(mask.length);
  const sizes = [0];
  // Each pixel is pushed at most once, so the stack never outgrows the image.
  const stack = new Int32Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const id = sizes.length;
    let size = 0;
    let top = 0;
    labels[start] = id;
    stack[top++] = start;
    const k = key ? key[start] : 0;
    const joins = (j: number) => mask[j] && !labels[j] && (!key || key[j] === k);
    while (top > 0) {
      const i = stack[--top] ?? 0;
      size++;
      const x = i % width;
      if (x > 0 && joins(i - 1)) {
        labels[i - 1] = id;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && joins(i + 1)) {
        labels[i + 1] = id;
        stack[top++] = i + 1;
      }
      if (i >= width && joins(i - width)) {
        labels[i - width] = id;
        stack[top++] = i - width;
      }
      if (i + width < mask.length && joins(i + width)) {
        labels[i + width] = id;
        stack[top++] = i + width;
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Clears components of the set pixels smaller than `minPixels`. */
export function removeSmall(
  mask: Uint8Array,
  width: number,
  height: number,
  minPixels: number,
): Uint8Array {
  const { labels, sizes } = connectedComponents(mask, width, height);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i++) {
    const id = labels[i] ?? 0;
    out[i] = id > 0 && (sizes[id] ?? 0) >= minPixels ? 1 : 0;
  }
  return out;
}
