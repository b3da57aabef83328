import sharp from 'sharp';
import {
  boundsOfPositions,
  expandBounds,
  lonLatToPixel,
  pixelSizeMetres,
  type LonLatBounds,
} from '../geo/georeference.ts';
import type { PolygonGeometry, Position } from '../geo/geojson.ts';
import type { FootprintKind } from '../measure/footprintRaster.ts';
import type { Providers } from '../providers/types.ts';
import { interleave } from '../render/mapImage.ts';

/** Imagery fetched around the parcel, so canopy and paving at the lot line are seen whole. */
export const IMAGERY_MARGIN_M = 12;

/** What an analysis of this lot asks the imagery and building sources for. */
export function imageryBoundsOfLot(lot: PolygonGeometry): LonLatBounds {
  return expandBounds(boundsOfPositions(lot.coordinates.flat()), IMAGERY_MARGIN_M);
}

/** The imagery an analysis classified, lossless, with what is needed to measure it again. */
export interface LotImagery {
  /** The raw raster's red, green and blue as a PNG, one pixel per imagery pixel. */
  png: Buffer;
  /** The near-infrared band as a grey PNG, when the source has one. */
  nirPng: Buffer | null;
  width: number;
  height: number;
  bounds: LonLatBounds;
  metresPerPixel: number;
  source: string;
  captureDate: string | null;
  /** The demo region's painted imagery: measured again with the pixel classifier (classifyImage). */
  painted: boolean;
  /** Building footprints in this image's pixel coordinates. */
  footprints: { kind: FootprintKind; rings: Position[][] }[];
  /** Where a lon/lat lies in this image, in pixels, as the analysis projected it. */
  toPixel: (position: Position) => Position;
}

/**
 * The imagery and building outlines an analysis of this lot measured, fetched again from the
 * providers with the bounds the analysis asked for: the stored editor photo is a shrunk JPEG,
 * whose blur and colour shifts the classifier reads as more lawn.
 */
export async function fetchLotImagery(
  lot: PolygonGeometry,
  providers: Pick<Providers, 'imagery' | 'buildings'>,
): Promise<LotImagery> {
  const bounds = imageryBoundsOfLot(lot);
  const [tile, footprints] = await Promise.all([
    providers.imagery.imagery(bounds),
    providers.buildings.footprintsIn(bounds),
  ]);
  const { raster } = tile;
  const { georef, width, height } = raster;
  const toPixel = ([lon = 0, lat = 0]: Position): Position => lonLatToPixel(georef, lon, lat);
  const size = pixelSizeMetres(georef);
  const [png, nirPng] = await Promise.all([
    sharp(interleave(raster), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
    raster.nir
      ? sharp(Buffer.from(raster.nir), { raw: { width, height, channels: 1 } })
          .png()
          .toBuffer()
      : null,
  ]);
  return {
    png,
    nirPng,
    width,
    height,
    bounds: { ...georef.bounds },
    metresPerPixel: (size.x + size.y) / 2,
    source: tile.source,
    captureDate: tile.captureDate,
    painted: tile.painted ?? false,
    footprints: footprints.map(({ kind, polygon }) => ({
      kind,
      rings: polygon.coordinates.map((ring) => ring.map(toPixel)),
    })),
    toPixel,
  };
}
