import { describe, expect, it } from 'vitest';
import { closedRing, composeLawn, editablePatches, patchAreaSqFt } from './lawnEdits.ts';
import { lawnAreaSqFt, lawnGeometryProblem } from './lawnGeometry.ts';
import { lawnGeometrySchema } from './schemas/lawnGeometry.ts';
import { at, lot, rect } from './testing/metreLot.ts';

const SQ_FT_PER_M2 = 10.7639104;
const sqFt = (m2: number) => m2 * SQ_FT_PER_M2;

describe('composeLawn', () => {
  it('merges overlapping patches into ground counted once', () => {
    const lawn = composeLawn([rect(2, 2, 12, 12), rect(7, 2, 17, 12)], []);
    if (!lawn) throw new Error('no lawn');
    expect(lawn.coordinates).toHaveLength(1);
    expect(lawnAreaSqFt(lawn)).toBeCloseTo(sqFt(150), -1);
  });

  it('removes a cut-out, leaving a hole the server accepts', () => {
    const lawn = composeLawn([rect(2, 2, 22, 12)], [rect(5, 5, 10, 10)]);
    if (!lawn) throw new Error('no lawn');
    expect(lawn.coordinates[0]).toHaveLength(2);
    expect(lawnAreaSqFt(lawn)).toBeCloseTo(sqFt(200 - 25), -1);
    expect(lawnGeometryProblem(lawnGeometrySchema.parse(lawn), lot)).toBeNull();
  });

  it('trims a cut-out that reaches past the lawn to the part that overlaps', () => {
    const lawn = composeLawn([rect(2, 2, 22, 12)], [rect(12, 0, 30, 30)]);
    if (!lawn) throw new Error('no lawn');
    expect(lawnAreaSqFt(lawn)).toBeCloseTo(sqFt(100), -1);
    expect(lawnGeometryProblem(lawnGeometrySchema.parse(lawn), lot)).toBeNull();
  });

  it('is null once every patch is deleted or cut away', () => {
    expect(composeLawn([], [])).toBeNull();
    expect(composeLawn([rect(2, 2, 5, 5)], [rect(0, 0, 10, 10)])).toBeNull();
  });

  it('ignores outlines too short to enclose ground', () => {
    const lawn = composeLawn([rect(2, 2, 12, 12), [at(1, 1), at(2, 2)]], []);
    expect(lawn?.coordinates).toHaveLength(1);
  });
});

describe('patchAreaSqFt', () => {
  it('is the patch after the cut-outs that touch it', () => {
    expect(
      patchAreaSqFt(rect(2, 2, 12, 12), [rect(2, 2, 7, 12), rect(30, 20, 35, 25)]),
    ).toBeCloseTo(sqFt(50), -1);
  });
});

describe('editablePatches', () => {
  it('splits a measured lawn into outlines, with its holes as cut-outs', () => {
    const { outlines, cuts } = editablePatches({
      type: 'MultiPolygon',
      coordinates: [[rect(2, 2, 22, 12), rect(5, 5, 10, 10)], [rect(25, 15, 35, 25)]],
    });
    expect(outlines).toEqual([rect(2, 2, 22, 12), rect(25, 15, 35, 25)]);
    expect(cuts).toEqual([rect(5, 5, 10, 10)]);
  });
});

describe('closedRing', () => {
  it('closes an open ring and leaves a closed one as it is', () => {
    const open = rect(0, 0, 1, 1).slice(0, -1);
    expect(closedRing(open)).toEqual(rect(0, 0, 1, 1));
    expect(closedRing(rect(0, 0, 1, 1))).toEqual(rect(0, 0, 1, 1));
    expect(closedRing([])).toEqual([]);
  });
});
