import { getDemoRegion } from '../demoRegion/demoRegion.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { parcelWindows } from './parcelWindows.ts';
import { TUNING_LOOKS, TUNING_SEEDS } from './tuningSplit.ts';

/** One labelled image of a training corpus. */
export interface CorpusScene {
  name: string;
  bands: RasterBands;
  metresPerPixel: number;
  /** True land class (landClasses.ts id) per pixel. */
  truth: Uint8Array;
  /** 1 where the scene counts (a parcel and its margin); null: everywhere. */
  mask: Uint8Array | null;
}

/**
 * A painter (or a labelled image set) the region model learns from. Sources are listed in
 * trainRegionModel.ts; a new painter joins by adding a source there, e.g. for a painter
 * `paint(seed) → { bands, metresPerPixel, truth }`:
 * `{ name, scenes: () => seeds.map((s) => ({ name: `${s}`, ...paint(s), mask: null })) }`.
 */
export interface CorpusSource {
  name: string;
  scenes(): Iterable<CorpusScene>;
}

/** The demo painter's tuning looks on its tuning seed (tuningSplit.ts), parcel by parcel. */
export const demoTuningSource: CorpusSource = {
  name: 'demo painter (tuning looks)',
  *scenes() {
    for (const seed of TUNING_SEEDS) {
      for (const look of TUNING_LOOKS) {
        const region = getDemoRegion(seed, { look, compact: true });
        for (const w of parcelWindows(region, 10)) {
          yield {
            name: `${seed}/${look}/${w.parcel.lotIndex}`,
            bands: w.bands,
            metresPerPixel: region.metresPerPixel,
            truth: w.truth,
            mask: null,
          };
        }
      }
    }
  },
};
