/**
 * Over-segmentation of an image into small regions of like colour (SLIC superpixels,
 * Achanta et al. 2012), after an edge-preserving smoothing, and the adjacency graph of the
 * regions. The classifier decides per region rather than per pixel, so a decision rests on a
 * region's colour, texture and shape and on its neighbours, not on one noisy pixel.
 */

/** Three colour planes of one image (e.g. red, green, blue), all width × height. */
export interface ColourPlanes {
  width: number;
  height: number;
  planes: [Float32Array, Float32Array, Float32Array];
}

export interface Segmentation {
  width: number;
  height: number;
  /** Region id per pixel, 0 … count − 1; every region is one 4-connected piece. */
  labels: Int32Array;
  count: number;
}

/** Regions and the length of border each pair shares (in pixel edges), as compressed rows. */
export interface RegionGraph {
  /** Neighbours of region r are `neighbours[offsets[r]] … neighbours[offsets[r + 1] − 1]`. */
  offsets: Int32Array;
  neighbours: Int32Array;
  /** Shared border per neighbour entry. */
  border: Float32Array;
}

/** Colour distances² are looked up in steps of this much of σ². */
const RANGE_STEPS_PER_SIGMA2 = 64;

/**
 * A 3×3 bilateral filter: each pixel takes the mean of its neighbours weighted by how close
 * their colour is (range σ in the planes' units), so noise and fine grain fade but the edges
 * between surfaces stay sharp.
 */
export function bilateralSmooth(image: ColourPlanes, sigma: number): ColourPlanes {
  const { width, height } = image;
  const [a, b, c] = image.planes;
  const n = width * height;
  const oa = new Float32Array(n);
  const ob = new Float32Array(n);
  const oc = new Float32Array(n);
  const scale = RANGE_STEPS_PER_SIGMA2 / (sigma * sigma);
  const table = Float32Array.from({ length: 8 * RANGE_STEPS_PER_SIGMA2 }, (_, k) =>
    Math.exp(-k / (2 * RANGE_STEPS_PER_SIGMA2)),
  );
  const last = table.length - 1;
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - 1);
    const y1 = Math.min(height - 1, y + 1);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const x0 = Math.max(0, x - 1);
      const x1 = Math.min(width - 1, x + 1);
      const va = a[i] ?? 0;
      const vb = b[i] ?? 0;
      const vc = c[i] ?? 0;
      let total = 0;
      let sa = 0;
      let sb = 0;
      let sc = 0;
      for (let yy = y0; yy <= y1; yy++) {
        for (let xx = x0; xx <= x1; xx++) {
          const j = yy * width + xx;
          const ua = a[j] ?? 0;
          const ub = b[j] ?? 0;
          const uc = c[j] ?? 0;
          const da = ua - va;
          const db = ub - vb;
          const dc = uc - vc;
          const d = da * da + db * db + dc * dc;
          const w = table[Math.min(last, Math.floor(d * scale))] ?? 0;
          total += w;
          sa += w * ua;
          sb += w * ub;
          sc += w * uc;
        }
      }
      oa[i] = sa / total;
      ob[i] = sb / total;
      oc[i] = sc / total;
    }
  }
  return { width, height, planes: [oa, ob, oc] };
}

export interface SlicOptions {
  /** Grid step between seeds in pixels: regions come out near step² pixels. */
  step: number;
  /** Weight of closeness in space against colour (colour units per step). */
  compactness: number;
  iterations?: number;
}

