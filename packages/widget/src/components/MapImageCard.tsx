import { MAP_IMAGE_MAX_SIZE_PX, MAP_MIN_LOADING_HEIGHT_PX } from '@yardstick/core/layout';
import { SMALL_MAP_IMAGE_MEDIA, SMALL_MAP_IMAGE_TYPE } from '@yardstick/core/mapImage';
import { useState, type ReactNode } from 'react';
import { useEstimatorContext } from '../context.ts';
import { TEXT } from '../messages.ts';

type ImageState = 'loading' | 'loaded' | 'failed';

/** A map center worth showing: two finite numbers in range, and not the 0,0 placeholder. */
export function hasValidCenter(center: readonly number[] | null | undefined): boolean {
  if (!center || center.length !== 2) return false;
  const [longitude = Number.NaN, latitude = Number.NaN] = center;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return false;
  if (longitude === 0 && latitude === 0) return false;
  return Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90;
}

/** The server's map image with the mowable areas highlighted (SPEC §2.7, §4.8). */
export function MapImageCard({
  analysisId,
  address,
  children,
}: {
  analysisId: string;
  address: string;
  /** Shown under the image: the lawn editor's button. */
  children?: ReactNode;
}) {
  const { api } = useEstimatorContext();
  const [state, setState] = useState<ImageState>('loading');

  const onError = () => {
    setState('failed');
    // An <img> does not say why it failed: ask once more to log the server's answer.
    void api.mapImageFailure(analysisId).then((detail) => {
      if (detail) console.error(`Failed to generate map image: ${detail}`);
    });
  };

  return (
    <section className="ys-card ys-map-card" part="card map" aria-label="Property map">
      <h3 className="ys-card-title">Property visualization</h3>
      <div
        className="ys-map-frame"
        data-state={state}
        style={{ minHeight: state === 'loading' ? MAP_MIN_LOADING_HEIGHT_PX : undefined }}
      >
        {state === 'loading' && (
          <p className="ys-map-loading" role="status">
            <span className="ys-spinner" aria-hidden="true" /> Loading map…
          </p>
        )}
        {state === 'failed' ? (
          <div className="ys-map-failed" role="alert">
            <p className="ys-strong">{TEXT.mapFailedTitle}</p>
            <p className="ys-muted">{TEXT.mapFailedDescription}</p>
          </div>
        ) : (
          // Phones get the light WebP variant; larger screens the lossless full image.
          <picture className="ys-map-picture">
            <source
              media={SMALL_MAP_IMAGE_MEDIA}
              type={SMALL_MAP_IMAGE_TYPE}
              srcSet={api.mapImageUrl(analysisId, 'small')}
            />
            <img
              className="ys-map-image"
              src={api.mapImageUrl(analysisId)}
              alt={`Map of ${address} with the mowable lawn highlighted`}
              style={{ maxWidth: MAP_IMAGE_MAX_SIZE_PX, maxHeight: MAP_IMAGE_MAX_SIZE_PX }}
              onLoad={() => setState('loaded')}
              onError={onError}
            />
          </picture>
        )}
      </div>
      {children}
    </section>
  );
}
