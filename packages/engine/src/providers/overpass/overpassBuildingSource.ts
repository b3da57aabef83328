import { z } from 'zod';
import { closeRing, type Position } from '../../geo/geojson.ts';
import type { LonLatBounds } from '../../geo/georeference.ts';
import type { FootprintKind } from '../../measure/footprintRaster.ts';
import { ProviderHttp, type ProviderLogger } from '../http/providerHttp.ts';
import { BuildingOutlinesUnavailableError } from '../providerErrors.ts';
import type { BuildingFootprint, BuildingSource } from '../types.ts';

export const OVERPASS_BASE_URL = 'https://overpass-api.de';

const overpassAnswer = z.object({
  elements: z.array(
    z.object({
      type: z.string(),
      id: z.number(),
      tags: z.record(z.string(), z.string()).optional(),
      geometry: z.array(z.object({ lat: z.number(), lon: z.number() })).optional(),
    }),
  ),
});

/** OSM `building=*` values to the engine's footprint kinds; anything else is a plain building. */
const KIND_BY_TAG: Record<string, FootprintKind> = {
  house: 'house',
  detached: 'house',
  residential: 'house',
  semidetached_house: 'house',
  bungalow: 'house',
  terrace: 'house',
  garage: 'garage',
  garages: 'garage',
  carport: 'garage',
  shed: 'shed',
  hut: 'shed',
  greenhouse: 'shed',
  commercial: 'commercial',
  retail: 'commercial',
  office: 'commercial',
  industrial: 'commercial',
  warehouse: 'commercial',
};

export interface OverpassOptions {
  baseUrl?: string;
  timeoutMs?: number;
  logger?: ProviderLogger;
}

/** Building footprints from OpenStreetMap (© OpenStreetMap contributors, ODbL) via Overpass. */
export class OverpassBuildingSource implements BuildingSource {
  readonly name = 'overpass';
  private readonly http: ProviderHttp;

  constructor(private readonly options: OverpassOptions = {}) {
    this.http = new ProviderHttp({
      provider: 'overpass',
      service: 'building outline',
      unavailable: (o) => new BuildingOutlinesUnavailableError(o),
      timeoutMs: options.timeoutMs,
      logger: options.logger,
    });
  }

  async footprintsIn(bounds: LonLatBounds): Promise<BuildingFootprint[]> {
    const { south, west, north, east } = bounds;
    const box = [south, west, north, east].map((v) => v.toFixed(7)).join(',');
    const query = `[out:json][timeout:25];way["building"](${box});out geom;`;
    const url = new URL('/api/interpreter', this.options.baseUrl ?? OVERPASS_BASE_URL);
    const answer = await this.http.json(url, overpassAnswer, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: query }).toString(),
    });
    const footprints: BuildingFootprint[] = [];
    for (const element of answer.elements) {
      if (element.type !== 'way' || !element.geometry) continue;
      const ring = closeRing(element.geometry.map((p): Position => [p.lon, p.lat]));
      // A closed ring needs three distinct corners.
      if (ring.length < 4) continue;
      const tag = element.tags?.building ?? 'yes';
      footprints.push({
        kind: KIND_BY_TAG[tag] ?? 'building',
        polygon: { type: 'Polygon', coordinates: [ring] },
      });
    }
    return footprints;
  }
}
