import { area } from '@turf/area';
import { centroid } from '@turf/centroid';
import { polygon } from '@turf/helpers';
import type { ParcelInfo } from '@yardstick/core/schemas/analysis';
import { SQ_FT_PER_ACRE } from '@yardstick/core/units';
import { z } from 'zod';
import type { Position, Ring } from '../../geo/geojson.ts';
import { ringArea } from '../../geo/geojson.ts';
import { round, squareFeet } from '../../measure/units.ts';
import { ProviderHttp, type KeyedProviderOptions } from '../http/providerHttp.ts';
import { ParcelLookupUnavailableError } from '../providerErrors.ts';
import type { ParcelRecord, ParcelSource } from '../types.ts';

export const REGRID_BASE_URL = 'https://app.regrid.com';

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const ring = z.array(position).min(4);
/** Numbers Regrid may send as text (lat/lon are text columns). */
const numeric = z.union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())]).nullish();
const text = z.union([z.string(), z.number()]).nullish();

const featureSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
    z.object({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(z.array(ring).min(1)).min(1),
    }),
  ]),
  properties: z.object({
    fields: z
      .object({
        ll_uuid: text,
        parcelnumb: text,
        county: text,
        owner: text,
        landval: numeric,
        improvval: numeric,
        parval: numeric,
        ll_bldg_footprint_sqft: numeric,
        yearbuilt: numeric,
        usedesc: text,
        zoning_description: text,
        ll_gisacre: numeric,
        lat: numeric,
        lon: numeric,
      })
      .loose(),
  }),
});
const collection = z.object({ features: z.array(featureSchema) });
/** Client code reads `parcels.features`; an unofficial spec shows a bare FeatureCollection. */
const regridAnswer = z.union([z.object({ parcels: collection }), collection]);

export interface RegridOptions extends KeyedProviderOptions {
  /** Metres around the point to search: geocoded points often sit in the street. */
  radiusM?: number;
}

/** Regrid Parcel API v2: one parcel record by point (billing counts records, so limit=1). */
export class RegridParcelSource implements ParcelSource {
  readonly name = 'regrid';
  private readonly http: ProviderHttp;

  constructor(private readonly options: RegridOptions) {
    this.http = new ProviderHttp({
      provider: 'regrid',
      service: 'property boundary',
      unavailable: (o) => new ParcelLookupUnavailableError(o),
      timeoutMs: options.timeoutMs,
      logger: options.logger,
    });
  }

  async parcelAt(point: Position): Promise<ParcelRecord | null> {
    const url = new URL('/api/v2/parcels/point', this.options.baseUrl ?? REGRID_BASE_URL);
    url.searchParams.set('lat', String(point[1]));
    url.searchParams.set('lon', String(point[0]));
    url.searchParams.set('radius', String(this.options.radiusM ?? 10));
    url.searchParams.set('limit', '1');
    url.searchParams.set('token', this.options.token);
    const answer = await this.http.json(url, regridAnswer);
    const [feature] = 'parcels' in answer ? answer.parcels.features : answer.features;
    return feature ? toParcelRecord(feature) : null;
  }
}

type RegridFeature = z.infer<typeof featureSchema>;

function toParcelRecord(feature: RegridFeature): ParcelRecord {
  const f = feature.properties.fields;
  const outer = largestPolygon(feature.geometry);
  const lot = polygon(outer);
  const acreage = f.ll_gisacre ?? squareFeet(area(lot)) / SQ_FT_PER_ACRE;
  const [centreLon, centreLat] = centroid(lot).geometry.coordinates;
  const parcelId = String(f.parcelnumb ?? f.ll_uuid ?? feature.id ?? '');
  const info: ParcelInfo = {
    parcelId,
    county: textOrNull(f.county),
    owner: textOrNull(f.owner),
    marketValueLand: f.landval ?? null,
    marketValueImprovements: f.improvval ?? null,
    marketValueTotal: f.parval ?? null,
    buildingSqFt: f.ll_bldg_footprint_sqft ?? null,
    yearBuilt: f.yearbuilt ? Math.round(f.yearbuilt) : null,
    landUse: textOrNull(f.usedesc ?? f.zoning_description),
    acreage: round(acreage, 4),
    latitude: f.lat ?? centreLat ?? 0,
    longitude: f.lon ?? centreLon ?? 0,
    geometry: { type: 'Polygon', coordinates: outer },
    estimated: false,
  };
  return { key: `regrid:${String(f.ll_uuid ?? parcelId)}`, info };
}

/** The engine measures one polygon: a multi-part parcel keeps its largest part. */
function largestPolygon(geometry: RegridFeature['geometry']): Ring[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const asRings = polygons.map((rings) => rings.map((r) => r.map(([x, y]): Position => [x, y])));
  return asRings.reduce((best, p) => (ringArea(p[0] ?? []) > ringArea(best[0] ?? []) ? p : best));
}

function textOrNull(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s ? s : null;
}
