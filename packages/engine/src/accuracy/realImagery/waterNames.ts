/**
 * What the product names the water pieces of the NAIP tiles judged by eye
 * (realLabels/naip-water-pieces.json): each piece's lot-sized window is classified and its
 * obstacles found as an analysis does, and the water obstacle over the piece's middle gives the
 * name (pool or pond), or none where that window reads no water there.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { classifyImage } from '../../classify/classifyImage.ts';
import type { ClassifierInput, ClassMap } from '../../classify/classifyPixels.ts';
import { LAWN } from '../../landClasses.ts';
import { findObstacles } from '../../obstacles/findObstacles.ts';
import { realDataDir, loadRealImage, cropBands } from './realImage.ts';

const WATER_PIECES = new URL('../../../realLabels/naip-water-pieces.json', import.meta.url);

const piecesSchema = z.object({
  pieces: z.array(
    z.object({
      image: z.string(),
      x: z.number().int(),
      y: z.number().int(),
      kind: z.enum(['pool', 'shade', 'pond']),
    }),
  ),
});
export type WaterPiece = z.infer<typeof piecesSchema>['pieces'][number];

/** About a lot with its street: 38 m at NAIP's 0.6 m. */
const WINDOW_PX = 64;

export interface NamedPiece {
  piece: WaterPiece;
  /** The obstacle's name over the piece, or null where the window reads no water there. */
  named: 'pool' | 'pond' | null;
}

export function waterPieces(): WaterPiece[] {
  return piecesSchema.parse(JSON.parse(readFileSync(WATER_PIECES, 'utf8'))).pieces;
}

export async function nameWaterPieces(
  classify: (input: ClassifierInput) => ClassMap = classifyImage,
  dataDir = realDataDir(),
): Promise<NamedPiece[]> {
  const named: NamedPiece[] = [];
  for (const piece of waterPieces()) {
    const tile = await loadRealImage({ image: piece.image }, dataDir);
    const clamp = (v: number, size: number) =>
      Math.max(0, Math.min(size - WINDOW_PX, v - WINDOW_PX / 2));
    const window = {
      x: clamp(piece.x, tile.bands.width),
      y: clamp(piece.y, tile.bands.height),
      width: WINDOW_PX,
      height: WINDOW_PX,
    };
    const bands = cropBands(tile.bands, window);
    const { metresPerPixel } = tile;
    const map = classify({ bands, metresPerPixel, buildingMask: null });
    const n = WINDOW_PX * WINDOW_PX;
    const obstacles = findObstacles({
      classes: map.classes,
      confidence: map.confidence,
      width: WINDOW_PX,
      height: WINDOW_PX,
      metresPerPixel,
      parcelMask: new Uint8Array(n).fill(1),
      mowable: map.classes.map((c) => (c === LAWN ? 1 : 0)),
      footprintKinds: null,
      bands,
    });
    const [px, py] = [piece.x - window.x, piece.y - window.y];
    const over = obstacles.find(
      (o) =>
        (o.kind === 'pool' || o.kind === 'pond') &&
        px >= o.bbox[0] &&
        px < o.bbox[2] &&
        py >= o.bbox[1] &&
        py < o.bbox[3],
    );
    named.push({ piece, named: over ? (over.kind === 'pool' ? 'pool' : 'pond') : null });
  }
  return named;
}
