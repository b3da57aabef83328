import type { MapData } from '@yardstick/core/schemas/analysis';
import type { Engine, LotImagery } from '@yardstick/engine';

type StoredMap = Pick<MapData, 'propertyPolygon' | 'imageryOverlay' | 'imagery'>;

/** The lossless imagery of a stored analysis, or why there is none to export. */
export type CaseImagery = { imagery: LotImagery } | { skipped: string };

/**
 * The imagery the analysis classified, fetched again from the providers at its own ground
 * resolution (the stored editor photo is a shrunk JPEG that measured up to 13 % more lawn).
 * Imagery that no longer lies where the stored photo did, or was captured on another date,
 * is not the one measured, so the job is not exported on it.
 */
export async function fetchCaseImagery(
  stored: StoredMap,
  engine: Pick<Engine, 'lotImagery'>,
): Promise<CaseImagery> {
  const lot = stored.propertyPolygon;
  const overlay = stored.imageryOverlay;
  if (!lot || !overlay) return { skipped: 'its analysis kept no lot or imagery' };
  let imagery: LotImagery;
  try {
    imagery = await engine.lotImagery(lot);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { skipped: `its imagery could not be fetched again (${reason})` };
  }
  const [[west, north], , [east, south]] = overlay.coordinates;
  // A tenth of a pixel of the fetched imagery: the same grid, whatever rounding was stored.
  const slack = (0.1 * (imagery.bounds.east - imagery.bounds.west)) / imagery.width;
  const samePlace = [
    [west, imagery.bounds.west],
    [north, imagery.bounds.north],
    [east, imagery.bounds.east],
    [south, imagery.bounds.south],
  ].every(([a = 0, b = 0]) => Math.abs(a - b) <= slack);
  const sameDate = (stored.imagery?.captureDate ?? null) === imagery.captureDate;
  if (!samePlace || !sameDate)
    return { skipped: 'the imagery there is not the one it was measured on any more' };
  return { imagery };
}
