import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchNames, type LotLayout } from './patchNames.ts';
import { at, rect } from './testing/metreLot.ts';

// The 40 m × 30 m test lot, a house in its middle and a strip of lawn on each side of it.
const lotCentre = at(20, 15);
const house = rect(15, 10, 25, 20);
const strips = {
  north: rect(15, 24, 25, 29),
  south: rect(15, 1, 25, 6),
  west: rect(1, 10, 6, 20),
  east: rect(34, 10, 39, 20),
};
const outlines = [strips.north, strips.south, strips.west, strips.east];

describe('patchNames', () => {
  it.each([
    // street side, its lot line's middle, then the names of the north, south, west, east strips
    ['south', at(20, 0), ['Back lawn', 'Front lawn', 'Left side lawn', 'Right side lawn']],
    ['north', at(20, 30), ['Front lawn', 'Back lawn', 'Right side lawn', 'Left side lawn']],
    ['west', at(0, 15), ['Left side lawn', 'Right side lawn', 'Front lawn', 'Back lawn']],
    ['east', at(40, 15), ['Right side lawn', 'Left side lawn', 'Back lawn', 'Front lawn']],
  ] as const)(
    'names patches from the street on the %s side of the house',
    (_side, frontage, names) => {
      expect(patchNames(outlines, { lotCentre, house, frontage })).toEqual(names);
    },
  );

  it('takes the lot centre for the house when only the street is known', () => {
    expect(patchNames(outlines, { lotCentre, frontage: at(20, 0) })).toEqual([
      'Back lawn',
      'Front lawn',
      'Left side lawn',
      'Right side lawn',
    ]);
  });

  it('says a patch that wraps the house lies around it', () => {
    expect(patchNames([rect(12, 8, 28, 22)], { lotCentre, house, frontage: at(20, 0) })).toEqual([
      'Lawn around the house',
    ]);
  });

  it('numbers patches that share a place, such as a front lawn split by the driveway', () => {
    const layout = { lotCentre, house, frontage: at(20, 0) };
    expect(patchNames([rect(2, 1, 12, 6), rect(28, 1, 38, 6)], layout)).toEqual([
      'Front lawn 1',
      'Front lawn 2',
    ]);
  });

  it('names patches by compass from the lot centre when the street is not known', () => {
    expect(
      patchNames(
        [
          rect(18, 25, 22, 29),
          rect(1, 1, 5, 5),
          rect(19, 14, 21, 16),
          rect(30, 24, 34, 29),
          rect(5, 25, 9, 29),
        ],
        { lotCentre, house },
      ),
    ).toEqual([
      'North lawn',
      'South-west lawn',
      'Middle lawn',
      'North-east lawn',
      'North-west lawn',
    ]);
    expect(patchNames([rect(1, 20, 3, 22), rect(1, 10, 3, 12)], { lotCentre })).toEqual([
      'West lawn 1',
      'West lawn 2',
    ]);
  });

  it('gives every patch a name of its own, wherever the house and the street are', () => {
    const metres = fc.integer({ min: 0, max: 40 });
    const square = fc.tuple(metres, metres).map(([x, y]) => rect(x, y, x + 3, y + 3));
    const layout: fc.Arbitrary<LotLayout> = fc.record({
      lotCentre: fc.constant(lotCentre),
      house: fc.option(square, { nil: null }),
      frontage: fc.option(
        fc.tuple(metres, metres).map(([x, y]) => at(x, y)),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(square, { maxLength: 12 }), layout, (patches, lot) => {
        const names = patchNames(patches, lot);
        expect(names).toHaveLength(patches.length);
        expect(new Set(names).size).toBe(names.length);
      }),
    );
  });
});
