/**
 * The hand-labelled real images (realLabels/) as a training source. Labelled pixels become
 * labelled regions as painted truth does (a region takes the class of most of its pixels);
 * unlabelled pixels vote for nothing and a region mostly outside the labels is left out. Each
 * image is classified whole (or its labels' window) as the scoring does, and learnt from in a
 * few colour jitters as the painted scenes are. Figures of a real source come only from a model
 * trained without it (evaluateSources.ts). The photographs labelled for training alone
 * (trainingLabels/) are a source of the same kind that is never scored.
 */
import type { CorpusScene, CorpusSource } from './regionCorpus.ts';
import {
  haveRealData,
  loadRealImage,
  realDataDir,
  type RealImage,
} from './realImagery/realImage.ts';
import {
  labelSource,
  listLabelFiles,
  rasteriseLabels,
  TRAINING_LABELS_DIR,
  UNLABELLED,
  type LabelFile,
} from './realImagery/realLabels.ts';

export const REAL_LABEL_TRAINING = {
  /** Colour-jittered copies of each labelled image (augmentPhotometry, seeded by name). */
  jitters: 3,
  /**
   * Labelled regions taken per image and NIR variant. A real image holds thousands of labelled
   * regions; this keeps the 14 images to about a third of the painted corpus's regions.
   */
  regionsPerImage: 800,
  /**
   * Labelled regions taken per training photograph and jitter: every labelled region of the
   * park, about a third of the others' (16 300 in all, a tenth of the painted corpus's). At
   * 1 000 and 4 000 the real sources read worse on the median of three draws (REGION_TRIALS.md).
   */
  regionsPerTrainingPhoto: 2000,
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
      haveRealData() ? null : `the hand-labelled real images (${realDataDir()}) are absent`,
    async *scenes() {
      const files = await listLabelFiles();
      yield* labelledPhotos(files.filter((f) => !sources || sources.includes(labelSource(f.path))));
    },
  };
}

/**
 * The photographs labelled for training alone (trainingLabels/): real colour photographs of
 * other kinds than the scored ones (a Dutch river bank at 0.25 m, a road and railway at 0.1 m,
 * a park from a drone at 0.5 m). Never scored, so every scored source stays unseen.
 */
export const trainingPhotoSource: CorpusSource = {
  name: 'photographs labelled for training (trainingLabels/)',
  regionsPerScene: REAL_LABEL_TRAINING.regionsPerTrainingPhoto,
  missing: () =>
    haveRealData() ? null : `the photographs labelled for training (${realDataDir()}) are absent`,
  async *scenes() {
    yield* labelledPhotos(await listLabelFiles(TRAINING_LABELS_DIR), 'training');
  },
};

/** Labelled images as training scenes, each in a few colour jitters. */
async function* labelledPhotos(files: readonly LabelFile[], prefix = 'real') {
  for (const { path, labels } of files) {
    const image = await loadRealImage(labels);
    const truth = rasteriseLabels(labels, image.window);
    yield* photoCopies(`${prefix}/${path}`, image, truth, REAL_LABEL_TRAINING.jitters);
  }
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
