import { TREE } from '../../landClasses.ts';
import type { Pt, Tree } from '../scene.ts';
import { hash2, valueNoise } from '../valueNoise.ts';
import type { SceneCanvas } from './canvas.ts';
import { LEAF_CONIFER, LEAF_DECIDUOUS, LEAF_SHRUB } from './materials.ts';

/**
 * A crown as a height field: a dome (deciduous), a cone (conifer) or a low mound (shrub),
 * roughened by leaf clumps. Light and shadow on the clumps make the canopy texture.
 */
export function paintTree(canvas: SceneCanvas, tree: Tree): void {
  const { x: cx, y: cy, radius: r, height: top, species, tone, seed } = tree;
  const spectrum =
    species === 'conifer' ? LEAF_CONIFER : species === 'shrub' ? LEAF_SHRUB : LEAF_DECIDUOUS;
  const phase = (seed % 628) / 100;
  const clumpSize = species === 'shrub' ? 0.45 : 0.85;
  const reach = r * 1.3;
  const g = canvas.metresPerPixel;
  const square: Pt[] = [
    [cx - reach, cy - reach],
    [cx + reach, cy - reach],
    [cx + reach, cy + reach],
    [cx - reach, cy + reach],
  ];
  canvas.fill(square, (i, x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const distance = Math.hypot(dx, dy);
    if (distance > reach) return;
    const angle = Math.atan2(dy, dx);
    const clump = valueNoise(x / clumpSize, y / clumpSize, seed);
    const edge =
      r *
      (1 +
        0.1 * Math.sin(3 * angle + phase) +
        0.06 * Math.sin(5 * angle + 2 * phase) +
        0.05 * Math.sin(9 * angle + 3 * phase));
    const t = (distance - 0.5 * (clump - 0.5) * clumpSize) / edge;
    if (t >= 1) return;
    const fine = valueNoise(x / 0.35, y / 0.35, seed + 1) - 0.5;
    const dome = Math.sqrt(1 - t * t);
    const h =
      species === 'conifer'
        ? top * (1 - 0.8 * t) + fine * 0.5
        : species === 'shrub'
          ? top * (0.45 + 0.55 * dome) + (clump - 0.5) * 0.35
          : top * (0.62 + 0.38 * dome) + (clump - 0.5) * 1.2 + fine * 0.35;
    if (h < (canvas.elevation[i] ?? 0)) return;
    const gap = species === 'deciduous' && clump < 0.22 ? 0.55 : 1;
    const k =
      tone *
      (0.78 + 0.44 * clump) *
      gap *
      (1 + (hash2(Math.round(x / g), Math.round(y / g), seed) - 0.5) * 0.16);
    canvas.put(i, spectrum, k);
    canvas.truth[i] = TREE;
    canvas.elevation[i] = h;
  });
}

export function paintHedge(
  canvas: SceneCanvas,
  polygon: readonly Pt[],
  height: number,
  seed: number,
): void {
  canvas.fill(polygon, (i, x, y) => {
    const clump = valueNoise(x / 0.6, y / 0.6, seed);
    const h = height + (clump - 0.5) * 0.5;
    if (h < (canvas.elevation[i] ?? 0)) return;
    canvas.put(i, LEAF_SHRUB, 0.8 + 0.4 * clump);
    canvas.truth[i] = TREE;
    canvas.elevation[i] = h;
  });
}