/** SLIC: k-means in colour and space, each centre searching a 2·step window, then connected. */
export function slic(image: ColourPlanes, options: SlicOptions): Segmentation {
  const { width, height } = image;
  const [pa, pb, pc] = image.planes;
  const n = width * height;
  const step = Math.max(2, Math.round(options.step));
  const cols = Math.max(1, Math.round(width / step));
  const rows = Math.max(1, Math.round(height / step));
  const k = cols * rows;
  // Centre k: x, y and the three colours at 5k … 5k + 4.
  const centre = new Float64Array(k * 5);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const o = (r * cols + c) * 5;
      const x = Math.min(width - 1, Math.floor(((c + 0.5) * width) / cols));
      const y = Math.min(height - 1, Math.floor(((r + 0.5) * height) / rows));
      const i = y * width + x;
      centre[o] = x;
      centre[o + 1] = y;
      centre[o + 2] = pa[i] ?? 0;
      centre[o + 3] = pb[i] ?? 0;
      centre[o + 4] = pc[i] ?? 0;
    }
  }
  const labels = new Int32Array(n);
  const distance = new Float32Array(n);
  const spatial = (options.compactness / step) ** 2;
  const sums = new Float64Array(k * 6);
  for (let iteration = 0; iteration < (options.iterations ?? 4); iteration++) {
    distance.fill(Infinity);
    for (let id = 0; id < k; id++) {
      const o = id * 5;
      const cx = centre[o] ?? 0;
      const cy = centre[o + 1] ?? 0;
      const ca = centre[o + 2] ?? 0;
      const cb = centre[o + 3] ?? 0;
      const cc = centre[o + 4] ?? 0;
      const x0 = Math.max(0, Math.floor(cx - step));
      const x1 = Math.min(width - 1, Math.ceil(cx + step));
      const y0 = Math.max(0, Math.floor(cy - step));
      const y1 = Math.min(height - 1, Math.ceil(cy + step));
      for (let y = y0; y <= y1; y++) {
        const dy = y - cy;
        const dy2 = dy * dy;
        const row = y * width;
        for (let x = x0; x <= x1; x++) {
          const i = row + x;
          const dx = x - cx;
          const da = (pa[i] ?? 0) - ca;
          const db = (pb[i] ?? 0) - cb;
          const dc = (pc[i] ?? 0) - cc;
          const d = (dx * dx + dy2) * spatial + da * da + db * db + dc * dc;
          if (d < (distance[i] ?? 0)) {
            distance[i] = d;
            labels[i] = id;
          }
        }
      }
    }
    sums.fill(0);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const o = (labels[i] ?? 0) * 6;
        sums[o] = (sums[o] ?? 0) + 1;
        sums[o + 1] = (sums[o + 1] ?? 0) + x;
        sums[o + 2] = (sums[o + 2] ?? 0) + y;
        sums[o + 3] = (sums[o + 3] ?? 0) + (pa[i] ?? 0);
        sums[o + 4] = (sums[o + 4] ?? 0) + (pb[i] ?? 0);
        sums[o + 5] = (sums[o + 5] ?? 0) + (pc[i] ?? 0);
      }
    }
    for (let id = 0; id < k; id++) {
      const m = sums[id * 6] ?? 0;
      if (m === 0) continue;
      for (let f = 0; f < 5; f++) centre[id * 5 + f] = (sums[id * 6 + 1 + f] ?? 0) / m;
    }
  }
  return connectRegions(labels, width, height, Math.max(1, Math.floor((step * step) / 4)));
}

/**
 * Relabels so every region is one 4-connected piece; pieces smaller than `minSize` join the
 * region they touch first (scan order), as SLIC's post-processing does.
 */
export function connectRegions(
  labels: Int32Array,
  width: number,
  height: number,
  minSize: number,
): Segmentation {
  const n = width * height;
  const out = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  const piece = new Int32Array(n);
  let next = 0;
  for (let start = 0; start < n; start++) {
    if ((out[start] ?? 0) >= 0) continue;
    const source = labels[start] ?? 0;
    // A neighbouring region already labelled, for a piece too small to stand alone.
    let adjacent = -1;
    const sx = start % width;
    if (sx > 0) adjacent = out[start - 1] ?? -1;
    if (adjacent < 0 && start >= width) adjacent = out[start - width] ?? -1;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    out[start] = next;
    while (top > 0) {
      const i = stack[--top] ?? 0;
      piece[size++] = i;
      const x = i % width;
      // The four neighbours written out: a closure made per pixel cost more than the fill.
      const up = i - width;
      const down = i + width;
      if (x > 0 && out[i - 1] === -1 && labels[i - 1] === source) {
        out[i - 1] = next;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && out[i + 1] === -1 && labels[i + 1] === source) {
        out[i + 1] = next;
        stack[top++] = i + 1;
      }
      if (up >= 0 && out[up] === -1 && labels[up] === source) {
        out[up] = next;
        stack[top++] = up;
      }
      if (down < n && out[down] === -1 && labels[down] === source) {
        out[down] = next;
        stack[top++] = down;
      }
    }
    if (size < minSize && adjacent >= 0) {
      for (let p = 0; p < size; p++) out[piece[p] ?? 0] = adjacent;
    } else next++;
  }
  return { width, height, labels: out, count: next };
}

