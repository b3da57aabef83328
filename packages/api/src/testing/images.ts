import sharp from 'sharp';

/** Small real images for upload tests. */
export function pngImage(width = 64, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa44' } })
    .png()
    .toBuffer();
}

export const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60">
  <script>alert('stolen cookies')</script>
  <rect width="120" height="60" fill="#ff0000" onload="alert('again')"/>
</svg>`;

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A multipart form as the storefront screen sends it. */
export function storefrontForm(
  fields: Record<string, string>,
  logo?: { bytes: Buffer | string; name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (logo)
    form.append(
      'logo',
      new Blob([typeof logo.bytes === 'string' ? logo.bytes : new Uint8Array(logo.bytes)], {
        type: logo.type,
      }),
      logo.name,
    );
  return form;
}

/**
 * An SVG of `depth` groups, each `fanOut` uses of the group before it, over one circle: a few
 * dozen tags that draw fanOut^depth circles.
 */
export function svgUseChain(depth: number, fanOut: number): string {
  const groups = [`<g id="g0"><circle r="1"/></g>`];
  for (let level = 1; level <= depth; level++) {
    const uses = Array.from({ length: fanOut }, () => `<use href="#g${level - 1}"/>`).join('');
    groups.push(`<g id="g${level}">${uses}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100"><defs>${groups.join('')}</defs><use xlink:href="#g${depth}"/></svg>`;
}
