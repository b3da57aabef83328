import { rectUnionOutline } from './rectUnion.ts';
import type { FootprintKind, Pt, Scene } from './scene.ts';

/**
 * Building footprints as a county GIS would publish them: wall lines (no eaves), one
 * polygon per building with its sections merged.
 */
export function footprintPolygons(
  scene: Scene,
): { kind: FootprintKind; lotIndex: number | null; ring: Pt[] }[] {
  const out: { kind: FootprintKind; lotIndex: number | null; ring: Pt[] }[] = [];
  for (const element of scene.elements) {
    if (element.type !== 'building') continue;
    const ring = rectUnionOutline(element.building.sections.map((s) => s.rect));
    if (ring.length < 4) continue;
    out.push({ kind: element.building.kind, lotIndex: lotAt(scene, ring), ring });
  }
  return out;
}

function lotAt(scene: Scene, ring: readonly Pt[]): number | null {
  const [cx, cy] = ring
    .slice(0, -1)
    .reduce<Pt>(
      (acc, [x, y]) => [acc[0] + x / (ring.length - 1), acc[1] + y / (ring.length - 1)],
      [0, 0],
    );
  const lot = scene.lots.find(
    ({ rect }) => cx >= rect[0] && cx < rect[2] && cy >= rect[1] && cy < rect[3],
  );
  return lot ? lot.index : null;
}
