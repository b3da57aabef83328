import { STOREFRONT_MESSAGES } from '@yardstick/core/schemas/storefronts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnsupportedMediaTypeError, ValidationError } from '../../platform/errors.ts';
import { gzipSync } from 'node:zlib';
import { PNG_SIGNATURE, pngImage, SVG_WITH_SCRIPT, svgUseChain } from '../../testing/images.ts';
import {
  processLogo,
  SVG_MAX_BYTES,
  SVG_MAX_ELEMENTS,
  SVG_MAX_FILTER_USES,
  SVG_TOO_COMPLEX_MESSAGE,
} from './processLogo.ts';

async function sizeOf(png: Buffer) {
  const { format, width, height } = await sharp(png).metadata();
  return { format, width, height };
}

describe('processLogo', () => {
  it.each(['jpeg', 'webp'] as const)('re-encodes a %s logo as PNG', async (format) => {
    const upload = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#123456' },
    })
      .toFormat(format)
      .toBuffer();
    const logo = await processLogo(upload);
    expect(logo.contentType).toBe('image/png');
    expect(await sizeOf(logo.bytes)).toEqual({ format: 'png', width: 40, height: 20 });
  });

  it('shrinks a large logo to 512 px on its longer side and never enlarges a small one', async () => {
    expect(await sizeOf((await processLogo(await pngImage(2000, 1000))).bytes)).toMatchObject({
      width: 512,
      height: 256,
    });
    expect(await sizeOf((await processLogo(await pngImage(64, 32))).bytes)).toMatchObject({
      width: 64,
      height: 32,
    });
  });

  it('rasterises an SVG sharply at about 512 px, dropping its script', async () => {
    const logo = await processLogo(Buffer.from(SVG_WITH_SCRIPT));
    expect(logo.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sizeOf(logo.bytes)).toMatchObject({ format: 'png', width: 512, height: 256 });
    expect(logo.bytes.includes('script')).toBe(false);
  });

  it('drops whatever a polyglot carries after the image', async () => {
    const polyglot = Buffer.concat([
      await pngImage(),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const logo = await processLogo(polyglot);
    expect(logo.bytes.includes('<script>')).toBe(false);
  });

  it.each([
    ['text', Buffer.from('hello, I am not an image')],
    ['an HTML page', Buffer.from('<!doctype html><html><body>hi</body></html>')],
  ])('refuses %s with 415', async (_what, upload) => {
    await expect(processLogo(upload)).rejects.toThrow(
      new UnsupportedMediaTypeError(STOREFRONT_MESSAGES.logoType),
    );
  });

  it('refuses image formats it does not accept, such as GIF', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .gif()
      .toBuffer();
    await expect(processLogo(gif)).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });
});

/** An SVG of `count` blurred circles: cheap to send, costly to draw. */
function blurredCircles(count: number, padTo = 0): Buffer {
  const circles = Array.from(
    { length: count },
    (_, i) => `<circle cx="${i % 500}" cy="${(i * 7) % 500}" r="40" filter="url(#b)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><defs><filter id="b"><feGaussianBlur stdDeviation="30"/></filter></defs>${circles}</svg>`;
  return Buffer.from(svg.padEnd(padTo, ' ').replace(/ +$/, (pad) => `<!--${pad.slice(7)}-->`));
}

describe('processLogo on costly SVGs', () => {
  it('refuses a 1 MB SVG of 20,000 blurred circles at once, with a sentence', async () => {
    const upload = blurredCircles(20_000, 1024 * 1024);
    expect(upload.length).toBeGreaterThanOrEqual(1024 * 1024);
    const started = process.cpuUsage();
    const failure = await processLogo(upload).catch((error: unknown) => error);
    const cpuMs = (process.cpuUsage(started).user + process.cpuUsage(started).system) / 1000;
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as Error).message).toBe(SVG_TOO_COMPLEX_MESSAGE);
    // Refused before drawing: a fraction of the second it may take (generous for slow machines).
    expect(cpuMs).toBeLessThan(500);
  });

  it('refuses an SVG with more shapes than any logo has, even when it is small', async () => {
    const upload = blurredCircles(SVG_MAX_ELEMENTS + 10);
    expect(upload.length).toBeLessThan(SVG_MAX_BYTES);
    await expect(processLogo(upload)).rejects.toThrow(SVG_TOO_COMPLEX_MESSAGE);
  });

  it('refuses more blurred shapes than it can draw in a second', async () => {
    await expect(processLogo(blurredCircles(SVG_MAX_FILTER_USES + 1))).rejects.toThrow(
      SVG_TOO_COMPLEX_MESSAGE,
    );
  });

  it('still draws the costliest SVG within its bounds', async () => {
    const plain = Array.from(
      { length: SVG_MAX_ELEMENTS - 60 },
      (_, i) => `<rect x="${i % 400}" y="${i % 300}" width="9" height="9"/>`,
    );
    const upload = Buffer.from(
      blurredCircles(SVG_MAX_FILTER_USES)
        .toString()
        .replace('</svg>', `${plain.join('')}</svg>`),
    );
    const logo = await processLogo(upload);
    expect(logo.contentType).toBe('image/png');
  });

  it('refuses a compressed SVG (.svgz) of 20,000 blurred circles as it refuses the SVG', async () => {
    const upload = gzipSync(blurredCircles(20_000));
    expect(upload.length).toBeLessThan(SVG_MAX_BYTES);
    await expect(processLogo(upload)).rejects.toThrow(SVG_TOO_COMPLEX_MESSAGE);
  });

  it('draws a small compressed SVG logo like the SVG it holds', async () => {
    const logo = await processLogo(gzipSync(blurredCircles(3)));
    expect(logo.contentType).toBe('image/png');
    expect(logo.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('refuses a chain of <use> that draws 10,000 shapes from a few dozen tags', async () => {
    const failure = await processLogo(Buffer.from(svgUseChain(4, 10))).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as Error).message).toBe(SVG_TOO_COMPLEX_MESSAGE);
  });

  it('draws a logo that uses a shape a few times', async () => {
    const logo = await processLogo(Buffer.from(svgUseChain(2, 3)));
    expect(logo.contentType).toBe('image/png');
  });
});
