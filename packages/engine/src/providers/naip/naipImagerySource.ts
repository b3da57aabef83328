import { z } from 'zod';
import { ImageryUnavailableError } from '../../errors.ts';
import { pixelSizeMetres, type LonLatBounds } from '../../geo/georeference.ts';
import { ProviderHttp, type ProviderLogger } from '../http/providerHttp.ts';
import { decodeImage, ImageDecodeFailure } from '../imagery/decodeImage.ts';
import type { ImagerySource, ImageryTile } from '../types.ts';

export const NAIP_BASE_URL =
  'https://imagery.nationalmap.gov/arcgis/rest/services/USGSNAIPImagery/ImageServer';
export const NAIP_ATTRIBUTION = 'USDA NAIP imagery via USGS The National Map';

/** The service's export limit (maxImageWidth/Height). */
const MAX_PIXELS = 4000;

/** ArcGIS often reports errors as HTTP 200 with this body instead of an image. */
const arcgisError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

export interface NaipOptions {
  baseUrl?: string;
  /** Ground resolution to ask for; recent NAIP is 0.6 m (some states 0.3 m). */
  metresPerPixel?: number;
  timeoutMs?: number;
  logger?: ProviderLogger;
}

/**
 * USGS The National Map NAIP image service (public domain, no key): exportImage in
 * EPSG:4326 so the pixel grid is linear in lon/lat (the engine's GeoReference), bands
 * R, G, B and NIR as an 8-bit TIFF. The export does not report a capture date.
 */
export class NaipImagerySource implements ImagerySource {
  readonly name = 'naip';
  private readonly http: ProviderHttp;

  constructor(private readonly options: NaipOptions = {}) {
    this.http = new ProviderHttp({
      provider: 'naip',
      service: 'aerial imagery',
      unavailable: (o) => new ImageryUnavailableError('the imagery service did not answer', o),
      timeoutMs: options.timeoutMs ?? 15_000,
      logger: options.logger,
    });
  }

  async imagery(bounds: LonLatBounds): Promise<ImageryTile> {
    const size = exportSize(bounds, this.options.metresPerPixel ?? 0.6);
    const url = new URL(`${this.options.baseUrl ?? NAIP_BASE_URL}/exportImage`);
    const params = {
      bbox: [bounds.west, bounds.south, bounds.east, bounds.north].join(','),
      bboxSR: '4326',
      imageSR: '4326',
      size: `${size.width},${size.height}`,
      format: 'tiff',
      pixelType: 'U8',
      bandIds: '0,1,2,3',
      interpolation: 'RSP_BilinearInterpolation',
      adjustAspectRatio: 'false',
      f: 'image',
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const { body, contentType } = await this.http.bytes(url);
    if (contentType.includes('json') || body[0] === 0x7b) throw unavailableFrom(body);
    try {
      const bands = await decodeImage(body, size);
      return {
        raster: { ...bands, georef: { bounds, width: size.width, height: size.height } },
        source: 'USDA NAIP (USGS The National Map)',
        attribution: NAIP_ATTRIBUTION,
        captureDate: null,
      };
    } catch (error) {
      if (!(error instanceof ImageDecodeFailure)) throw error;
      throw new ImageryUnavailableError('the imagery could not be read', { cause: error });
    }
  }
}

/** Pixels that give about `metresPerPixel` over the bounds, within the service's limit. */
export function exportSize(
  bounds: LonLatBounds,
  metresPerPixel: number,
): { width: number; height: number } {
  const perDegree = pixelSizeMetres({ bounds, width: 1, height: 1 });
  const pixels = (metres: number) =>
    Math.max(1, Math.min(MAX_PIXELS, Math.round(metres / metresPerPixel)));
  return { width: pixels(perDegree.x), height: pixels(perDegree.y) };
}

function unavailableFrom(body: Buffer): ImageryUnavailableError {
  let message = 'the service answered with an error';
  try {
    const parsed = arcgisError.safeParse(JSON.parse(body.toString('utf8')));
    if (parsed.success) message = parsed.data.error.message ?? message;
  } catch {
    // Not JSON after all: keep the generic message.
  }
  return new ImageryUnavailableError('there is no aerial imagery for this location', {
    cause: new Error(message),
  });
}
