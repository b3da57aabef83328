import type { Random } from '../demoRegion/random.ts';
import { MATERIALS, type Material } from './exemplars.ts';
import type { SwatchLibrary } from './loadSwatches.ts';
import type { Swatch } from './swatch.ts';

/** How much coarser than the scene an exemplar may be before it looks blurred. */
const COARSEST_RATIO = 1.2;
/** Crowns are soft-edged and mottled: a coarser crown still passes. */
const COARSEST_CROWN_RATIO = 1.8;

/**
 * What a material's surfaces take when every exemplar of it is left out: a material of the
 * same land class (beds stay beds, paving stays paving, lawn stays lawn).
 */
const STAND_IN: Partial<Record<Material, Material>> = {
  mulch: 'soil',
  soil: 'gravel',
  gravel: 'soil',
  concrete: 'asphalt',
  asphalt: 'concrete',
  turfDormant: 'turfGreen',
};

/**
 * Picks swatches of a material for a scene of the given resolution: only exemplars at least
 * about as sharp as the scene (the finest one when none is), with near-infrared when asked,
 * and none cut from a left-out source file (a material with none left takes its stand-in).
 */
export class SwatchChooser {
  constructor(
    private readonly library: SwatchLibrary,
    private readonly metresPerPixel: number,
    private readonly rng: Random,
    private readonly wantNir: boolean,
    private readonly leaveOut: ReadonlySet<string> = new Set(),
  ) {}

  eligible(material: Material): Swatch[] {
    const all = this.available(material, () => true);
    if (all.length === 0)
      throw new Error(`no exemplar of ${material} is left once its sources are left out`);
    // A scene that carries NIR needs it on every surface: a material with no NIR exemplar
    // takes its stand-in's (gravel and mulch take bare soil's) rather than lose the band.
    const withNir = this.wantNir ? this.available(material, (s) => s.hasNir) : [];
    const pool = withNir.length > 0 ? withNir : all;
    const ratio = material === 'treeCrown' ? COARSEST_CROWN_RATIO : COARSEST_RATIO;
    const sharp = pool.filter((s) => s.exemplar.metresPerPixel <= this.metresPerPixel * ratio);
    if (sharp.length > 0) return sharp;
    const finest = Math.min(...pool.map((s) => s.exemplar.metresPerPixel));
    return pool.filter((s) => s.exemplar.metresPerPixel === finest);
  }

  /** The material's swatches that pass `keep`, or its stand-in's when none does. */
  private available(material: Material, keep: (s: Swatch) => boolean): Swatch[] {
    let m: Material | undefined = material;
    for (let hop = 0; m && hop < MATERIALS.length; hop++) {
      const found = (this.library.get(m) ?? []).filter(
        (s) => !this.leaveOut.has(s.exemplar.source) && keep(s),
      );
      if (found.length > 0) return found;
      m = STAND_IN[m];
    }
    return [];
  }

  /** One to `most` different swatches, to be mixed in one surface. */
  pick(material: Material, most = 2): Swatch[] {
    const pool = this.rng.shuffle(this.eligible(material));
    return pool.slice(0, Math.max(1, this.rng.int(1, most)));
  }
}
