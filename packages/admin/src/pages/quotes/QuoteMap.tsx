import {
  mapImagePath,
  SMALL_MAP_IMAGE_MEDIA,
  SMALL_MAP_IMAGE_TYPE,
} from '@yardstick/core/mapImage';
import { useState } from 'react';
import type { QuoteAnalysis } from './quotesApi.ts';

interface QuoteMapProps {
  address: string;
  /** undefined while loading, null when the analysis could not be found. */
  analysis: QuoteAnalysis | null | undefined;
}

function Placeholder({ detail }: { detail: string }) {
  return (
    <div className="quote-map quote-map--placeholder">
      <p style={{ margin: 0, fontWeight: 600 }}>Property visualization not available</p>
      <p className="small muted" style={{ margin: 0 }}>
        {detail}
      </p>
    </div>
  );
}

/** The map with mowable areas highlighted, or a placeholder when the analysis is missing (SPEC §2.12). */
export function QuoteMap({ address, analysis }: QuoteMapProps) {
  const [failed, setFailed] = useState(false);
  if (analysis === undefined) {
    return (
      <div className="quote-map quote-map--placeholder" role="status">
        <p className="small muted">Loading property map...</p>
      </div>
    );
  }
  if (analysis === null) return <Placeholder detail="Property analysis data not found" />;
  if (failed) return <Placeholder detail="Failed to load map visualization" />;
  return (
    <div className="quote-map">
      {/* Phones get the light WebP variant; larger screens the lossless full image. */}
      <picture>
        <source
          media={SMALL_MAP_IMAGE_MEDIA}
          type={SMALL_MAP_IMAGE_TYPE}
          srcSet={mapImagePath(analysis.id, 'small')}
        />
        <img
          src={mapImagePath(analysis.id)}
          alt={`Map of ${address} with the mowable areas highlighted`}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      </picture>
    </div>
  );
}
