import { describe, expect, it } from 'vitest';
import type { Position } from '../geo/geojson.ts';
import { LAWN, PAVEMENT } from '../landClasses.ts';
import { createEngine } from '../engine.ts';
import { streetFrontage, streetSide } from './streetFrontage.ts';

const SIZE = 100;
const METRES_PER_PIXEL = 0.5;
// A 20 m square lot in the middle of a 50 m image (pixels: x right, y down).
const lot: Position[] = [
  [30, 30],
  [70, 30],
  [70, 70],
  [30, 70],
  [30, 30],
];

/** Lawn everywhere, and a 10 m wide road beyond one side of the lot. */
function roadBeyond(side: 'north' | 'south' | 'west' | 'east') {
  const classes = new Uint8Array(SIZE * SIZE).fill(LAWN);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const road =
        (side === 'north' && y < 28 && y >= 8) ||
        (side === 'south' && y > 72 && y <= 92) ||
        (side === 'west' && x < 28 && x >= 8) ||
        (side === 'east' && x > 72 && x <= 92);
      if (road) classes[y * SIZE + x] = PAVEMENT;
    }
  }
  return { width: SIZE, height: SIZE, classes };
}

describe('streetFrontage', () => {
  it.each([
    ['north', [50, 30]],
    ['south', [50, 70]],
    ['west', [30, 50]],
    ['east', [70, 50]],
  ] as const)('finds the street beyond the %s lot line', (side, middle) => {
    expect(streetFrontage(roadBeyond(side), lot, METRES_PER_PIXEL)).toEqual(middle);
    expect(streetFrontage(roadBeyond(side), [...lot].reverse(), METRES_PER_PIXEL)).toEqual(middle);
  });

  it('gives the whole lot line along the street', () => {
    expect(streetSide(roadBeyond('east'), lot, METRES_PER_PIXEL)).toEqual([
      [70, 30],
      [70, 70],
    ]);
  });

  it('says nothing when no lot line has paving beyond it', () => {
    const lawn = { width: SIZE, height: SIZE, classes: new Uint8Array(SIZE * SIZE).fill(LAWN) };
    expect(streetFrontage(lawn, lot, METRES_PER_PIXEL)).toBeNull();
  });
});

describe('streetFrontage on the demo region', () => {
  it('puts the street on the north or south line of house lots, whose streets run east-west', async () => {
    const engine = createEngine();
    const sides: string[] = [];
    for (const entry of engine.demoAddresses().slice(0, 12)) {
      const result = await engine.analyze(entry.address);
      const lats = (result.propertyPolygon.coordinates[0] ?? []).map(([, lat]) => lat);
      const [, lat = 0] = result.frontage ?? [];
      const side = !result.frontage
        ? 'none'
        : Math.abs(lat - Math.max(...lats)) < 1e-7
          ? 'north'
          : Math.abs(lat - Math.min(...lats)) < 1e-7
            ? 'south'
            : 'east or west';
      sides.push(`${entry.address}: ${side}${result.house ? '' : ' (no house)'}`);
    }
    expect(sides.filter((side) => /: (north|south)$/.test(side)).length).toBe(sides.length);
  }, 120_000);
});
