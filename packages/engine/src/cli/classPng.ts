import sharp from 'sharp';
import { CLASS_COLOURS, LAND_CLASSES } from '../landClasses.ts';

/** Writes a class mask as a colour PNG (CLASS_COLOURS), the format --mask-out and --truth share. */
export async function writeClassPng(
  path: string,
  classes: Uint8Array,
  width: number,
  height: number,
): Promise<void> {
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < classes.length; i++) {
    const colour = CLASS_COLOURS[LAND_CLASSES[classes[i] ?? 0] ?? 'other'];
    rgb.set(colour, i * 3);
  }
  await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ palette: true, colours: 16, dither: 0 })
    .toFile(path);
}

/** Reads a class PNG back to class ids, each pixel taking the nearest class colour. */
export async function readClassPng(
  path: string,
): Promise<{ classes: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(path)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const palette = LAND_CLASSES.map((name) => CLASS_COLOURS[name]);
  const classes = new Uint8Array(info.width * info.height);
  for (let i = 0; i < classes.length; i++) {
    const o = i * info.channels;
    let best = 0;
    let bestDistance = Infinity;
    palette.forEach(([r, g, b], id) => {
      const d =
        ((data[o] ?? 0) - r) ** 2 + ((data[o + 1] ?? 0) - g) ** 2 + ((data[o + 2] ?? 0) - b) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = id;
      }
    });
    classes[i] = best;
  }
  return { classes, width: info.width, height: info.height };
}
