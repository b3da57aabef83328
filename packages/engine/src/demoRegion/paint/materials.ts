import type { PavementMaterial, RoofMaterial, SoilMaterial, WaterMaterial } from '../scene.ts';

/**
 * Surface reflectance in red, green, blue and near-infrared (0–1), from typical published
 * spectra: vegetation is dark in red and bright in NIR, water is dark in NIR, dry grass
 * keeps part of its NIR, mulch and soil do not.
 */
export type Spectrum = readonly [number, number, number, number];

export const GRASS_HEALTHY: Spectrum = [0.06, 0.115, 0.045, 0.46];
export const GRASS_DRY: Spectrum = [0.17, 0.165, 0.1, 0.36];
export const LEAF_DECIDUOUS: Spectrum = [0.045, 0.088, 0.036, 0.42];
export const LEAF_CONIFER: Spectrum = [0.035, 0.062, 0.036, 0.29];
export const LEAF_SHRUB: Spectrum = [0.05, 0.095, 0.04, 0.4];

export const PAVEMENT: Record<PavementMaterial, Spectrum> = {
  asphalt: [0.075, 0.075, 0.08, 0.095],
  'old-asphalt': [0.15, 0.148, 0.145, 0.175],
  concrete: [0.3, 0.29, 0.27, 0.33],
  'old-concrete': [0.23, 0.222, 0.205, 0.26],
  pavers: [0.25, 0.17, 0.13, 0.3],
  deck: [0.27, 0.2, 0.14, 0.32],
  'sport-court': [0.1, 0.17, 0.11, 0.14],
};

export const SOIL: Record<SoilMaterial, Spectrum> = {
  'mulch-brown': [0.15, 0.1, 0.07, 0.19],
  'mulch-red': [0.21, 0.09, 0.06, 0.23],
  'mulch-black': [0.065, 0.06, 0.055, 0.085],
  soil: [0.22, 0.17, 0.12, 0.26],
  garden: [0.12, 0.09, 0.07, 0.15],
};

export const WATER: Record<WaterMaterial, Spectrum> = {
  pool: [0.04, 0.2, 0.28, 0.02],
  'pool-cover-grey': [0.17, 0.2, 0.26, 0.2],
  'pool-cover-blue': [0.05, 0.08, 0.17, 0.08],
  pond: [0.05, 0.075, 0.06, 0.03],
};

export const ROOF: Record<RoofMaterial, Spectrum> = {
  'shingle-grey': [0.13, 0.13, 0.135, 0.15],
  'shingle-dark': [0.07, 0.07, 0.075, 0.085],
  'shingle-brown': [0.16, 0.12, 0.09, 0.18],
  shake: [0.21, 0.175, 0.14, 0.25],
  'tile-red': [0.3, 0.13, 0.09, 0.35],
  'metal-green': [0.08, 0.16, 0.11, 0.15],
  'shingle-light': [0.28, 0.28, 0.275, 0.3],
  'membrane-white': [0.62, 0.63, 0.63, 0.6],
  'membrane-tan': [0.4, 0.36, 0.3, 0.4],
};

export const FENCE_WOOD: Spectrum = [0.3, 0.22, 0.15, 0.35];
export const FENCE_VINYL: Spectrum = [0.66, 0.66, 0.64, 0.66];
export const FENCE_CHAIN: Spectrum = [0.35, 0.35, 0.36, 0.35];
export const ROAD_PAINT: Spectrum = [0.6, 0.6, 0.58, 0.58];
export const TRAMPOLINE_MAT: Spectrum = [0.03, 0.03, 0.035, 0.04];
export const TRAMPOLINE_PAD: Spectrum = [0.05, 0.12, 0.33, 0.1];
export const CAR_GLASS: Spectrum = [0.04, 0.045, 0.05, 0.05];
export const HVAC_UNIT: Spectrum = [0.45, 0.46, 0.46, 0.45];
