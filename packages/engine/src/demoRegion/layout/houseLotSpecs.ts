import type { LotKind } from '../scene.ts';

export type HouseKind = Exclude<LotKind, 'commercial'>;

/** House and yard proportions per lot kind (metres) and how often each yard feature appears. */
export interface HouseLotSpec {
  setback: [number, number];
  side: [number, number];
  width: [number, number];
  depth: [number, number];
  garage: number[];
  frontTrees: [number, number];
  backTrees: [number, number];
  treeRadius: [number, number];
  pool: number;
  shed: number;
  cluster: number;
}

export const HOUSE_LOT_SPECS: Record<HouseKind, HouseLotSpec> = {
  small: {
    setback: [5, 7],
    side: [1.5, 2.5],
    width: [10, 14],
    depth: [9, 11.5],
    garage: [3.6, 6.2],
    frontTrees: [0, 1],
    backTrees: [0, 2],
    treeRadius: [2, 4],
    pool: 0.12,
    shed: 0.3,
    cluster: 0.25,
  },
  standard: {
    setback: [7, 10],
    side: [2, 3.5],
    width: [13, 19],
    depth: [10, 13],
    garage: [6.2, 6.8, 3.6],
    frontTrees: [0, 2],
    backTrees: [0, 3],
    treeRadius: [2.5, 5.5],
    pool: 0.3,
    shed: 0.38,
    cluster: 0.35,
  },
  estate: {
    setback: [14, 28],
    side: [6, 14],
    width: [20, 30],
    depth: [13, 17],
    garage: [6.8, 9.6],
    frontTrees: [2, 6],
    backTrees: [3, 9],
    treeRadius: [3, 7],
    pool: 0.55,
    shed: 0.55,
    cluster: 0.75,
  },
};
