import { describe, expect, it } from 'vitest';
import { estimateHaze } from './haze.ts';

const n = 10_000;
/** A band whose darkest 1 % of pixels read `dark`. */
const band = (dark: number, bright: number) =>
  Uint8Array.from({ length: n }, (_, i) => (i < 100 ? dark : bright));

describe('estimateHaze', () => {
  it('reads the haze of blue and red from their darkest pixels, green between them', () => {
    const [red, green, blue] = estimateHaze({
      width: 100,
      height: 100,
      red: band(14, 120),
      green: band(20, 130),
      blue: band(26, 110),
      nir: band(9, 180),
    });
    expect(blue).toBe(24);
    expect(red).toBe(13);
    // Green follows the scattering model blue and red give, never more than its own dark pixels.
    expect(green).toBeGreaterThan(red);
    expect(green).toBeLessThan(blue);
    expect(green).toBeLessThanOrEqual(19);
  });

  it('scales blue haze to NIR by the scattering exponent the visible bands show', () => {
    const haze = (red: number, blue: number) =>
      estimateHaze({
        width: 100,
        height: 100,
        red: band(red, 120),
        green: band(Math.round((red + blue) / 2), 130),
        blue: band(blue, 110),
        nir: band(60, 180),
      });
    const [redClear, , blueClear, nirClear] = haze(14, 26);
    const [redHazy, , blueHazy, nirHazy] = haze(50, 82);
    const exponent = (r: number, b: number) => Math.log(b / r) / Math.log(0.66 / 0.48);
    expect(nirClear).toBeCloseTo(blueClear * (0.48 / 0.83) ** exponent(redClear, blueClear), 5);
    expect(nirHazy).toBeCloseTo(blueHazy * (0.48 / 0.83) ** exponent(redHazy, blueHazy), 5);
    // A hazy day scatters more evenly across wavelengths: NIR keeps a larger share of blue's haze.
    expect(nirHazy / blueHazy).toBeGreaterThan(nirClear / blueClear);
  });

  it('removes thick haze that a fixed cap would leave in the image', () => {
    const [, , blue] = estimateHaze({
      width: 100,
      height: 100,
      red: band(46, 150),
      green: band(62, 160),
      blue: band(79, 150),
      nir: null,
    });
    expect(blue).toBe(77);
  });

  it('never subtracts more than a band has in its dark pixels', () => {
    const [red] = estimateHaze({
      width: 50,
      height: 50,
      red: new Uint8Array(2500).fill(3),
      green: new Uint8Array(2500).fill(90),
      blue: new Uint8Array(2500).fill(40),
      nir: null,
    });
    expect(red).toBeLessThanOrEqual(2);
  });

  it('takes no haze off a view without a dark object, where the darkest pixels are its surface', () => {
    // A lawn and a paved strip in flat colours: the darkest blue is the lawn's, its median too.
    const lawnAndPaving = (lawn: number[], paving: number[]) => {
      const plane = (b: number) =>
        Uint8Array.from({ length: n }, (_, i) => (i % 100 < 75 ? lawn : paving)[b] ?? 0);
      return { width: 100, height: 100, red: plane(0), green: plane(1), blue: plane(2), nir: null };
    };
    expect(estimateHaze(lawnAndPaving([52, 96, 54], [180, 185, 178]))).toEqual([0, 0, 0, 0]);
    // The same lawn with a shadow's darkest 1 % in view: the shadow's light is airlight again.
    const shaded = lawnAndPaving([52, 96, 54], [180, 185, 178]);
    for (const plane of [shaded.red, shaded.green, shaded.blue]) plane.fill(12, 0, 100);
    expect(estimateHaze(shaded)[2]).toBe(10);
  });

  it('takes off less of the darkest pixels as they near the median, falling to none without a jump', () => {
    const blueHaze = (dark: number) =>
      estimateHaze({
        width: 100,
        height: 100,
        red: band(dark, 100),
        green: band(dark, 100),
        blue: band(dark, 100),
        nir: null,
      })[2];
    // Darkest pixels at 0.85 of the median and below are all airlight; from 0.95 up, none.
    expect(blueHaze(80)).toBe(78);
    expect(blueHaze(85)).toBe(83);
    expect(blueHaze(95)).toBe(0);
    expect(blueHaze(100)).toBe(0);
    const falling = Array.from({ length: 11 }, (_, k) => blueHaze(85 + k));
    for (let k = 1; k < falling.length; k++) {
      expect(falling[k]).toBeLessThan(falling[k - 1] ?? 0);
      // The whole of it falls over ten steps: no step takes much more than a tenth.
      expect((falling[k - 1] ?? 0) - (falling[k] ?? 0)).toBeLessThan(12);
    }
  });
});
