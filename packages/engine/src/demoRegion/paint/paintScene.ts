import type { CameraLook } from '../regionLooks.ts';
import type { Scene, SceneElement } from '../scene.ts';
import { expose, type ExposedBands } from './camera.ts';
import { SceneCanvas } from './canvas.ts';
import { directLight } from './lighting.ts';
import { paintBuilding } from './paintBuildings.ts';
import { paintHedge, paintTree } from './paintPlants.ts';
import { paintCar, paintFence, paintTrampoline } from './paintSmallThings.ts';
import { paintSurface } from './paintSurfaces.ts';

export interface PaintedScene extends ExposedBands {
  width: number;
  height: number;
  truth: Uint8Array;
}

/** Scene → reflectance and heights → light and shadow → an 8-bit four-band photo and its truth. */
export function paintScene(
  scene: Scene,
  metresPerPixel: number,
  seed: number,
  camera: CameraLook,
): PaintedScene {
  const width = Math.round(scene.width / metresPerPixel);
  const height = Math.round(scene.height / metresPerPixel);
  const canvas = new SceneCanvas(width, height, metresPerPixel);
  for (const element of scene.elements) paintElement(canvas, element);
  const direct = directLight(
    { elevation: canvas.elevation, width, height, metresPerPixel },
    scene.sun,
  );
  const bands = expose(canvas, direct, seed, camera);
  return { width, height, truth: canvas.truth, ...bands };
}

function paintElement(canvas: SceneCanvas, element: SceneElement): void {
  switch (element.type) {
    case 'surface':
      return paintSurface(canvas, element.polygon, element.surface);
    case 'building':
      return paintBuilding(canvas, element.building);
    case 'tree':
      return paintTree(canvas, element.tree);
    case 'hedge':
      return paintHedge(canvas, element.polygon, element.height, element.seed);
    case 'fence':
      return paintFence(canvas, element.fence);
    case 'car':
      return paintCar(canvas, element.car);
    case 'trampoline':
      return paintTrampoline(canvas, element.x, element.y, element.radius);
  }
}
