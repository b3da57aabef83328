import { ImageryUnavailableError } from '../../errors.ts';
import { centreLatitude, metresPerDegree, type LonLatBounds } from '../../geo/georeference.ts';
import { ProviderHttp, type KeyedProviderOptions } from '../http/providerHttp.ts';
import { decodeImage, ImageDecodeFailure } from '../imagery/decodeImage.ts';
import type { ImagerySource, ImageryTile } from '../types.ts';
import { MAPBOX_BASE_URL } from './mapboxGeocoder.ts';

export const MAPBOX_IMAGERY_ATTRIBUTION = '© Mapbox © Maxar';

/** Static Images zoom is on 512 px tiles: metres per logical pixel at the equator, zoom 0. */
const MPP_ZOOM_0 = 78271.517;
const MAX_LOGICAL_PX = 1280;
/** Zoom 18 gives about 0.11 m per @2x pixel at 40°N: finer only costs time. */
const MAX_ZOOM = 18;

export type MapboxImageryOptions = KeyedProviderOptions;

/**
 * Mapbox satellite-v9 via the Static Images API, centred on the bounds at the finest zoom
 * (≤ 18) that fits them in 1280 logical px, fetched @2x. Mapbox's logo and attribution are
 * left off the image, so the attribution must be shown beside it.
 */
export class MapboxImagerySource implements ImagerySource {
  readonly name = 'mapbox';
  private readonly http: ProviderHttp;

  constructor(private readonly options: MapboxImageryOptions) {
    this.http = new ProviderHttp({
      provider: 'mapbox-static',
      service: 'aerial imagery',
      unavailable: (o) => new ImageryUnavailableError('the imagery service did not answer', o),
      timeoutMs: options.timeoutMs ?? 15_000,
      logger: options.logger,
    });
  }

  async imagery(bounds: LonLatBounds): Promise<ImageryTile> {
    const view = staticView(bounds);
    const position = `${view.lon.toFixed(7)},${view.lat.toFixed(7)},${view.zoom.toFixed(2)},0`;
    const path = `/styles/v1/mapbox/satellite-v9/static/${position}/${view.width}x${view.height}@2x`;
    const url = new URL(path, this.options.baseUrl ?? MAPBOX_BASE_URL);
    url.searchParams.set('access_token', this.options.token);
    url.searchParams.set('attribution', 'false');
    url.searchParams.set('logo', 'false');
    const { body } = await this.http.bytes(url);
    const size = { width: view.width * 2, height: view.height * 2 };
    try {
      const bands = await decodeImage(body, size);
      return {
        raster: { ...bands, georef: { bounds: view.bounds, ...size } },
        source: 'Mapbox Satellite',
        attribution: MAPBOX_IMAGERY_ATTRIBUTION,
        captureDate: null,
      };
    } catch (error) {
      if (!(error instanceof ImageDecodeFailure)) throw error;
      throw new ImageryUnavailableError('the imagery could not be read', { cause: error });
    }
  }
}

export interface StaticView {
  lon: number;
  lat: number;
  zoom: number;
  /** Logical pixels (the image is twice this at @2x). */
  width: number;
  height: number;
  /** What the image covers. */
  bounds: LonLatBounds;
  /** Ground metres per physical (@2x) pixel. */
  metresPerPixel: number;
}

/** The Web Mercator view covering `bounds`: mpp = 78271.517 · cos(lat) / 2^zoom per logical px. */
export function staticView(bounds: LonLatBounds): StaticView {
  const lat = centreLatitude(bounds);
  const lon = (bounds.west + bounds.east) / 2;
  const perDegree = metresPerDegree(lat);
  const widthM = (bounds.east - bounds.west) * perDegree.lon;
  const heightM = (bounds.north - bounds.south) * perDegree.lat;
  const equatorMpp = MPP_ZOOM_0 * Math.cos((lat * Math.PI) / 180);
  const fitZoom = Math.log2((equatorMpp * MAX_LOGICAL_PX) / Math.max(widthM, heightM, 1));
  const zoom = Math.min(MAX_ZOOM, Math.floor(fitZoom * 100) / 100);
  const mpp = equatorMpp / 2 ** zoom;
  const width = Math.min(MAX_LOGICAL_PX, Math.ceil(widthM / mpp));
  const height = Math.min(MAX_LOGICAL_PX, Math.ceil(heightM / mpp));
  const halfLon = (width * mpp) / 2 / perDegree.lon;
  const halfLat = (height * mpp) / 2 / perDegree.lat;
  return {
    lon,
    lat,
    zoom,
    width,
    height,
    bounds: {
      west: lon - halfLon,
      east: lon + halfLon,
      south: lat - halfLat,
      north: lat + halfLat,
    },
    metresPerPixel: mpp / 2,
  };
}
