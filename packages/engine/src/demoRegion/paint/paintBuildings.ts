import { BUILDING } from '../../landClasses.ts';
import { rectPolygon, type Building, type RoofSection } from '../scene.ts';
import { fractalNoise, hash2 } from '../valueNoise.ts';
import type { SceneCanvas } from './canvas.ts';
import { HVAC_UNIT, ROOF } from './materials.ts';

/**
 * Roofs as height fields (gable, hip or flat with a parapet), so the lighting pass shades
 * each facet by its slope and the buildings cast shadows. Higher surfaces win.
 */
export function paintBuilding(canvas: SceneCanvas, building: Building): void {
  const spectrum = ROOF[building.material];
  const g = canvas.metresPerPixel;
  const seams = building.material.startsWith('membrane');
  for (const section of building.sections) {
    const [x0, y0, x1, y1] = section.rect;
    const e = building.eaves;
    const roof: [number, number, number, number] = [x0 - e, y0 - e, x1 + e, y1 + e];
    canvas.fill(rectPolygon(roof), (i, x, y) => {
      const h = roofHeight(section, roof, x, y);
      if (h < (canvas.elevation[i] ?? 0)) return;
      let k =
        building.tone *
        (1 + (hash2(Math.round(x / g), Math.round(y / g), 51) - 0.5) * 0.12) *
        (1 + 0.07 * fractalNoise(x / 4, y / 4, 52));
      if (seams && x % 1.5 < 0.15) k *= 1.06;
      canvas.put(i, spectrum, k);
      canvas.truth[i] = BUILDING;
      canvas.elevation[i] = h;
    });
  }
  const top = Math.max(...building.sections.map((s) => s.eaveHeight));
  for (const unit of building.units) {
    canvas.fill(rectPolygon(unit), (i) => {
      canvas.put(i, HVAC_UNIT, 1);
      canvas.truth[i] = BUILDING;
      canvas.elevation[i] = top + 1.3;
    });
  }
}

function roofHeight(
  section: RoofSection,
  [x0, y0, x1, y1]: readonly number[],
  x: number,
  y: number,
): number {
  const toX = Math.min(x - (x0 ?? 0), (x1 ?? 0) - x);
  const toY = Math.min(y - (y0 ?? 0), (y1 ?? 0) - y);
  switch (section.style) {
    case 'flat':
      return section.eaveHeight + (Math.min(toX, toY) < 0.35 ? 0.6 : 0);
    case 'hip':
      return section.eaveHeight + Math.min(toX, toY) * section.pitch;
    case 'gable':
      return section.eaveHeight + (section.ridgeAlong === 'x' ? toY : toX) * section.pitch;
  }
}
