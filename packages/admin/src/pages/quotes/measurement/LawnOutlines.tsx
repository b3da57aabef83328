import type { MapData } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry, LawnPosition } from '@yardstick/core/schemas/lawnGeometry';
import { lawnPatches } from '@yardstick/core/schemas/lawnGeometry';
import { outlinesViewBox, toImagePixels } from './outlinesProjection.ts';

interface LawnOutlinesProps {
  mapData: MapData;
  /** The lawn the quote is priced on when it differs from the measurement. */
  priced: LawnGeometry | null;
  address: string;
}

const pathOf = (geometry: LawnGeometry, project: (p: LawnPosition) => [number, number]) =>
  lawnPatches(geometry)
    .flat()
    .map(
      (ring) =>
        `M${ring
          .map(project)
          .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
          .join('L')}Z`,
    )
    .join('');

/**
 * The analysis photo with the lot line, the measured lawn (dashed) and the lawn the quote is
 * priced on (solid) drawn over it: a picture, no map library, so every card can show it.
 */
export function LawnOutlines({ mapData, priced, address }: LawnOutlinesProps) {
  const overlay = mapData.imageryOverlay;
  const lot = mapData.propertyPolygon;
  if (!overlay || !lot) return null;
  const project = toImagePixels(overlay);
  const viewBox = outlinesViewBox(overlay, lot);
  return (
    <figure className="lawn-outlines">
      <svg
        viewBox={viewBox}
        role="img"
        aria-label={`Lot of ${address} with the measured lawn${priced ? ' and the lawn priced' : ''} outlined`}
      >
        <image href={overlay.url} width={overlay.width} height={overlay.height} />
        <path d={pathOf(lot, project)} className="lawn-outlines__lot" />
        <path
          d={pathOf(mapData.mowablePolygons, project)}
          className={priced ? 'lawn-outlines__measured' : 'lawn-outlines__priced'}
          fillRule="evenodd"
        />
        {priced && (
          <path d={pathOf(priced, project)} className="lawn-outlines__priced" fillRule="evenodd" />
        )}
      </svg>
      <figcaption className="small muted">
        <span className="lawn-outlines__key lawn-outlines__key--lot" /> Lot line{' '}
        {priced ? (
          <>
            <span className="lawn-outlines__key lawn-outlines__key--measured" /> Measured lawn{' '}
            <span className="lawn-outlines__key lawn-outlines__key--priced" /> Lawn priced
          </>
        ) : (
          <>
            <span className="lawn-outlines__key lawn-outlines__key--priced" /> Measured lawn, as
            priced
          </>
        )}
      </figcaption>
    </figure>
  );
}
