import { describe, expect, it } from 'vitest';
import { estimateHaze } from './haze.ts';

describe('estimateHaze', () => {
  it('reads the haze in blue from the darkest pixels and scales it to the other bands by wavelength', () => {
    const n = 10_000;
    const band = (dark: number, bright: number) =>
      Uint8Array.from({ length: n }, (_, i) => (i < 100 ? dark : bright));
    const [red, green, blue, nir] = estimateHaze({
      width: 100,
      height: 100,
      red: band(14, 120),
      green: band(20, 130),
      blue: band(26, 110),
      nir: band(9, 180),
    });
    expect(blue).toBe(24);
    expect(red).toBeCloseTo(24 * (0.48 / 0.66) ** 2, 5);
    expect(green).toBeCloseTo(24 * (0.48 / 0.56) ** 2, 5);
    expect(nir).toBeLessThanOrEqual(8);
  });

  it('never subtracts more than a band has in its dark pixels', () => {
    const n = 2500;
    const [red] = estimateHaze({
      width: 50,
      height: 50,
      red: new Uint8Array(n).fill(3),
      green: new Uint8Array(n).fill(90),
      blue: new Uint8Array(n).fill(40),
      nir: null,
    });
    expect(red).toBeLessThanOrEqual(2);
  });
});
