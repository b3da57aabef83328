import type { Random } from '../random.ts';
import type { LotKind, LotPlan, StreetPlan } from '../scene.ts';
import { arterialName, streetNames } from '../names.ts';
import { HALF_ROW, REGION_MARGIN } from './streetProfile.ts';

/** Lot sizes in metres per kind: [min width, max width], [min depth, max depth]. */
const LOT_SIZES: Record<LotKind, { width: [number, number]; depth: [number, number] }> = {
  small: { width: [15, 19], depth: [30, 33] },
  standard: { width: [21, 29], depth: [40, 45] },
  estate: { width: [46, 88], depth: [76, 84] },
  commercial: { width: [44, 70], depth: [46, 54] },
};
const MAX_LOT_M2 = 8000; // just under 2 acres

export interface RegionPlan {
  width: number;
  height: number;
  lots: LotPlan[];
  streets: StreetPlan[];
}

/**
 * Rows of back-to-back lots between east–west streets, cut into two blocks by a cross street.
 * Compact: two residential rows in one block.
 */
export function planRegion(random: Random, compact = false): RegionPlan {
  const rows = random.shuffle<[LotKind, LotKind]>([
    ['standard', 'standard'],
    ['small', 'standard'],
    ['estate', 'estate'],
  ]);
  if (compact) rows.splice(2);
  else if (random.chance(0.5)) rows.unshift(['commercial', 'small']);
  else rows.push(['small', 'commercial']);

  const depths = rows.map(
    ([north, south]) => [depthOf(random, north), depthOf(random, south)] as const,
  );
  const columnWidths = [random.range(140, 170), random.range(140, 170)].slice(0, compact ? 1 : 2);
  const width = 2 * REGION_MARGIN + 6 * HALF_ROW + columnWidths.reduce((a, b) => a + b, 0);
  const height =
    2 * REGION_MARGIN + 2 * HALF_ROW * (rows.length + 1) + depths.flat().reduce((a, b) => a + b, 0);

  const names = streetNames(random, rows.length + 1 + 3);
  const arterialRow = rows[0]?.[0] === 'commercial' ? 0 : rows.length;
  const ewNames = names.slice(0, rows.length + 1);
  ewNames[arterialRow] = arterialName(random, names);
  const nsNames = names.slice(rows.length + 1);

  const streets: StreetPlan[] = [];
  const columnX: [number, number][] = [];
  let x = REGION_MARGIN + HALF_ROW;
  for (let c = 0; c <= columnWidths.length; c++) {
    streets.push({
      name: nsNames[c] ?? `Cross St ${c}`,
      axis: 'ns',
      centre: x,
      from: 0,
      to: height,
    });
    const w = columnWidths[c];
    if (w !== undefined) columnX.push([x + HALF_ROW, x + HALF_ROW + w]);
    x += 2 * HALF_ROW + (w ?? 0);
  }

  const lots: LotPlan[] = [];
  const columnOf = new Map<number, number>();
  let y = REGION_MARGIN + HALF_ROW;
  rows.forEach(([northKind, southKind], r) => {
    const [northDepth, southDepth] = depths[r] ?? [0, 0];
    const northStreet = ewNames[r] ?? '';
    const southStreet = ewNames[r + 1] ?? '';
    streets.push({ name: northStreet, axis: 'ew', centre: y, from: 0, to: width });
    const top = y + HALF_ROW;
    const middle = top + northDepth;
    const era = random.int(0, 5);
    columnX.forEach(([x0, x1], c) => {
      const added = [
        ...addSide(lots, random, northKind, x0, x1, [top, middle], 'north', northStreet, era),
        ...addSide(
          lots,
          random,
          southKind,
          x0,
          x1,
          [middle, middle + southDepth],
          'south',
          southStreet,
          era,
        ),
      ];
      for (const lot of added) columnOf.set(lot.index, c);
    });
    y = middle + southDepth + HALF_ROW;
  });
  streets.push({ name: ewNames[rows.length] ?? '', axis: 'ew', centre: y, from: 0, to: width });
  numberHouses(lots, columnOf, random);
  return { width, height, lots, streets };
}

function depthOf(random: Random, kind: LotKind): number {
  const [min, max] = LOT_SIZES[kind].depth;
  return random.range(min, max);
}

function addSide(
  lots: LotPlan[],
  random: Random,
  kind: LotKind,
  x0: number,
  x1: number,
  [y0, y1]: [number, number],
  faces: 'north' | 'south',
  street: string,
  era: number,
): LotPlan[] {
  const widths = lotWidths(random, kind, x1 - x0, y1 - y0);
  const added: LotPlan[] = [];
  let x = x0;
  for (const w of widths) {
    added.push({
      index: lots.length + added.length,
      kind,
      rect: [x, y0, x + w, y1],
      faces,
      street,
      houseNumber: 0, // set by numberHouses
      era: kind === 'commercial' ? 5 : era,
    });
    x += w;
  }
  lots.push(...added);
  return added;
}

/** Random widths that fill `total` exactly, each near the kind's range and under 2 acres. */
function lotWidths(random: Random, kind: LotKind, total: number, depth: number): number[] {
  const [min, max] = LOT_SIZES[kind].width;
  let count = Math.max(1, Math.round(total / ((min + max) / 2)));
  for (;;) {
    const raw = Array.from({ length: count }, () => random.range(min, max));
    const scale = total / raw.reduce((a, b) => a + b, 0);
    const widths = raw.map((w) => w * scale);
    if (Math.max(...widths) * depth <= MAX_LOT_M2) return widths;
    count++;
  }
}

/** US style: numbers rise eastwards, odd on the north side of a street, a hundred-block per column. */
function numberHouses(
  lots: LotPlan[],
  columnOf: ReadonlyMap<number, number>,
  random: Random,
): void {
  const bases = new Map<string, number>();
  const byStreetSide = new Map<string, LotPlan[]>();
  for (const lot of lots) {
    if (!bases.has(lot.street)) bases.set(lot.street, 100 * random.int(11, 84));
    const key = `${lot.street}|${lot.faces}`;
    byStreetSide.set(key, [...(byStreetSide.get(key) ?? []), lot]);
  }
  for (const group of byStreetSide.values()) {
    group.sort((a, b) => a.rect[0] - b.rect[0]);
    let previousColumn = -1;
    let step = 0;
    for (const lot of group) {
      const column = columnOf.get(lot.index) ?? 0;
      if (column !== previousColumn) step = 0;
      previousColumn = column;
      const base = (bases.get(lot.street) ?? 1000) + 100 * column;
      // Lots facing south sit on the north side of their street: odd numbers.
      lot.houseNumber = base + 2 * step + (lot.faces === 'south' ? 1 : 2);
      step += lot.kind === 'estate' ? 3 : 1;
    }
  }
}
