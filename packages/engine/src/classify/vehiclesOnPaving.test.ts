import { describe, expect, it } from 'vitest';
import { LAWN, OTHER, PAVEMENT } from '../landClasses.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import type { ClassMap } from './classifyPixels.ts';
import { hasGlassBands, vehiclesOnPaving } from './vehiclesOnPaving.ts';

const WIDTH = 40;
const HEIGHT = 40;
type Rgb = readonly [number, number, number];
type Rect = readonly [number, number, number, number];

/** A scene at 0.3 m a pixel: lawn, with rectangles [x0, y0, x1, y1) painted and classed. */
function scene(...parts: { rect: Rect; rgb: Rgb; landClass: number }[]) {
  const n = WIDTH * HEIGHT;
  const bands: RasterBands = {
    width: WIDTH,
    height: HEIGHT,
    red: new Uint8Array(n).fill(70),
    green: new Uint8Array(n).fill(110),
    blue: new Uint8Array(n).fill(50),
    nir: null,
  };
  const map: ClassMap = {
    width: WIDTH,
    height: HEIGHT,
    classes: new Uint8Array(n).fill(LAWN),
    confidence: new Uint8Array(n).fill(200),
  };
  for (const { rect, rgb, landClass } of parts) {
    const [x0, y0, x1, y1] = rect;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * WIDTH + x;
        [bands.red[i], bands.green[i], bands.blue[i]] = rgb;
        map.classes[i] = landClass;
      }
    }
  }
  return { bands, map };
}

const CONCRETE: Rgb = [160, 163, 165];
const DRIVE = { rect: [10, 2, 22, 38], rgb: CONCRETE, landClass: PAVEMENT } as const;

/** A car 6 × 16 pixels (1.8 × 4.8 m) along y from (x, y), with its windscreen and rear window. */
function car(x: number, y: number, body: Rgb, glass: Rgb = [70, 72, 75]) {
  return [
    { rect: [x, y, x + 6, y + 16] as Rect, rgb: body, landClass: PAVEMENT },
    { rect: [x, y + 4, x + 6, y + 6] as Rect, rgb: glass, landClass: PAVEMENT },
    { rect: [x, y + 11, x + 6, y + 13] as Rect, rgb: glass, landClass: PAVEMENT },
  ];
}

const count = (map: ClassMap, landClass: number) =>
  map.classes.reduce((k, c) => k + (c === landClass ? 1 : 0), 0);

describe('cars parked on paving', () => {
  it('makes a white car on a concrete drive "other", glass and all, and leaves the drive paving', () => {
    const { bands, map } = scene(DRIVE, ...car(13, 10, [250, 250, 250]));
    vehiclesOnPaving(map, bands, 0.3);
    expect(count(map, OTHER)).toBe(6 * 16);
    for (let y = 10; y < 26; y++)
      for (let x = 13; x < 19; x++) expect(map.classes[y * WIDTH + x]).toBe(OTHER);
    expect(count(map, PAVEMENT)).toBe(12 * 36 - 6 * 16);
  });

  it('given the lot, looks round the lot’s paving only: its car is found, one on a drive beyond it is not', () => {
    const neighbours = { rect: [28, 2, 38, 38], rgb: CONCRETE, landClass: PAVEMENT } as const;
    const { bands, map } = scene(
      DRIVE,
      neighbours,
      ...car(13, 10, [250, 250, 250]),
      ...car(30, 10, [250, 250, 250]),
    );
    const lot = new Uint8Array(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < 24; x++) lot[y * WIDTH + x] = 1;
    vehiclesOnPaving(map, bands, 0.3, lot);
    expect(count(map, OTHER)).toBe(6 * 16);
    expect(map.classes[18 * WIDTH + 15]).toBe(OTHER);
    expect(map.classes[18 * WIDTH + 32]).toBe(PAVEMENT);
  });

  it('finds a dark blue car, which the pixel rules read partly as water', () => {
    const { bands, map } = scene(DRIVE, ...car(13, 10, [30, 45, 95], [20, 22, 25]));
    vehiclesOnPaving(map, bands, 0.3);
    expect(count(map, OTHER)).toBe(6 * 16);
  });

  it('keeps a patch of pavers of a car’s size but without glass as paving', () => {
    const pavers = { rect: [13, 10, 19, 26], rgb: [170, 120, 90], landClass: PAVEMENT } as const;
    const { bands, map } = scene(DRIVE, pavers);
    vehiclesOnPaving(map, bands, 0.3);
    expect(count(map, OTHER)).toBe(0);
  });

  it('keeps a bright walk along a dark street as paving', () => {
    const street = { rect: [0, 20, 40, 40], rgb: [80, 84, 90], landClass: PAVEMENT } as const;
    const walk = { rect: [0, 15, 40, 20], rgb: [205, 205, 200], landClass: PAVEMENT } as const;
    const { bands, map } = scene(street, walk);
    vehiclesOnPaving(map, bands, 0.3);
    expect(count(map, OTHER)).toBe(0);
  });

  it('finds a black car on a concrete drive, as dark as shade but with a car’s shape and glass', () => {
    const { bands, map } = scene(DRIVE, ...car(13, 10, [48, 50, 54], [12, 13, 14]));
    vehiclesOnPaving(map, bands, 0.3);
    expect(count(map, OTHER)).toBe(6 * 16);
  });

  it('keeps the shade of a tree on the drive as paving', () => {
    const { bands, map } = scene(DRIVE);
    for (let y = 8; y < 30; y++)
      for (let x = 10; x < 22; x++)
        if (Math.hypot(x - 16, y - 18) < 7) {
          const i = y * WIDTH + x;
          [bands.red[i], bands.green[i], bands.blue[i]] = [55, 58, 64];
        }
    vehiclesOnPaving(map, bands, 0.3);
    expect(count(map, OTHER)).toBe(0);
  });

  it('leaves a black car on dark asphalt, which stands out from nothing, as paving', () => {
    const asphalt = { ...DRIVE, rgb: [60, 62, 66] as Rgb };
    const { bands, map } = scene(asphalt, ...car(13, 10, [55, 57, 60], [40, 41, 43]));
    vehiclesOnPaving(map, bands, 0.3);
    expect(count(map, OTHER)).toBe(0);
  });
});

describe('glass bands along a car', () => {
  const body = 200;
  const glass = 90;
  const along = (...dark: number[]) =>
    Array.from({ length: 16 }, (_, k) => (dark.includes(k) ? glass : body));

  it('sees a windscreen and a rear window inside the car, apart by a quarter to three fifths of it', () => {
    expect(hasGlassBands(along(4, 5, 11, 12))).toBe(true);
  });

  it('sees them past the car’s shadow at one end, and a rear window ending a piece cut short', () => {
    expect(hasGlassBands(along(0, 4, 5, 11, 12))).toBe(true);
    expect(hasGlassBands(along(5, 6, 14, 15))).toBe(true);
  });

  it('sees no car in one dark band, three, two close together or a dark half', () => {
    expect(hasGlassBands(along(4, 5))).toBe(false);
    expect(hasGlassBands(along(3, 7, 11))).toBe(false);
    expect(hasGlassBands(along(6, 8))).toBe(false);
    expect(hasGlassBands(along(0, 1, 2, 3, 4, 5, 6, 7))).toBe(false);
  });
});
