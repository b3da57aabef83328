/**
 * Where the map image of an analysis is served. Besides the full image there is a small
 * variant for phones (WebP, a fraction of the bytes): it reads the same on a small screen,
 * while larger screens keep the lossless full image.
 */

export const MAP_IMAGE_ROUTE = '/api/green-overlay-image';

export const MAP_IMAGE_VARIANTS = ['small'] as const;
export type MapImageVariant = (typeof MAP_IMAGE_VARIANTS)[number];

/** The small variant is at most this wide and tall, and at most this heavy. */
export const SMALL_MAP_IMAGE_MAX_SIDE_PX = 600;
export const SMALL_MAP_IMAGE_MAX_BYTES = 150 * 1024;
export const SMALL_MAP_IMAGE_TYPE = 'image/webp';

/** Viewports where the small variant is shown (a `<source media>`): phones. */
export const SMALL_MAP_IMAGE_MEDIA = '(max-width: 640px)';

export function mapImagePath(analysisId: string, variant?: MapImageVariant): string {
  const query = `analysisId=${encodeURIComponent(analysisId)}`;
  return `${MAP_IMAGE_ROUTE}?${query}${variant ? `&variant=${variant}` : ''}`;
}
