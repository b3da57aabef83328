import { STOREFRONT_MESSAGES } from '@yardstick/core/schemas/storefronts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnsupportedMediaTypeError } from '../errors.ts';
import { PNG_SIGNATURE, pngImage, SVG_WITH_SCRIPT } from '../testing/images.ts';
import { processLogo } from './processLogo.ts';

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
