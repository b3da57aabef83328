/**
 * The lawn editor (packages/widget/src/lawnEditor) as a user sees it: its group, its map, its
 * list, and where a lon/lat lies on the map canvas so a test can tap a patch or draw one.
 */
import { expect, type Locator } from '@playwright/test';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';

type Position = readonly number[];

/** The open editor, once its map has drawn. */
export async function openLawnEditor(root: Locator, buttonName: string): Promise<Locator> {
  const button = root.getByRole('button', { name: buttonName });
  const editor = root.getByRole('group', { name: 'Adjust lawn area' });
  // A tap can land while the page above it still moves (the map image loading, focus
  // scrolling to the result) and open nothing: tap again while the button still offers to open.
  await expect(async () => {
    if ((await editor.count()) === 0 && (await button.isVisible())) await button.click();
    await expect(editor).toBeAttached({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(editor.getByTestId('lawn-map')).toHaveAttribute('data-map-state', 'ready');
  return editor;
}

/** '3,120' in 'Front lawn – 3,120 sq ft' or 'your adjustment 3,120 sq ft'. */
export function sqFtIn(text: string, after: RegExp = /– /): number {
  const match = new RegExp(`${after.source}([\\d,]+) sq ft`).exec(text);
  if (!match?.[1]) throw new Error(`no area in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** The editor's "Measured … · your adjustment N sq ft" figure. */
export async function adjustedSqFt(editor: Locator, label = 'your adjustment'): Promise<number> {
  const summary = editor.getByText(/^Measured [\d,]+ sq ft · /);
  await expect(summary).toContainText(label);
  return sqFtIn(await summary.innerText(), new RegExp(`${label} `));
}

/** The lawn areas ticked in the list, with their areas. */
export async function tickedLawnAreas(editor: Locator): Promise<{ name: string; sqFt: number }[]> {
  const boxes = editor.getByRole('group', { name: 'Lawn areas' }).getByRole('checkbox');
  const ticked: { name: string; sqFt: number }[] = [];
  for (const box of await boxes.all()) {
    if (!(await box.isChecked())) continue;
    const name = (await box.locator('xpath=..').innerText()).trim();
    ticked.push({ name, sqFt: sqFtIn(name) });
  }
  return ticked;
}

const mercator = ([lon = 0, lat = 0]: Position): [number, number] => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [(lon + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
};

/**
 * Where a lon/lat lies on the map, from the bounds of the view it shows (its `data-view`): the
 * map never rotates or tilts, so web mercator is linear across the canvas.
 */
export async function screenPoint(
  map: Locator,
  point: Position,
): Promise<{ x: number; y: number }> {
  // The whole map in view, so the point is on the screen to tap.
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(map).toHaveAttribute('data-view', /^-?[\d.]+(,-?[\d.]+){3}$/);
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const [west = 0, south = 0, east = 0, north = 0] = ((await map.getAttribute('data-view')) ?? '')
    .split(',')
    .map(Number);
  const [minX, maxY] = mercator([west, south]);
  const [maxX, minY] = mercator([east, north]);
  const [x, y] = mercator(point);
  return {
    x: box.x + ((x - minX) / (maxX - minX)) * box.width,
    y: box.y + ((y - minY) / (maxY - minY)) * box.height,
  };
}

/**
 * A point well inside a patch (rings: outline then holes): on the east-west line through the
 * middle of its box, halfway along the widest stretch that lies inside (even-odd rule).
 */
export function interiorPoint(rings: readonly (readonly Position[])[]): [number, number] {
  const lats = (rings[0] ?? []).map(([, lat = 0]) => lat);
  const lat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const crossings = rings
    .flatMap((ring) =>
      ring.slice(1).flatMap((b, i) => {
        const [ax = 0, ay = 0] = ring[i] ?? [];
        const [bx = 0, by = 0] = b;
        if (ay > lat === by > lat) return [];
        return [ax + ((lat - ay) / (by - ay)) * (bx - ax)];
      }),
    )
    .sort((a, b) => a - b);
  let best: [number, number] = [crossings[0] ?? 0, lat];
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const [a = 0, b = 0] = [crossings[i], crossings[i + 1]];
    if (b - a > widest) {
      widest = b - a;
      best = [(a + b) / 2, lat];
    }
  }
  return best;
}

/** The measured patch with the most ground, by the shoelace over lon/lat (enough to compare). */
export function largestPatch(result: PropertyAnalysisResult): Position[][] {
  const shoelace = (ring: readonly Position[]) =>
    Math.abs(
      ring
        .slice(1)
        .reduce(
          (sum, [x = 0, y = 0], i) => sum + ((ring[i]?.[0] ?? 0) * y - x * (ring[i]?.[1] ?? 0)),
          0,
        ),
    );
  const patches = result.mapData.mowablePolygons.coordinates;
  return [...patches].sort((a, b) => shoelace(b[0] ?? []) - shoelace(a[0] ?? []))[0] ?? [];
}

type Segment = [Position, Position];

const crosses = ([a, b]: Segment, [c, d]: Segment): boolean => {
  const side = (p: Position, q: Position, r: Position) =>
    Math.sign(
      ((q[0] ?? 0) - (p[0] ?? 0)) * ((r[1] ?? 0) - (p[1] ?? 0)) -
        ((q[1] ?? 0) - (p[1] ?? 0)) * ((r[0] ?? 0) - (p[0] ?? 0)),
    );
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
};

/** Whether a closed ring's edges cross one another (touching corners aside). */
function crossesItself(ring: readonly Position[]): boolean {
  const edges = ring.slice(1).map((point, i): Segment => [ring[i] ?? [], point]);
  return edges.some((edge, i) => edges.slice(i + 2).some((other) => crosses(edge, other)));
}

/**
 * The corner of a closed ring whose removal changes the patch most while leaving an outline
 * that does not cross itself (which the editor would refuse to price).
 */
export function deletableCorner(ring: readonly Position[]): number {
  const corners = ring.slice(0, -1);
  const without = (index: number) => {
    const rest = corners.filter((_corner, at) => at !== index);
    return [...rest, rest[0] ?? []];
  };
  const weight = (index: number) => {
    const [ax = 0, ay = 0] = corners[(index + corners.length - 1) % corners.length] ?? [];
    const [bx = 0, by = 0] = corners[index] ?? [];
    const [cx = 0, cy = 0] = corners[(index + 1) % corners.length] ?? [];
    return Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay));
  };
  const best = corners
    .map((_corner, index) => index)
    .sort((a, b) => weight(b) - weight(a))
    .find((index) => !crossesItself(without(index)));
  if (best === undefined) throw new Error('no corner can go without the outline crossing itself');
  return best;
}
