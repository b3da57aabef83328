import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { createEngine } from '../engine.ts';
import {
  MAP_LEGEND,
  encodeMapSketch,
  mapCaption,
  packMapSketch,
  renderMapImage,
  sketchMapImage,
  unpackMapSketch,
} from './mapImage.ts';

describe('renderMapImage', () => {
  const width = 300;
  const height = 200;
  const n = width * height;
  const grey = () => new Uint8Array(n).fill(90);
  const bands = { width, height, red: grey(), green: grey(), blue: grey(), nir: null };

  it('scales the view to fit 600×600 and draws the lawn in translucent green', async () => {
    const image = await renderMapImage({
      bands,
      view: { x: 50, y: 20, width: 200, height: 150 },
      parcelRings: [
        [
          [60, 30],
          [240, 30],
          [240, 160],
          [60, 160],
          [60, 30],
        ],
      ],
      mowable: [
        [
          [
            [80, 50],
            [150, 50],
            [150, 140],
            [80, 140],
            [80, 50],
          ],
        ],
      ],
      obstacles: [],
    });
    expect([image.width, image.height]).toEqual([600, 450]);
    const { data, info } = await sharp(image.png).raw().toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('raw');
    const pixel = (x: number, y: number) =>
      Array.from(
        data.subarray(
          (y * info.width + x) * info.channels,
          (y * info.width + x) * info.channels + 3,
        ),
      );
    const [r, g, b] = pixel(Math.round((115 - 50) * 3), Math.round((95 - 20) * 3));
    expect(g).toBeGreaterThan((r ?? 0) + 40);
    expect(g).toBeGreaterThan((b ?? 0) + 40);
    expect(pixel(10, 10)).toEqual([90, 90, 90]);
  });

  it('never exceeds 600 px on a side', async () => {
    const image = await renderMapImage({
      bands,
      view: { x: 0, y: 0, width: 300, height: 100 },
      parcelRings: [],
      mowable: [],
      obstacles: [],
    });
    expect(image.width).toBe(600);
    expect(image.height).toBe(200);
  });

  it('darkens a caption strip along the bottom when the imagery needs attribution', async () => {
    const view = { x: 0, y: 0, width: 300, height: 200 };
    const plain = await renderMapImage({
      bands,
      view,
      parcelRings: [],
      mowable: [],
      obstacles: [],
    });
    const captioned = await renderMapImage({
      bands,
      view,
      parcelRings: [],
      mowable: [],
      obstacles: [],
      caption: 'USDA NAIP imagery via USGS The National Map',
    });
    const bottomLeft = async (png: Buffer) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const offset = ((info.height - 4) * info.width + 4) * info.channels;
      return data[offset] ?? 0;
    };
    expect(await bottomLeft(plain.png)).toBe(90);
    expect(await bottomLeft(captioned.png)).toBeLessThan(60);
  });
});

describe('map sketches', () => {
  // A photo that differs from place to place, so a window taken from the wrong place would show.
  const width = 240;
  const height = 160;
  const plane = (f: (x: number, y: number) => number) =>
    Uint8Array.from({ length: width * height }, (_, i) => f(i % width, Math.floor(i / width)));
  const bands = {
    width,
    height,
    red: plane((x) => x),
    green: plane((_, y) => y),
    blue: plane((x, y) => (x < 120 !== y < 80 ? 200 : 40)),
    nir: null,
  };
  const input = {
    bands,
    view: { x: 37, y: 21, width: 150, height: 110 },
    parcelRings: [
      [
        [40, 25],
        [180, 25],
        [180, 125],
        [40, 25],
      ] as [number, number][],
    ],
    mowable: [],
    obstacles: [],
    caption: 'Synthetic imagery',
    legend: true,
  };

  it('encode, once stored and read back, to the image the whole photo gives', async () => {
    const sketch = sketchMapImage(input);
    const { view } = input;
    const rgb = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      rgb[3 * i] = bands.red[i]!;
      rgb[3 * i + 1] = bands.green[i]!;
      rgb[3 * i + 2] = bands.blue[i]!;
    }
    const fromWholePhoto = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .extract({ left: view.x, top: view.y, width: view.width, height: view.height })
      .resize(sketch.width, sketch.height, { kernel: 'lanczos3' })
      .composite([{ input: Buffer.from(sketch.overlaySvg) }])
      .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
      .toBuffer();
    const stored = unpackMapSketch(packMapSketch(sketch));
    expect([stored.width, stored.height]).toEqual([600, 440]);
    expect((await encodeMapSketch(stored)).equals(fromWholePhoto)).toBe(true);
    expect((await renderMapImage(input)).png.equals(fromWholePhoto)).toBe(true);
  });

  it('refuse to read anything but a whole sketch', () => {
    const packed = packMapSketch(sketchMapImage(input));
    expect(() => unpackMapSketch(Buffer.from('not a sketch at all'))).toThrow(/not a map sketch/);
    expect(() => unpackMapSketch(packed.subarray(0, packed.length - 1))).toThrow(/truncated/);
  });
});

describe('mapCaption', () => {
  it('names an estimated lot, the capture date and the attribution', () => {
    expect(
      mapCaption({
        attribution: '© Mapbox © Maxar',
        captureDate: '2024-06-01',
        lotEstimated: true,
      }),
    ).toBe('Lot boundary estimated · Imagery 2024-06-01 · © Mapbox © Maxar');
    expect(mapCaption({ attribution: 'USDA NAIP', captureDate: null, lotEstimated: false })).toBe(
      'USDA NAIP',
    );
  });

  it('names what each colour marks in a band above the caption', async () => {
    const grey = () => new Uint8Array(300 * 200).fill(90);
    const view = { x: 0, y: 0, width: 300, height: 200 };
    const image = await renderMapImage({
      bands: { width: 300, height: 200, red: grey(), green: grey(), blue: grey(), nir: null },
      view,
      parcelRings: [],
      mowable: [],
      obstacles: [],
      caption: 'USDA NAIP imagery via USGS The National Map',
      legend: true,
    });
    const { data, info } = await sharp(image.png).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    // Above the 18 px caption, a darkened 18 px band with the legend's marks and labels in it.
    const band = Array.from({ length: info.width }, (_, x) => red(x, info.height - 27));
    expect(band.filter((v) => v < 60).length).toBeGreaterThan(info.width / 2);
    expect(band.filter((v) => v > 150).length).toBeGreaterThan(20);
    expect(red(4, info.height - 40)).toBe(90);
    expect(MAP_LEGEND.map((item) => item.label)).toEqual([
      'Lawn',
      'Lot line',
      'Beds',
      'Paving to clear',
      'Edging',
      'Trees',
      'Pool',
      'Buildings',
      'Other obstacles',
    ]);
  });
});

describe('the map image of a demo home', () => {
  it('is a palette PNG of at most 150 KB at 600 px', async () => {
    const engine = createEngine();
    for (const address of DEMO_PRESET_ADDRESSES.slice(0, 2)) {
      const { image } = await engine.analyze(address);
      const png = await encodeMapSketch(image.sketch);
      const meta = await sharp(png).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(600);
      expect(meta.format).toBe('png');
      expect(meta.isPalette).toBe(true);
      expect(png.length).toBeLessThanOrEqual(150 * 1024);
    }
  }, 120_000);
});
