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
});
