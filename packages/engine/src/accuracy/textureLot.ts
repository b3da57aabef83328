import type { ClassMap } from '../classify/classifyPixels.ts';
import { polygonMask } from '../geo/scanPolygon.ts';
import { measureLawn, type LawnMeasurement } from '../measure/measureLawn.ts';
import { paintTextureScene, type TextureScene } from '../texturePainter/paintTextureScene.ts';
import type { Classifier } from './crossSourceEvaluation.ts';

/** A texture painter scene with its lot and footprints as masks. */
export interface TextureLot {
  scene: TextureScene;
  parcelMask: Uint8Array;
  buildingMask: Uint8Array;
}

export interface MeasuredTextureLot extends TextureLot {
  classMap: ClassMap;
  lawn: LawnMeasurement;
}

/** A texture painter scene (with NIR on odd seeds) and its lot. */
export async function paintedTextureLot(
  seed: number,
  leaveOut: readonly string[] = [],
): Promise<TextureLot> {
  const scene = await paintTextureScene(seed, { nir: seed % 2 === 1, leaveOut });
  const { width, height } = scene.bands;
  return {
    scene,
    parcelMask: polygonMask([scene.parcel], width, height),
    buildingMask: polygonMask(scene.footprints, width, height),
  };
}

/** A painted lot classified with its footprints given and measured as the product would. */
export function measureTextureLot(lot: TextureLot, classify: Classifier): MeasuredTextureLot {
  const { bands, metresPerPixel } = lot.scene;
  const classMap = classify({ bands, metresPerPixel, buildingMask: lot.buildingMask });
  const lawn = measureLawn({
    classMap,
    bands,
    metresPerPixel,
    pixelAreaM2: metresPerPixel ** 2,
    parcelMask: lot.parcelMask,
    footprintKinds: null,
  });
  return { ...lot, classMap, lawn };
}
