import type { MapData } from '@yardstick/core/schemas/analysis';
import type { LawnGeometry, LawnPosition } from '@yardstick/core/schemas/lawnGeometry';
import { lawnPatches } from '@yardstick/core/schemas/lawnGeometry';
import { outlinesViewBox, toImagePixels } from './outlinesProjection.ts';

interface LawnOutlinesProps {
  mapData: MapData;
  /** The lawn the quote is priced on when it differs from the measurement. */
  priced: LawnGeometry | null;
  /** The beds and paving as the owner edited them, when edited: drawn pink and blue. */
  edited?: { beds: LawnGeometry | null; paving: LawnGeometry | null };
  address: string;
}

const EDITED_WORDS = { beds: 'Beds as edited', paving: 'Paving as edited' } as const;

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
 * The analysis photo with the lot line, the measured lawn (dashed), the lawn the quote is
 * priced on (solid) and any beds or paving the owner edited drawn over it: a picture, no map
 * library, so every card can show it.
 */
export function LawnOutlines({ mapData, priced, edited, address }: LawnOutlinesProps) {
  const overlay = mapData.imageryOverlay;
  const lot = mapData.propertyPolygon;
  if (!overlay || !lot) return null;
  const layers = (['beds', 'paving'] as const).flatMap((layer) => {
    const geometry = edited?.[layer];
    return geometry ? [{ layer, geometry }] : [];
  });
  const editedWords = layers.map(({ layer }) => EDITED_WORDS[layer].toLowerCase());
  const project = toImagePixels(overlay);
  const viewBox = outlinesViewBox(overlay, lot);
  return (
    <figure className="lawn-outlines">
      <svg
        viewBox={viewBox}
        role="img"
        aria-label={`Lot of ${address} with the measured lawn${priced ? ' and the lawn priced' : ''}${editedWords.map((words) => `, ${words}`).join('')} outlined`}
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
        {layers.map(({ layer, geometry }) => (
          <path
            key={layer}
            d={pathOf(geometry, project)}
            className={`lawn-outlines__${layer}`}
            fillRule="evenodd"
          />
        ))}
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
        {layers.map(({ layer }) => (
          <span key={layer}>
            {' '}
            <span className={`lawn-outlines__key lawn-outlines__key--${layer}`} />{' '}
            {EDITED_WORDS[layer]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
