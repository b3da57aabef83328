import { describe, expect, it } from 'vitest';
import { BUILDING, LAWN, PAVEMENT, SOIL, TREE, WATER } from '../landClasses.ts';
import { haveRealData } from './realImagery/realImage.ts';
import { listLabelFiles, TRAINING_LABELS_DIR, UNLABELLED } from './realImagery/realLabels.ts';
import {
  REAL_LABEL_TRAINING,
  realLabelSource,
  realLabelSources,
  trainingPhotoSource,
} from './realLabelCorpus.ts';
import { scoredImages, type CorpusScene } from './regionCorpus.ts';
import { addSceneSamples, MODEL_CLASSES, type Samples } from './trainRegionModel.ts';
import { REGION_FEATURES } from '../classify/regionFeatures.ts';

const empty = (): Samples => ({
  columns: REGION_FEATURES.map(() => []),
  labels: [],
  counts: MODEL_CLASSES.map(() => 0),
});

/** 96 × 96 pixels at 0.5 m: a textured green left half labelled lawn, a grey right half not. */
function halfLabelled(labelRight: boolean): CorpusScene {
  const size = 96;
  const n = size * size;
  const left = (i: number) => i % size < size / 2;
  const grain = (i: number) => ((i * 7919) % 13) - 6;
  const band = (lawn: number, road: number) =>
    Uint8Array.from({ length: n }, (_, i) => (left(i) ? lawn : road) + grain(i));
  const truth = Uint8Array.from({ length: n }, (_, i) =>
    left(i) ? LAWN : labelRight ? PAVEMENT : UNLABELLED,
  );
  return {
    name: 'half',
    bands: {
      width: size,
      height: size,
      red: band(60, 120),
      green: band(110, 120),
      blue: band(40, 118),
      nir: null,
    },
    metresPerPixel: 0.5,
    truth,
    mask: Uint8Array.from(truth, (t) => (t === UNLABELLED ? 0 : 1)),
    footprints: null,
  };
}

describe('labelled regions of a partly labelled image', () => {
  it('learns only from regions under the labels, each with its label’s class', () => {
    const samples = empty();
    addSceneSamples(halfLabelled(false), false, samples, 10_000);
    expect(samples.labels.length).toBeGreaterThan(100);
    expect(new Set(samples.labels)).toEqual(new Set([MODEL_CLASSES.indexOf(LAWN)]));
    const both = empty();
    addSceneSamples(halfLabelled(true), false, both, 10_000);
    expect(both.counts[MODEL_CLASSES.indexOf(PAVEMENT)]).toBeGreaterThan(100);
  });

  it('spreads its region budget over the labelled regions alone', () => {
    const samples = empty();
    addSceneSamples(halfLabelled(false), false, samples, 50);
    // Sampling over every region would spend half the budget on the unlabelled half.
    expect(samples.labels.length).toBeGreaterThanOrEqual(45);
    expect(samples.labels.length).toBeLessThanOrEqual(50);
  });
});

describe('the hand-labelled real images as a training source', () => {
  const available = haveRealData();
  if (!available)
    console.log('real-label corpus test skipped: ../shared/data (the real imagery) is absent');

  it.skipIf(!available)(
    'gives each labelled image in colour-jitter copies, its unlabelled pixels masked out',
    async () => {
      const sources = await realLabelSources();
      expect(sources).toContain('coloradosprings-hro015');
      const scenes: CorpusScene[] = [];
      for await (const scene of realLabelSource(['coloradosprings-hro015']).scenes())
        scenes.push(scene);
      expect(scenes).toHaveLength(REAL_LABEL_TRAINING.jitters);
      expect(new Set(scenes.map((s) => s.name)).size).toBe(REAL_LABEL_TRAINING.jitters);
      const [first] = scenes;
      if (!first?.mask) throw new Error('a real image carries the mask of its labels');
      const labelled = first.mask.reduce((sum, m) => sum + m, 0);
      expect(labelled).toBeGreaterThan(0);
      expect(labelled).toBeLessThanOrEqual(first.truth.length);
      const wrong = first.truth.filter((t, i) => first.mask?.[i] !== (t === UNLABELLED ? 0 : 1));
      expect(wrong.length).toBe(0);
    },
  );
});

describe('the photographs labelled for training alone', () => {
  it('are never a scored image, so every scored source stays unseen', async () => {
    const training = await listLabelFiles(TRAINING_LABELS_DIR);
    expect(training.length).toBeGreaterThanOrEqual(3);
    const scored = new Set(await scoredImages());
    for (const { labels } of training) expect(scored.has(labels.image), labels.image).toBe(false);
  });

  const available = haveRealData();
  it.skipIf(!available)(
    'come as jittered scenes of their labelled pixels, every class the model learns but one among them',
    async () => {
      const scenes: CorpusScene[] = [];
      for await (const scene of trainingPhotoSource.scenes()) scenes.push(scene);
      const files = await listLabelFiles(TRAINING_LABELS_DIR);
      expect(scenes).toHaveLength(files.length * REAL_LABEL_TRAINING.jitters);
      const classes = new Set(scenes.flatMap((s) => [...new Set(s.truth)]));
      classes.delete(UNLABELLED);
      // Lawn, crowns, roofs, paving, water and bare ground; no labelled "other" (cars, fences).
      expect(classes).toEqual(new Set([LAWN, TREE, BUILDING, PAVEMENT, WATER, SOIL]));
      expect(scenes.every((s) => s.bands.nir === null && s.footprints === null)).toBe(true);
    },
  );
});
