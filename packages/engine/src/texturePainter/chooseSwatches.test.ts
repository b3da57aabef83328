import { describe, expect, it } from 'vitest';
import { Random } from '../demoRegion/random.ts';
import { SwatchChooser } from './chooseSwatches.ts';
import type { Material } from './exemplars.ts';
import type { SwatchLibrary } from './loadSwatches.ts';
import type { Swatch } from './swatch.ts';

const swatch = (
  material: Material,
  source: string,
  metresPerPixel: number,
  hasNir = false,
): Swatch => ({
  exemplar: {
    material,
    source,
    metresPerPixel,
    hasNir,
    outline: [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ],
    note: `${material} from ${source}`,
  },
  levels: [],
  hasNir,
  litAngle: null,
  mean: [0, 0, 0],
});

const library: SwatchLibrary = new Map<Material, Swatch[]>([
  ['asphalt', [swatch('asphalt', 'scored.tif', 0.15), swatch('asphalt', 'other.tif', 0.6)]],
  ['mulch', [swatch('mulch', 'scored.tif', 0.15)]],
  ['soil', [swatch('soil', 'other.tif', 0.25), swatch('soil', 'naip.tif', 0.6, true)]],
  ['roof', [swatch('roof', 'scored.tif', 0.15)]],
]);
const sources = (list: Swatch[]) => list.map((s) => `${s.exemplar.material}@${s.exemplar.source}`);

describe('SwatchChooser', () => {
  it('takes every source when none is left out', () => {
    const chooser = new SwatchChooser(library, 0.3, new Random(1), false);
    expect(sources(chooser.eligible('asphalt'))).toEqual(['asphalt@scored.tif']);
    expect(sources(chooser.eligible('mulch'))).toEqual(['mulch@scored.tif']);
  });

  it('never uses an exemplar cut from a left-out source, falling back to coarser ones', () => {
    const chooser = new SwatchChooser(library, 0.3, new Random(1), false, new Set(['scored.tif']));
    // Only a 0.6 m asphalt is left: coarser than the scene, it is still the finest there is.
    expect(sources(chooser.eligible('asphalt'))).toEqual(['asphalt@other.tif']);
    for (let seed = 0; seed < 20; seed++)
      expect(sources(chooser.pick('asphalt', 2))).toEqual(['asphalt@other.tif']);
  });

  it('gives a material with no exemplar left one of the same land class', () => {
    const chooser = new SwatchChooser(library, 0.3, new Random(1), false, new Set(['scored.tif']));
    expect(sources(chooser.eligible('mulch'))).toEqual(['soil@other.tif']);
    expect(() => chooser.eligible('roof')).toThrow(/no exemplar of roof/);
  });

  it('keeps a scene with NIR whole: a material with no NIR exemplar takes its stand-in’s', () => {
    const chooser = new SwatchChooser(library, 0.6, new Random(1), true);
    expect(sources(chooser.eligible('soil'))).toEqual(['soil@naip.tif']);
    expect(sources(chooser.eligible('mulch'))).toEqual(['soil@naip.tif']);
    // Without NIR asked for, mulch keeps its own exemplar.
    const plain = new SwatchChooser(library, 0.6, new Random(1), false);
    expect(sources(plain.eligible('mulch'))).toEqual(['mulch@scored.tif']);
  });
});
