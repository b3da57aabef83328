import { describe, expect, it } from 'vitest';
import { LAWN, TREE } from '../../landClasses.ts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  labelFilesHash,
  listLabelFiles,
  rasteriseLabels,
  realLabelsSchema,
  TRAINING_LABELS_DIR,
  UNLABELLED,
} from './realLabels.ts';

/** Photographs labelled for trials that did not land (REGION_TRIALS.md); nothing trains on them. */
const TRIAL_LABELS_DIR = new URL('../../../trialLabels/', import.meta.url).pathname;

const square = (cls: string, x0: number, y0: number, x1: number, y1: number) => ({
  type: 'Feature',
  properties: { class: cls },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ],
    ],
  },
});

describe('real-imagery labels', () => {
  const labels = realLabelsSchema.parse({
    type: 'FeatureCollection',
    image: 'folder/image.tif',
    coordinates: 'pixel',
    note: '',
    features: [square('lawn', 0, 0, 4, 4), square('tree', 2, 2, 4, 4), square('skip', 0, 0, 1, 1)],
  });

  it('paints later polygons over earlier ones, skip leaves pixels unlabelled, the rest is unscored', () => {
    const truth = rasteriseLabels(labels, { x: 0, y: 0, width: 5, height: 5 });
    expect(truth[0]).toBe(UNLABELLED);
    expect(truth[1]).toBe(LAWN);
    expect(truth[2 * 5 + 3]).toBe(TREE);
    expect(truth[4]).toBe(UNLABELLED);
    expect(truth[4 * 5]).toBe(UNLABELLED);
  });

  it('rasterises in whole-image pixels inside a window', () => {
    const truth = rasteriseLabels(labels, { x: 2, y: 2, width: 2, height: 2 });
    expect([...truth]).toEqual([TREE, TREE, TREE, TREE]);
  });

  it.each([
    { folder: 'realLabels', dir: undefined, least: 14 },
    { folder: 'trainingLabels', dir: TRAINING_LABELS_DIR, least: 3 },
    { folder: 'trialLabels', dir: TRIAL_LABELS_DIR, least: 2 },
  ])('every label file in $folder is valid and names an image', async ({ dir, least }) => {
    const files = await listLabelFiles(dir);
    expect(files.length).toBeGreaterThanOrEqual(least);
    for (const { path, labels: l } of files)
      expect(l.image.split('/')[0], path).toBe(path.split('/')[0]);
  });

  it('a changed, added or edited label file changes the hash the region model records', () => {
    const dir = mkdtempSync(join(tmpdir(), 'yardstick-labels-'));
    mkdirSync(join(dir, 'source'));
    const write = (name: string, text: string) => writeFileSync(join(dir, 'source', name), text);
    write('a.geojson', '{"x":1}');
    const first = labelFilesHash(dir);
    expect(labelFilesHash(dir)).toBe(first);
    write('a.geojson', '{"x":2}');
    const edited = labelFilesHash(dir);
    expect(edited).not.toBe(first);
    write('b.geojson', '{}');
    expect(labelFilesHash(dir)).not.toBe(edited);
  });
});
