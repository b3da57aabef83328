import type { ClassMap } from '../classify/classifyPixels.ts';
import { polygonMask } from '../geo/scanPolygon.ts';
import { measureLawn, type LawnMeasurement } from '../measure/measureLawn.ts';
import { paintTextureScene, type TextureScene } from '../texturePainter/paintTextureScene.ts';
import type { Classifier } from './crossSourceEvaluation.ts';

export interface MeasuredTextureLot {
  scene: TextureScene;
  parcelMask: Uint8Array;
  buildingMask: Uint8Array;
  classMap: ClassMap;
  lawn: LawnMeasurement;
}

/**
 * A texture painter scene (with NIR on odd seeds), classified with its footprints given and
 * measured on its lot as the product would.
 */
export async function measuredTextureLot(
  seed: number,
  classify: Classifier,
  leaveOut: readonly string[] = [],
): Promise<MeasuredTextureLot> {
  const scene = await paintTextureScene(seed, { nir: seed % 2 === 1, leaveOut });
  const { bands, metresPerPixel } = scene;
  const { width, height } = bands;
  const parcelMask = polygonMask([scene.parcel], width, height);
  const buildingMask = polygonMask(scene.footprints, width, height);
  const classMap = classify({ bands, metresPerPixel, buildingMask });
  const lawn = measureLawn({
    classMap,
    bands,
    metresPerPixel,
    pixelAreaM2: metresPerPixel ** 2,
    parcelMask,
    footprintKinds: null,
  });
  return { scene, parcelMask, buildingMask, classMap, lawn };
}
