import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mapCaption, renderMapImage } from './mapImage.ts';

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
});
