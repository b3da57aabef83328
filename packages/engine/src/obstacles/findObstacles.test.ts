import { describe, expect, it } from 'vitest';
import { BUILDING, LAWN, OTHER, PAVEMENT, SOIL, TREE, WATER } from '../landClasses.ts';
import { FOOTPRINT_CODE } from '../measure/footprintRaster.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { findObstacles } from './findObstacles.ts';
import { sizeClass } from './sizeClasses.ts';

const width = 200;
const height = 150;
const n = width * height;

/** A lawn lot (0.3 m pixels) with a tree, a blue pool, a driveway to the lot line, a shed footprint and a bed. */
function lot() {
  const classes = new Uint8Array(n).fill(LAWN);
  const footprintKinds = new Uint8Array(n);
  const bands = {
    width,
    height,
    red: new Uint8Array(n).fill(60),
    green: new Uint8Array(n).fill(100),
    blue: new Uint8Array(n).fill(60),
    nir: null,
  };
  const fill = (x0: number, y0: number, x1: number, y1: number, apply: (i: number) => void) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) apply(y * width + x);
  };
  fill(0, 0, width, 3, (i) => bands.blue.fill(24, i, i + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((x - 50) ** 2 + (y - 40) ** 2 < 15 ** 2) classes[y * width + x] = TREE;
  fill(100, 30, 125, 46, (i) => {
    classes[i] = WATER;
    bands.blue[i] = 220;
    bands.green[i] = 160;
  });
  fill(160, 60, 180, 150, (i) => (classes[i] = PAVEMENT));
  fill(20, 110, 32, 122, (i) => {
    classes[i] = BUILDING;
    footprintKinds[i] = FOOTPRINT_CODE.shed;
  });
  fill(60, 100, 100, 104, (i) => (classes[i] = SOIL));
  return { classes, footprintKinds, bands };
}

describe('findObstacles', () => {
  const { classes, footprintKinds, bands } = lot();
  const mowable = Uint8Array.from(classes, (c) => (c === LAWN ? 1 : 0));
  const find = (imagery: RasterBands) =>
    findObstacles({
      classes,
      confidence: new Uint8Array(n).fill(230),
      width,
      height,
      metresPerPixel: 0.3,
      parcelMask: new Uint8Array(n).fill(1),
      mowable,
      footprintKinds,
      bands: imagery,
    });
  const obstacles = find(bands);
  const byType = (type: string) => obstacles.filter((o) => o.type === type);

  it('finds each kind of obstacle once', () => {
    expect(byType('tree')).toHaveLength(1);
    expect(byType('pool')).toHaveLength(1);
    expect(byType('driveway')).toHaveLength(1);
    expect(byType('shed')).toHaveLength(1);
    expect(byType('other').map((o) => o.description)).toEqual([
      expect.stringMatching(/^Garden bed of about \d+ sq ft$/),
    ]);
  });

  it('sizes them from their measured area', () => {
    expect(byType('pool')[0]?.areaM2).toBeCloseTo(25 * 16 * 0.09, 5);
    expect(byType('pool')[0]?.estimatedSize).toBe('medium');
    expect(byType('shed')[0]?.estimatedSize).toBe('medium');
    expect(byType('driveway')[0]?.estimatedSize).toBe('large');
    expect(byType('tree')[0]?.description).toMatch(/^Tree with about \d+ sq ft of canopy/);
  });

  it('reports confidences between 0 and 1', () => {
    for (const o of obstacles) expect(o.confidence).toBeGreaterThan(0.3);
    for (const o of obstacles) expect(o.confidence).toBeLessThan(1);
  });

  it('calls green-brown water a pond, not a pool', () => {
    const murky = {
      ...bands,
      blue: Uint8Array.from(bands.blue, (b) => (b === 220 ? 70 : b)),
      green: Uint8Array.from(bands.green, (g) => (g === 160 ? 90 : g)),
    };
    const found = find(murky);
    expect(found.filter((o) => o.type === 'pool')).toHaveLength(0);
    expect(found.some((o) => o.description.startsWith('Pond'))).toBe(true);
  });

  /** The lot with the pool's water painted `rgb` instead of blue. */
  const poolPainted = ([r, g, b]: [number, number, number]): RasterBands => {
    const water = (i: number) => bands.blue[i] === 220;
    return {
      ...bands,
      red: Uint8Array.from(bands.red, (v, i) => (water(i) ? r : v)),
      green: Uint8Array.from(bands.green, (v, i) => (water(i) ? g : v)),
      blue: Uint8Array.from(bands.blue, (v, i) => (water(i) ? b : v)),
    };
  };

  it('calls turquoise water over a light liner a pool, though it is as green as blue', () => {
    // A NAIP backyard pool: bright, green and blue alike, red well below.
    const found = find(poolPainted([90, 175, 170]));
    expect(found.filter((o) => o.type === 'pool')).toHaveLength(1);
  });

  it('calls dark bluish water no pool: the shade of a hedge read as water', () => {
    // Shade under skylight: bluer than red and green, and far darker than the lit lawn.
    const found = find(poolPainted([22, 30, 44]));
    expect(found.filter((o) => o.type === 'pool')).toHaveLength(0);
    // A dark blue cover or liner is still a pool: plainly blue, near the lot's middle brightness.
    expect(find(poolPainted([40, 55, 110])).filter((o) => o.type === 'pool')).toHaveLength(1);
  });

  it('names a line of "other" a fence by its length, and a block of it an object by its area', () => {
    const things = Uint8Array.from(classes);
    // A fence a pixel wide, 12 m along the lawn and 3 m round a corner, and a 1.8 × 4.8 m car.
    for (let x = 10; x < 50; x++) things[140 * width + x] = OTHER;
    for (let y = 130; y < 140; y++) things[y * width + 49] = OTHER;
    for (let y = 70; y < 86; y++) for (let x = 130; x < 136; x++) things[y * width + x] = OTHER;
    const found = findObstacles({
      classes: things,
      confidence: new Uint8Array(n).fill(230),
      width,
      height,
      metresPerPixel: 0.3,
      parcelMask: new Uint8Array(n).fill(1),
      mowable: Uint8Array.from(things, (c) => (c === LAWN ? 1 : 0)),
      footprintKinds,
      bands,
    }).map((o) => o.description);
    expect(found).toContain('Fence or wall about 50 ft long beside the lawn');
    expect(found).toContain(
      'Object of about 90 sq ft on or beside the lawn (play equipment, vehicle or similar)',
    );
  });
});

describe('sizeClass', () => {
  it('uses the stated thresholds', () => {
    expect(sizeClass('tree', 19.9)).toBe('small');
    expect(sizeClass('tree', 20)).toBe('medium');
    expect(sizeClass('tree', 80)).toBe('large');
    expect(sizeClass('shed', 7)).toBe('small');
    expect(sizeClass('pool', 60)).toBe('large');
  });
});
