import { describe, expect, it } from 'vitest';
import { flattenFigures, type SourceFigures } from './seedEvaluation.ts';

const empty: SourceFigures = { labelled: [], crownPoints: [], foreign: [], demo: [] };
const figure = (f: SourceFigures, name: string) =>
  flattenFigures(f, new Set()).find((row) => row.name === name)?.value;

describe('the texture painter’s validation lots in a run’s figures', () => {
  // Ten lots: errors 0.01 … 0.10, the last four at confidence 0.6 or more.
  const texture = Array.from({ length: 10 }, (_, i) => ({
    error: (i + 1) / 100,
    confidence: i >= 6 ? 0.7 : 0.4,
  }));

  it('gives the median and p90 of every lot, and the p90 of the lots at the review threshold', () => {
    const run = { ...empty, texture };
    expect(figure(run, 'texture painter, validation lots (10): median')).toBeCloseTo(0.055);
    expect(figure(run, 'texture painter, validation lots: p90')).toBeCloseTo(0.1);
    expect(figure(run, 'texture painter, validation lots at ≥ 0.6')).toBe(4);
    expect(figure(run, 'texture painter, validation lots at ≥ 0.6: p90')).toBeCloseTo(0.1);
  });

  it('leaves them out of a run kept before they were measured', () => {
    const names = flattenFigures(empty, new Set()).map((row) => row.name);
    expect(names.some((name) => name.startsWith('texture painter'))).toBe(false);
  });
});
