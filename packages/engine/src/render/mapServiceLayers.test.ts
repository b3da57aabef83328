import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FoundObstacle } from '../obstacles/findObstacles.ts';
import { MAP_LEGEND, renderMapImage, sketchMapImage } from './mapImage.ts';

describe('the service layers of the map image', () => {
  // A 100 × 100 px grey photo drawn 1:1 at 300 px (scale 3): lawn on the east half, a paved
  // walk along its west edge, a bed in the lawn and the edging along both.
  const size = 100;
  const grey = () => new Uint8Array(size * size).fill(90);
  const bands = { width: size, height: size, red: grey(), green: grey(), blue: grey(), nir: null };
  const square = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];
  const shapes = {
    beds: [[square(70, 40, 90, 60)]],
    paving: [[square(10, 10, 40, 90)]],
    edges: {
      hard: [
        [
          [40, 10],
          [40, 90],
        ] as [number, number][],
      ],
      bed: [square(70, 40, 90, 60)],
    },
  };
  const draw = (width = size, extra: Partial<Parameters<typeof renderMapImage>[0]> = {}) =>
    renderMapImage({
      bands,
      view: { x: 0, y: 0, width, height: size },
      parcelRings: [],
      mowable: [[square(40, 10, 95, 90), square(70, 40, 90, 60)]],
      obstacles: [],
      services: shapes,
      ...extra,
    });
  const pixels = async (png: Buffer) => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    return {
      info,
      at: (x: number, y: number) => {
        const o = (Math.round(y) * info.width + Math.round(x)) * info.channels;
        return { r: data[o] ?? 0, g: data[o + 1] ?? 0, b: data[o + 2] ?? 0 };
      },
    };
  };

  it("tints a bed's interior pink, with its hatch, apart from the green lawn", async () => {
    const image = await pixels((await draw()).png);
    const scale = image.info.width / size;
    const inside = Array.from({ length: 30 }, (_, k) =>
      image.at((72 + k * 0.5) * scale, (45 + k * 0.3) * scale),
    );
    // Pink: red and blue above the photo's grey and above green, on every pixel of the bed.
    for (const { r, g, b } of inside) {
      expect(r).toBeGreaterThan(g + 15);
      expect(b).toBeGreaterThan(g);
    }
    // Hatched: stripes and the wash between them alternate along a line across the bed.
    const reds = inside.map(({ r }) => r);
    expect(Math.max(...reds) - Math.min(...reds)).toBeGreaterThan(40);
    const lawn = image.at(60 * scale, 30 * scale);
    expect(lawn.g).toBeGreaterThan(lawn.r + 40);
  });

  it('washes the paving to clear blue', async () => {
    const image = await pixels((await draw()).png);
    const scale = image.info.width / size;
    const { r, g, b } = image.at(25 * scale, 50 * scale);
    expect(b).toBeGreaterThan(r + 40);
    expect(b).toBeGreaterThan(g + 20);
  });

  it('runs a light edging line over a dark casing along the lawn/paving boundary', async () => {
    const image = await pixels((await draw()).png);
    const scale = image.info.width / size;
    for (const y of [20, 50, 80]) {
      const across = [-1, 0, 1].map((dx) => image.at(40 * scale + dx, y * scale));
      const lightest = Math.max(...across.map(({ r, g, b }) => Math.min(r, g, b)));
      // Near white (the palette PNG holds no pure white where the line is thin).
      expect(lightest).toBeGreaterThan(200);
      // The casing: darker than the photo just beside the line, on the lawn's side.
      const beside = image.at(40 * scale + 2, y * scale);
      expect(beside.r).toBeLessThan(90);
      // No edging where the lawn meets nothing to edge (its east side).
      const east = image.at(95 * scale, y * scale);
      expect(Math.min(east.r, east.g, east.b)).toBeLessThan(200);
    }
  });

  const obstacle = (
    kind: FoundObstacle['kind'],
    type: FoundObstacle['type'],
    bbox: FoundObstacle['bbox'],
  ): FoundObstacle => ({
    type,
    kind,
    confidence: 0.9,
    description: kind,
    estimatedSize: 'medium',
    areaM2: 50,
    centroid: [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2],
    bbox,
  });
  /** One obstacle of each boxed type, in the photo's north-east corner. */
  const everyBox = [
    obstacle('tree', 'tree', [92, 0, 99, 4]),
    obstacle('pool', 'pool', [92, 0, 99, 4]),
    obstacle('shed', 'shed', [92, 0, 99, 4]),
    obstacle('object', 'other', [92, 0, 99, 4]),
  ];
  const legendLabels = (overlaySvg: string) =>
    [...(overlaySvg.split('aria-label="Legend"')[1] ?? '').matchAll(/<text[^>]*>([^<]*)</g)].map(
      ([, label]) => label,
    );

  it('draws no box around a driveway, which it draws as paving', async () => {
    const boxed = await draw(size, {
      obstacles: [obstacle('driveway', 'driveway', [10, 10, 40, 90])],
    });
    expect(boxed.png.equals((await draw()).png)).toBe(true);
  });

  it('names the beds, the paving and the edging in the legend when it draws them', () => {
    const input = {
      bands,
      view: { x: 0, y: 0, width: size, height: size },
      parcelRings: [],
      mowable: [],
      obstacles: [obstacle('tree', 'tree', [50, 50, 60, 60])],
      legend: true,
    };
    expect(legendLabels(sketchMapImage({ ...input, services: shapes }).overlaySvg)).toEqual([
      'Lawn',
      'Lot line',
      'Beds',
      'Paving to clear',
      'Edging',
      'Trees',
    ]);
    // A lot without beds, paving or a pool: no colour in the legend that the map lacks.
    const bare = { beds: [], paving: [], edges: { hard: [], bed: [] } };
    expect(legendLabels(sketchMapImage({ ...input, services: bare }).overlaySvg)).toEqual([
      'Lawn',
      'Lot line',
      'Trees',
    ]);
  });

  it('keeps every legend label inside a 375 px wide image, in two rows', async () => {
    // A view 62 × 100 px drawn at 372 × 600, with every layer of the legend.
    const image = await draw(62, {
      obstacles: everyBox,
      legend: true,
      caption: 'Imagery 2025-06-26 · USDA NAIP',
    });
    const { info, at } = await pixels(image.png);
    expect(info.width).toBeLessThanOrEqual(375);
    // Two dark legend rows of 18 px above the 18 px caption, each with light label text…
    for (const y of [info.height - 18 - 9, info.height - 36 - 9]) {
      const row = Array.from({ length: info.width }, (_, x) => at(x, y).r);
      expect(row.filter((v) => v > 150).length).toBeGreaterThan(20);
      // …that ends before the right edge: no text in the last 4 px.
      for (let x = info.width - 4; x < info.width; x++)
        for (let dy = -6; dy <= 6; dy++) expect(at(x, y + dy).r).toBeLessThan(60);
    }
    // The photo shows above the legend.
    expect(at(4, info.height - 60).r).toBe(90);
  });

  it('keeps the whole legend to one row at 600 px', () => {
    const sketch = sketchMapImage({
      bands,
      view: { x: 0, y: 0, width: size, height: size },
      parcelRings: [],
      mowable: [],
      obstacles: everyBox,
      services: shapes,
      legend: true,
    });
    expect(legendLabels(sketch.overlaySvg)).toEqual(MAP_LEGEND.map((item) => item.label));
    const rows = new Set(
      [...sketch.overlaySvg.matchAll(/<text[^>]* y="([\d.]+)"/g)].map(([, y]) => y),
    );
    expect(rows.size).toBe(1);
  });
});