/** Which regions touch (4-neighbourhood) and along how many pixel edges. */
export function regionGraph(segmentation: Segmentation): RegionGraph {
  const { width, height, labels, count } = segmentation;
  // Pairs in the order first met, counted in an open-addressing table of typed arrays (a Map
  // of numbers cost twice the rest of the graph).
  const pairs = new PairCounter(count);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = labels[i] ?? 0;
      if (x < width - 1) pairs.add(a, labels[i + 1] ?? 0);
      if (y < height - 1) pairs.add(a, labels[i + width] ?? 0);
    }
  }
  const degree = new Int32Array(count + 1);
  for (let p = 0; p < pairs.size; p++) {
    const a = pairs.first[p] ?? 0;
    const b = pairs.second[p] ?? 0;
    degree[a + 1] = (degree[a + 1] ?? 0) + 1;
    degree[b + 1] = (degree[b + 1] ?? 0) + 1;
  }
  for (let r = 0; r < count; r++) degree[r + 1] = (degree[r + 1] ?? 0) + (degree[r] ?? 0);
  const offsets = Int32Array.from(degree);
  const fill = Int32Array.from(degree);
  const neighbours = new Int32Array(offsets[count] ?? 0);
  const border = new Float32Array(neighbours.length);
  for (let p = 0; p < pairs.size; p++) {
    const a = pairs.first[p] ?? 0;
    const b = pairs.second[p] ?? 0;
    const shared = pairs.shared[p] ?? 0;
    let slot = fill[a] ?? 0;
    neighbours[slot] = b;
    border[slot] = shared;
    fill[a] = slot + 1;
    slot = fill[b] ?? 0;
    neighbours[slot] = a;
    border[slot] = shared;
    fill[b] = slot + 1;
  }
  return { offsets, neighbours, border };
}

/** Unordered pairs of region ids, each counted, kept in the order first added. */
class PairCounter {
  size = 0;
  first: Int32Array;
  second: Int32Array;
  shared: Int32Array;
  /** Open-addressing table of pair index + 1 (0: empty), by the pair's key. */
  private slots: Int32Array;
  private mask: number;

  constructor(private readonly count: number) {
    // A region touches about six others: room for eight pairs a region at most half full.
    const capacity = 2 ** Math.ceil(Math.log2(Math.max(16, count * 16)));
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.first = new Int32Array(capacity / 2);
    this.second = new Int32Array(capacity / 2);
    this.shared = new Int32Array(capacity / 2);
  }

  add(a: number, b: number): void {
    if (a === b) return;
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    let h = Math.imul(lo * this.count + hi, 0x9e3779b1) & this.mask;
    for (;;) {
      const p = (this.slots[h] ?? 0) - 1;
      if (p < 0) break;
      if (this.first[p] === lo && this.second[p] === hi) {
        this.shared[p] = (this.shared[p] ?? 0) + 1;
        return;
      }
      h = (h + 1) & this.mask;
    }
    if (this.size === this.first.length) this.grow();
    const p = this.size++;
    this.first[p] = lo;
    this.second[p] = hi;
    this.shared[p] = 1;
    this.slots[h] = p + 1;
  }

  private grow(): void {
    const capacity = this.slots.length * 2;
    const widen = (from: Int32Array) => {
      const to = new Int32Array(capacity / 2);
      to.set(from);
      return to;
    };
    this.first = widen(this.first);
    this.second = widen(this.second);
    this.shared = widen(this.shared);
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let p = 0; p < this.size; p++) {
      let h =
        Math.imul((this.first[p] ?? 0) * this.count + (this.second[p] ?? 0), 0x9e3779b1) &
        this.mask;
      while ((this.slots[h] ?? 0) !== 0) h = (h + 1) & this.mask;
      this.slots[h] = p + 1;
    }
  }
}
