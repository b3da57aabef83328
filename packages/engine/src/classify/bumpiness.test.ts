import { describe, expect, it } from 'vitest';
import { hash2, valueNoise } from '../demoRegion/valueNoise.ts';
import { bumpiness } from './bumpiness.ts';

const size = 48;
const plane = (value: (x: number, y: number) => number) => {
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) out[y * size + x] = value(x, y);
  return out;
};
const centre = (p: Float32Array) => p[(size / 2) * size + size / 2] ?? 0;

describe('bumpiness', () => {
  it('is zero on flat ground and on a straight step (a shadow or roof edge)', () => {
    expect(
      centre(
        bumpiness(
          plane(() => 120),
          size,
          size,
          3,
        ),
      ),
    ).toBe(0);
    expect(
      centre(
        bumpiness(
          plane((x) => (x < size / 2 ? 40 : 200)),
          size,
          size,
          3,
        ),
      ),
    ).toBe(0);
  });

  it('is several times higher on leaf clumps than on finely grained grass', () => {
    const clumps = centre(
      bumpiness(
        plane((x, y) => 120 * (0.6 + 0.8 * valueNoise(x / 3, y / 3, 5))),
        size,
        size,
        3,
      ),
    );
    const grass = centre(
      bumpiness(
        plane((x, y) => 120 * (0.96 + 0.08 * hash2(x, y, 9))),
        size,
        size,
        3,
      ),
    );
    expect(clumps).toBeGreaterThan(0.002);
    expect(clumps).toBeGreaterThan(4 * grass);
  });
});
