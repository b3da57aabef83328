import { histogram, percentile } from './levels.ts';
import type { RasterBands } from '../raster/geoRaster.ts';

/** Per band [red, green, blue, nir]. */
export type BandValues = [number, number, number, number];

/** Band centres in µm (NAIP-like sensor). */
const WAVELENGTH = { red: 0.66, green: 0.56, blue: 0.48, nir: 0.83 } as const;
/**
 * Scattering falls with wavelength as λ^-k: k near 4 in very clear air, 2 in a moderately
 * clear one, 0.5–1 in haze (Chavez 1988). The scene's own k is read from its dark objects.
 */
const SCATTERING_EXPONENT = { default: 2, min: 0.5, max: 4 } as const;
/** Airlight above this in blue would leave nothing of the scene to read. */
const MAX_BLUE_HAZE = 160;
/**
 * The darkest blue (0.2 %) over the median blue, below which the darkest pixels are a dark
 * object (shadow, water, a dark roof) and all of their light is airlight, and above which
 * none is: a view without a dark object (one flat lawn, a crop of one roof) reads its darkest
 * pixels near its median, and they are its surface. Photographs and painted scenes read at
 * most 0.79 (471 training scenes, 68 windows of the real tiles).
 */
const DARK_OBJECT_RATIO = { full: 0.85, none: 0.95 } as const;

/**
 * Improved dark-object subtraction (Chavez 1988). The darkest pixels of a visible band (deep
 * shadow, water, dark roofs) should be near zero reflectance, so what they still show is
 * airlight. Blue and red give the scene's scattering exponent, so a hazy day (little fall
 * with wavelength) is told from a clear one; NIR's haze follows from that model rather than
 * from its own darkest pixel, which is often not dark at all in a small image (a crop
 * without a pool has no NIR-dark pixel). Removing it makes band ratios such as NDVI, and
 * relative textures, hold in haze and in shadow as well as in clear sunlight. A view with no
 * dark object in it has nothing to read airlight from, and none is taken off.
 */
export function estimateHaze(bands: RasterBands): BandValues {
  const blueLevels = histogram(bands.blue);
  const darkestBlue = percentile(blueLevels, 0.002);
  const share = darkObjectShare(darkestBlue / Math.max(1, percentile(blueLevels, 0.5)));
  const blue = share * Math.min(MAX_BLUE_HAZE, Math.max(0, darkestBlue - 2));
  const darkObject = (plane: Uint8Array) =>
    share * Math.max(0, percentile(histogram(plane), 0.002) - 1);
  const redDark = darkObject(bands.red);
  const exponent =
    redDark > 0 && blue > redDark
      ? Math.min(
          SCATTERING_EXPONENT.max,
          Math.max(
            SCATTERING_EXPONENT.min,
            Math.log(blue / redDark) / Math.log(WAVELENGTH.red / WAVELENGTH.blue),
          ),
        )
      : SCATTERING_EXPONENT.default;
  const scaled = (plane: Uint8Array | null, wavelength: number) => {
    if (!plane) return 0;
    const modelled = blue * (WAVELENGTH.blue / wavelength) ** exponent;
    return Math.min(modelled, darkObject(plane));
  };
  return [
    scaled(bands.red, WAVELENGTH.red),
    scaled(bands.green, WAVELENGTH.green),
    blue,
    scaled(bands.nir, WAVELENGTH.nir),
  ];
}

/** 1 where the darkest pixels stand well below the median, 0 where they are the median's. */
function darkObjectShare(ratio: number): number {
  const { full, none } = DARK_OBJECT_RATIO;
  return Math.min(1, Math.max(0, (none - ratio) / (none - full)));
}

/** The bands with their airlight removed (never below 0); `nir` null when there is none. */
export interface HazeFreeBands {
  red: Float32Array;
  green: Float32Array;
  blue: Float32Array;
  nir: Float32Array | null;
}

export function removeHaze(bands: RasterBands): HazeFreeBands {
  const [hr, hg, hb, hn] = estimateHaze(bands);
  // A plain loop: Float32Array.from with a mapper runs the iterator protocol per pixel.
  const clear = (plane: Uint8Array, haze: number) => {
    const out = new Float32Array(plane.length);
    for (let i = 0; i < plane.length; i++) out[i] = Math.max(0, (plane[i] ?? 0) - haze);
    return out;
  };
  return {
    red: clear(bands.red, hr),
    green: clear(bands.green, hg),
    blue: clear(bands.blue, hb),
    nir: bands.nir ? clear(bands.nir, hn) : null,
  };
}
