import type { RasterBands } from '../raster/geoRaster.ts';

/** Per band [red, green, blue, nir]. */
export type BandValues = [number, number, number, number];

/** Band centres in µm (NAIP-like sensor). */
const WAVELENGTH = { red: 0.66, green: 0.56, blue: 0.48, nir: 0.83 } as const;
/** Scattering falls with wavelength as λ^-2 in a moderately clear atmosphere (Chavez 1988). */
const SCATTERING_EXPONENT = 2;

/**
 * Improved dark-object subtraction (Chavez 1988). The darkest blue pixels (deep shadow,
 * water) should be near zero reflectance, so what they still show is haze; the other bands'
 * haze follows from a scattering model rather than from their own darkest pixels, which
 * are often not dark at all in a small image (a crop without a pool has no NIR-dark pixel).
 * Removing it makes band ratios such as NDVI hold in shadow as well as in sunlight.
 */
export function estimateHaze(bands: RasterBands): BandValues {
  const blue = Math.min(40, Math.max(0, percentile(bands.blue, 0.002) - 2));
  const scaled = (plane: Uint8Array | null, wavelength: number) => {
    if (!plane) return 0;
    const modelled = blue * (WAVELENGTH.blue / wavelength) ** SCATTERING_EXPONENT;
    return Math.min(modelled, Math.max(0, percentile(plane, 0.002) - 1));
  };
  return [
    scaled(bands.red, WAVELENGTH.red),
    scaled(bands.green, WAVELENGTH.green),
    blue,
    scaled(bands.nir, WAVELENGTH.nir),
  ];
}

function percentile(plane: Uint8Array, p: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < plane.length; i++) {
    const v = plane[i] ?? 0;
    histogram[v] = (histogram[v] ?? 0) + 1;
  }
  const target = p * plane.length;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] ?? 0;
    if (seen > target) return v;
  }
  return 255;
}
