/** Text colours the header chooses between. */
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#111827';

/** Parses `#RGB` or `#RRGGBB`; anything else is null. */
export function parseHex(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (start: number) => parseInt(full.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** WCAG 2 relative luminance. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseHex(a) ?? [0, 0, 0]);
  const lb = relativeLuminance(parseHex(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Text sits on a gradient, so it must read on both ends: pick the colour whose worst
 * contrast against the backgrounds is best.
 */
export function readableTextOn(backgrounds: readonly string[]): string {
  const worst = (text: string) => Math.min(...backgrounds.map((bg) => contrastRatio(text, bg)));
  return worst(DARK_TEXT) > worst(LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}
