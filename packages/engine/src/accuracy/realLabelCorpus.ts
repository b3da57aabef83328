/**
 * The hand-labelled real images (realLabels/) as a training source. Labelled pixels become
 * labelled regions as painted truth does (a region takes the class of most of its pixels);
 * unlabelled pixels vote for nothing and a region mostly outside the labels is left out. Each
 * image is classified whole (or its labels' window) as the scoring does, and learnt from in a
 * few colour jitters as the painted scenes are. Figures of a real source come only from a model
 * trained without it (evaluateSources.ts).
 */
import type { CorpusScene, CorpusSource } from './regionCorpus.ts';
import {
  haveRealData,
  loadRealImage,
  REAL_DATA_DIR,
  type RealImage,
} from './realImagery/realImage.ts';
import {
  labelSource,
  listLabelFiles,
  rasteriseLabels,
  UNLABELLED,
} from './realImagery/realLabels.ts';

export const REAL_LABEL_TRAINING = {
  /** Colour-jittered copies of each labelled image (augmentPhotometry, seeded by name). */
  jitters: 3,
  /**
   * Labelled regions taken per image and NIR variant. A real image holds thousands of labelled
   * regions; this keeps the 14 images to about a third of the painted corpus's regions.
   */
  regionsPerImage: 800,
} as const;

/** The label folders (one per real source), sorted. */
export async function realLabelSources(): Promise<string[]> {
  return [...new Set((await listLabelFiles()).map((f) => labelSource(f.path)))].sort();
}

/**
 * The labelled images of the `sources` folders (every folder by default), at most
 * `regionsPerImage` regions from each image and NIR variant.
 */
export function realLabelSource(
  sources?: readonly string[],
  regionsPerImage: number = REAL_LABEL_TRAINING.regionsPerImage,
): CorpusSource {
  return {
    name: `hand-labelled real images (${sources ? sources.join(', ') : 'all'})`,
    regionsPerScene: regionsPerImage,
    missing: () =>
      haveRealData() ? null : `the hand-labelled real images (${REAL_DATA_DIR}) are absent`,
    async *scenes() {
      for (const { path, labels } of await listLabelFiles()) {
        if (sources && !sources.includes(labelSource(path))) continue;
        const image = await loadRealImage(labels);
        const truth = rasteriseLabels(labels, image.window);
        yield* photoCopies(`real/${path}`, image, truth, REAL_LABEL_TRAINING.jitters);
      }
    },
  };
}

/**
 * A labelled photograph as training scenes: `jitters` copies (each jittered in colour by its
 * name when collected), counting only its labelled pixels.
 */
export function photoCopies(
  name: string,
  image: RealImage,
  truth: Uint8Array,
  jitters: number,
): CorpusScene[] {
  const mask = truth.map((t) => (t === UNLABELLED ? 0 : 1));
  return Array.from({ length: jitters }, (_, j) => ({
    name: `${name}/${j}`,
    bands: image.bands,
    metresPerPixel: image.metresPerPixel,
    truth,
    mask,
    // Photographs come without footprints: they teach the case where nothing is known of the
    // buildings, not that of a lot whose footprints show none.
    footprints: null,
  }));
}
