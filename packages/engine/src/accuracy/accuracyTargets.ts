import { expect, it } from 'vitest';
import {
  formatReport,
  measureAccuracy,
  type AccuracyOptions,
  type AccuracyReport,
} from './measureAccuracy.ts';

/** The engine's accuracy requirements, asserted on a report. */
export function expectAccuracyTargets(report: AccuracyReport): void {
  expect(report.parcels).toBeGreaterThanOrEqual(60);
  expect(report.lawnIoU).toBeGreaterThanOrEqual(0.9);
  expect(report.medianAreaError).toBeLessThanOrEqual(0.05);
  expect(report.p90AreaError).toBeLessThanOrEqual(0.15);
  expect(report.pools.found / report.pools.total).toBeGreaterThanOrEqual(0.9);
  expect(report.sheds.found / report.sheds.total).toBeGreaterThanOrEqual(0.9);
}

/** One test: measure a seed through the pipeline, print the one-line summary, assert the targets. */
export function itMeetsAccuracyTargets(
  seed: number,
  options: AccuracyOptions = { colourOnly: false },
): void {
  const label = options.colourOnly ? ' (colour only)' : '';
  it(`meets the lawn, mowable-area, pool and shed targets on seed ${seed}${label}`, async () => {
    const report = await measureAccuracy(seed, options);
    console.info(formatReport(report, label));
    expectAccuracyTargets(report);
  });
}
