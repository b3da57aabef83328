import type { Random } from '../random.ts';
import type {
  LawnLook,
  PavementMaterial,
  RoofMaterial,
  SoilMaterial,
  TreeSpecies,
  WaterMaterial,
} from '../scene.ts';

/** Weighted choice: [[value, weight], ...]. */
export function weighted<T>(random: Random, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let pick = random.float() * total;
  for (const [value, w] of options) {
    pick -= w;
    if (pick <= 0) return value;
  }
  const last = options[options.length - 1];
  if (!last) throw new Error('weighted choice from an empty list');
  return last[0];
}

/** Most lawns are kept; some are patchy, a few are dormant brown. */
export function lawnLook(random: Random, care: 'owner' | 'municipal' = 'owner'): LawnLook {
  const health =
    care === 'municipal'
      ? random.range(0.45, 0.8)
      : weighted(random, [
          [random.range(0.72, 1), 0.68],
          [random.range(0.45, 0.72), 0.22],
          [random.range(0.15, 0.45), 0.1],
        ]);
  const striped = care === 'owner' && random.chance(0.45);
  return {
    health,
    stripeAngle: striped ? random.pick([0, Math.PI / 2, random.range(0, Math.PI)]) : null,
    stripeWidth: random.range(0.6, 0.9),
    tint: random.range(-0.1, 0.1),
    seed: random.seed() % 100000,
  };
}

export function drivewayMaterial(random: Random): PavementMaterial {
  return weighted(random, [
    ['concrete', 0.5],
    ['old-concrete', 0.18],
    ['asphalt', 0.14],
    ['old-asphalt', 0.08],
    ['pavers', 0.1],
  ]);
}

export function patioMaterial(random: Random): PavementMaterial {
  return weighted(random, [
    ['concrete', 0.4],
    ['pavers', 0.3],
    ['deck', 0.3],
  ]);
}

export function roofMaterial(random: Random): RoofMaterial {
  return weighted(random, [
    ['shingle-grey', 0.3],
    ['shingle-dark', 0.2],
    ['shingle-brown', 0.18],
    ['shake', 0.08],
    ['tile-red', 0.08],
    ['metal-green', 0.06],
    ['shingle-light', 0.1],
  ]);
}

export function mulchMaterial(random: Random): SoilMaterial {
  return weighted(random, [
    ['mulch-brown', 0.5],
    ['mulch-red', 0.25],
    ['mulch-black', 0.25],
  ]);
}

export function poolWater(random: Random): WaterMaterial {
  return weighted(random, [
    ['pool', 0.7],
    ['pool-cover-grey', 0.17],
    ['pool-cover-blue', 0.13],
  ]);
}

export function treeSpecies(random: Random): TreeSpecies {
  return random.chance(0.75) ? 'deciduous' : 'conifer';
}
