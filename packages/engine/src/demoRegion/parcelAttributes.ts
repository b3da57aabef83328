import type { ParcelInfo } from '@yardstick/core/schemas/analysis';
import { SQ_FT_PER_M2 } from '@yardstick/core/units';
import type { PolygonGeometry, Position } from '../geo/geojson.ts';
import { businessName, ownerName } from './names.ts';
import type { Random } from './random.ts';
import type { LotPlan } from './scene.ts';

const M2_PER_ACRE = 4046.8564224;
const ERA_START_YEARS = [1956, 1965, 1976, 1987, 1998, 2008];

export interface LotFacts {
  lot: LotPlan;
  geometry: PolygonGeometry;
  centroid: Position;
  areaM2: number;
  /** Living area footprint and storeys; for commercial lots the building footprint and 1. */
  building: { footprintM2: number; storeys: number } | null;
}

/** County-assessor style attributes that follow from the lot's size, buildings and era. */
export function parcelAttributes(random: Random, regionTag: string, facts: LotFacts): ParcelInfo {
  const { lot, building } = facts;
  const commercial = lot.kind === 'commercial';
  const lotSqFt = facts.areaM2 * SQ_FT_PER_M2;
  const buildingSqFt = building
    ? Math.round((building.footprintM2 * building.storeys * SQ_FT_PER_M2) / 10) * 10
    : null;
  const land = roundTo(lotSqFt * random.range(commercial ? 9 : 3.5, commercial ? 15 : 6.5), 100);
  const improvements = buildingSqFt
    ? roundTo(buildingSqFt * random.range(commercial ? 95 : 115, commercial ? 150 : 190), 100)
    : 0;
  const yearBuilt = commercial
    ? random.int(1984, 2016)
    : (ERA_START_YEARS[lot.era] ?? 1990) + random.int(0, 8);
  return {
    parcelId: `FV${regionTag}-${String(lot.index + 1).padStart(4, '0')}`,
    county: 'Johnson County',
    owner: commercial ? businessName(random) : ownerName(random),
    marketValueLand: land,
    marketValueImprovements: improvements,
    marketValueTotal: land + improvements,
    buildingSqFt,
    yearBuilt,
    landUse: commercial ? 'commercial' : 'residential',
    acreage: Math.round((facts.areaM2 / M2_PER_ACRE) * 1000) / 1000,
    latitude: facts.centroid[1],
    longitude: facts.centroid[0],
    geometry: facts.geometry,
    estimated: false,
  };
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
