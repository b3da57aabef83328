import { describe, expect, it } from 'vitest';
import { LAWN, TREE } from '../landClasses.ts';
import {
  imageryAgeYears,
  measurementConfidence,
  pixelFactors,
  type ConfidenceFactors,
} from './measurementConfidence.ts';

const good: ConfidenceFactors = {
  lawnConfidence: 0.95,
  edgeConfidence: 0.9,
  canopyShare: 0.05,
  parcelSource: 'parcel',
  imageryAgeYears: 0.5,
  resolutionM: 0.3,
};

describe('measurement confidence', () => {
  it('is high for a clear lawn on a surveyed lot in recent, sharp imagery', () => {
    const confidence = measurementConfidence(good);
    expect(confidence).toBeGreaterThan(0.8);
    expect(confidence).toBeLessThanOrEqual(1);
  });

  it.each<[string, Partial<ConfidenceFactors>]>([
    ['lawn pixels are less certain', { lawnConfidence: 0.7 }],
    ['the lawn edges are less certain', { edgeConfidence: 0.65 }],
    ['more of the lot is under canopy', { canopyShare: 0.5 }],
    ['the lot is estimated, not surveyed', { parcelSource: 'estimated' }],
    ['the imagery is older', { imageryAgeYears: 6 }],
    ['the capture date is unknown', { imageryAgeYears: null }],
    ['the pixels are coarser', { resolutionM: 1 }],
  ])('falls when %s', (_, worse) => {
    expect(measurementConfidence({ ...good, ...worse })).toBeLessThan(measurementConfidence(good));
  });

  it('stays low but within 0–1 however bad every factor is', () => {
    const worst = measurementConfidence({
      lawnConfidence: 0,
      edgeConfidence: 0,
      canopyShare: 1,
      parcelSource: 'estimated',
      imageryAgeYears: 40,
      resolutionM: 10,
    });
    expect(worst).toBeGreaterThanOrEqual(0);
    expect(worst).toBeLessThan(0.1);
  });

  it('reads lawn, edge and canopy statistics from the masks', () => {
    // 4×3 parcel: a 2×3 lawn on the left (sure inside, unsure on its right edge), canopy right.
    const width = 4;
    const height = 3;
    const classes = Uint8Array.from([
      LAWN,
      LAWN,
      TREE,
      TREE,
      LAWN,
      LAWN,
      TREE,
      TREE,
      LAWN,
      LAWN,
      TREE,
      TREE,
    ]);
    const mowable = Uint8Array.from(classes, (c) => (c === LAWN ? 1 : 0));
    const confidence = Uint8Array.from([
      255, 153, 255, 255, 255, 153, 255, 255, 255, 153, 255, 255,
    ]);
    const f = pixelFactors({
      mowable,
      classes,
      confidence,
      parcelMask: new Uint8Array(12).fill(1),
      width,
      height,
    });
    expect(f.canopyShare).toBeCloseTo(0.5);
    expect(f.lawnConfidence).toBeCloseTo(0.8);
    expect(f.edgeConfidence).toBeCloseTo(0.8); // every lawn pixel touches the image or canopy
  });

  it('counts imagery age from the capture date, null when unknown', () => {
    expect(imageryAgeYears('2024-11-25', new Date('2026-11-25'))).toBeCloseTo(2, 1);
    expect(imageryAgeYears(null, new Date())).toBeNull();
    expect(imageryAgeYears('not a date', new Date())).toBeNull();
  });
});
