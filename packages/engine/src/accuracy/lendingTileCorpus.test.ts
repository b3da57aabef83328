import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAWN, TREE } from '../landClasses.ts';
import { EXEMPLARS } from '../texturePainter/exemplars.ts';
import { lendingNaipTiles, lendingTileSource, lendingTileTruth } from './lendingTileCorpus.ts';
import { haveRealData, realDataDir } from './realImagery/realImage.ts';
import { UNLABELLED } from './realImagery/realLabels.ts';
import { crownPointFile, scoredImages } from './regionCorpus.ts';

const size = 256;

/** Pixels of `value` in the square of `side` pixels from (x, y). */
function countIn(truth: Uint8Array, value: number, x: number, y: number, side: number): number {
  let n = 0;
  for (let r = Math.max(0, y); r < Math.min(size, y + side); r++)
    for (let c = Math.max(0, x); c < Math.min(size, x + side); c++)
      if (truth[r * size + c] === value) n++;
  return n;
}

describe('lendingTileTruth', () => {
  it("labels a tile's exemplar boxes with their class and its crown points as crown", () => {
    const tile = 'naip-ca-urban-trees/images/claremont_2020_57.tif';
    const turf = EXEMPLARS.find((e) => e.source === tile && e.material === 'turfGreen');
    if (!turf) throw new Error(`${tile} lends no green turf`);
    const [[x0, y0] = [0, 0], , [x1, y1] = [0, 0]] = turf.outline;
    const inTurf = [Math.round((x0 + x1) / 2), Math.round((y0 + y1) / 2)] as const;
    const truth = lendingTileTruth(tile, size, size, [inTurf]);
    // The crown point stands in the field: a tree on the lawn wins over the lawn under it.
    expect(truth[inTurf[1] * size + inTurf[0]]).toBe(TREE);
    expect(truth[(inTurf[1] + 3) * size + inTurf[0]]).toBe(LAWN);
    expect(countIn(truth, TREE, inTurf[0] - 4, inTurf[1] - 4, 9)).toBe(9);
    // Nothing else is known of the tile: the corner stays unlabelled.
    expect(truth[0]).toBe(UNLABELLED);
  });

  it('labels only the core of a traced crown circle', () => {
    const crown = EXEMPLARS.find((e) => e.material === 'treeCrown' && e.source.startsWith('naip-'));
    if (!crown) throw new Error('no NAIP crown exemplar');
    const truth = lendingTileTruth(crown.source, size, size, []);
    const xs = crown.outline.map(([x]) => x);
    const ys = crown.outline.map(([, y]) => y);
    const radius = (Math.max(...xs) - Math.min(...xs)) / 2;
    const [left, top] = [Math.floor(Math.min(...xs)), Math.floor(Math.min(...ys))];
    const tree = countIn(truth, TREE, left, top, Math.ceil(2 * radius) + 2);
    // About π (0.6 r)² pixels: a third of the traced circle.
    expect(tree).toBeGreaterThan(Math.PI * (0.5 * radius) ** 2);
    expect(tree).toBeLessThan(Math.PI * (0.7 * radius) ** 2 + 4);
  });
});

const haveData = haveRealData();
if (!haveData) console.info(`skipped: no real imagery at ${realDataDir()}`);

describe.skipIf(!haveData)('lendingTileSource', () => {
  it('reads no hand-labelled tile, and every tile it reads has its crown points', async () => {
    const tiles = await lendingNaipTiles();
    const scored = new Set(await scoredImages());
    expect(tiles.length).toBeGreaterThanOrEqual(10);
    for (const tile of tiles) {
      expect(scored.has(tile), tile).toBe(false);
      expect(existsSync(join(realDataDir(), crownPointFile(tile))), tile).toBe(true);
    }
  });

  it('gives each tile as 0.6 m RGB+NIR with crown and other classes labelled', async () => {
    for await (const scene of lendingTileSource.scenes()) {
      expect(scene.bands.nir).not.toBeNull();
      expect(scene.metresPerPixel).toBeCloseTo(0.6, 3);
      const labelled = scene.mask?.reduce((n, v) => n + v, 0) ?? 0;
      expect(labelled).toBeGreaterThan(200);
      expect(scene.truth.some((t) => t === TREE)).toBe(true);
      break;
    }
  });
});
