import type { SceneElement, TruthObject } from '../scene.ts';

/** Paint order: later layers cover earlier ones; structures and canopy compete by height. */
export const LAYERS = ['ground', 'beds', 'paving', 'water', 'structures', 'canopy'] as const;
export type Layer = (typeof LAYERS)[number];

export class SceneBuilder {
  readonly layers: Record<Layer, SceneElement[]> = {
    ground: [],
    beds: [],
    paving: [],
    water: [],
    structures: [],
    canopy: [],
  };
  readonly truthObjects: TruthObject[] = [];
  readonly houses = new Map<number, { footprintM2: number; storeys: number }>();
  /** Where driveways cross each street side, so street trees keep clear of them: key "street|side". */
  readonly driveways = new Map<string, [number, number][]>();

  add(layer: Layer, element: SceneElement): void {
    this.layers[layer].push(element);
  }

  addDriveway(street: string, side: 'north' | 'south', from: number, to: number): void {
    const key = `${street}|${side}`;
    const list = this.driveways.get(key) ?? [];
    list.push([from, to]);
    this.driveways.set(key, list);
  }

  elements(): SceneElement[] {
    return LAYERS.flatMap((layer) => this.layers[layer]);
  }
}
