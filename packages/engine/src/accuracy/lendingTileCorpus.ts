/**
 * The NAIP tiles that lend the texture painter its survey exemplars, read as real labelled
 * photographs: each exemplar's box or outline carries its material's class, and each
 * hand-placed crown point (`csv/`) a small disc of crown. Painted scenes rebuild these surfaces
 * from pieces; here the model meets them as photographed, crowns of every size and shade among
 * them. No tile hand-labelled in realLabels/ lends exemplars, so the scored tiles' labels and
 * crown points stay unseen.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Position } from '../geo/geojson.ts';
import { scanPolygon } from '../geo/scanPolygon.ts';
import { BUILDING, LAWN, OTHER, PAVEMENT, SOIL, TREE, WATER } from '../landClasses.ts';
import { EXEMPLARS, type Exemplar, type Material } from '../texturePainter/exemplars.ts';
import { sharedDataDir } from '../texturePainter/loadSwatches.ts';
import { haveRealData, loadRealImage } from './realImagery/realImage.ts';
import { photoCopies } from './realLabelCorpus.ts';
import { UNLABELLED } from './realImagery/realLabels.ts';
import { parseCrownCsv } from './realImagery/scoreRealImagery.ts';
import { crownPointFile, textureLendingSources, type CorpusSource } from './regionCorpus.ts';

const CLASS_OF: Record<Material, number> = {
  turfGreen: LAWN,
  turfDormant: LAWN,
  asphalt: PAVEMENT,
  concrete: PAVEMENT,
  gravel: PAVEMENT,
  roof: BUILDING,
  treeCrown: TREE,
  mulch: SOIL,
  soil: SOIL,
  car: OTHER,
  water: WATER,
};

export const LENDING_TILE_TRAINING = {
  /** Pixels around a crown point taken as crown: a 1.8 m disc at 0.6 m, inside any crown. */
  crownPointRadiusPx: 1.5,
  /**
   * A crown exemplar is traced as a circle round the crown (the painter finds its edge from
   * the photo's colours): only this inner share of its radius is labelled crown.
   */
  crownExemplarCore: 0.6,
  /** Colour-jittered copies of each tile, as for the hand-labelled images. */
  jitters: 3,
  /** Labelled regions taken per tile and NIR variant: most of each tile's. */
  regionsPerTile: 800,
} as const;

/** The NAIP tiles among the texture painter's lending images, as paths under ../shared/data. */
export async function lendingNaipTiles(): Promise<string[]> {
  return (await textureLendingSources()).filter((s) => s.startsWith('naip-'));
}

/** An exemplar's outline, a crown's drawn in to its core. */
function labelledOutline(e: Exemplar): Position[] {
  const points = e.outline.map(([x, y]): Position => [x, y]);
  if (e.material !== 'treeCrown') return points;
  const cx = points.reduce((s, p) => s + (p[0] ?? 0), 0) / points.length;
  const cy = points.reduce((s, p) => s + (p[1] ?? 0), 0) / points.length;
  const k = LENDING_TILE_TRAINING.crownExemplarCore;
  return points.map(([x = 0, y = 0]): Position => [cx + (x - cx) * k, cy + (y - cy) * k]);
}

/**
 * The class per pixel of one lending tile (UNLABELLED where nothing is known): its exemplars'
 * materials, then its crown points' discs over them.
 */
export function lendingTileTruth(
  tile: string,
  width: number,
  height: number,
  crownPoints: readonly (readonly [number, number])[],
): Uint8Array {
  const truth = new Uint8Array(width * height).fill(UNLABELLED);
  for (const e of EXEMPLARS.filter((x) => x.source === tile))
    scanPolygon([labelledOutline(e)], width, height, (y, x0, x1) =>
      truth.fill(CLASS_OF[e.material], y * width + x0, y * width + x1),
    );
  const radius = LENDING_TILE_TRAINING.crownPointRadiusPx;
  const reach = Math.ceil(radius);
  for (const [cx, cy] of crownPoints)
    for (let y = Math.max(0, cy - reach); y <= Math.min(height - 1, cy + reach); y++)
      for (let x = Math.max(0, cx - reach); x <= Math.min(width - 1, cx + reach); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) truth[y * width + x] = TREE;
  return truth;
}

export const lendingTileSource: CorpusSource = {
  name: 'NAIP tiles lending exemplars (exemplar outlines, crown points)',
  regionsPerScene: LENDING_TILE_TRAINING.regionsPerTile,
  // Learnt colour-only too, NAIP's dark turf and crowns (alike in colour at 0.6 m) taught the
  // model to read darker lawn as crown in colour-only imagery: the foreign painter's lawns were
  // then measured 6.7 % short at the median, against 4.4 % with NIR only.
  nirOnly: true,
  missing: () =>
    haveRealData(sharedDataDir())
      ? null
      : `the NAIP tiles and their crown points (${sharedDataDir()}) are absent`,
  async *scenes() {
    for (const tile of await lendingNaipTiles()) {
      const image = await loadRealImage({ image: tile }, sharedDataDir());
      const { width, height } = image.bands;
      const points = parseCrownCsv(
        await readFile(join(sharedDataDir(), crownPointFile(tile)), 'utf8'),
      );
      const truth = lendingTileTruth(tile, width, height, points);
      yield* photoCopies(`lending/${tile}`, image, truth, LENDING_TILE_TRAINING.jitters);
    }
  },
};
