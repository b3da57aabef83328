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

/** WCAG 2.1 SC 1.4.11: a focus indicator needs 3:1 against what it sits on. */
export const FOCUS_RING_MIN_CONTRAST = 3;

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * A focus-ring colour in the brand's hue that reads on the background: the colour itself
 * when it has 3:1, else the colour mixed step by step towards black (or white on a dark
 * background) until it does. #F59E0B on white (2.1:1) becomes a dark amber.
 */
export function focusRingColor(color: string, background = '#FFFFFF'): string {
  const rgb = parseHex(color);
  const bg = parseHex(background) ?? [255, 255, 255];
  if (!rgb) return relativeLuminance(bg) > 0.5 ? DARK_TEXT : LIGHT_TEXT;
  const target: [number, number, number] =
    relativeLuminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 20; step += 1) {
    const share = step / 20;
    const mixed = rgb.map((c, i) => c + (target[i]! - c) * share) as [number, number, number];
    const hex = toHex(mixed);
    if (contrastRatio(hex, background) >= FOCUS_RING_MIN_CONTRAST) return hex;
  }
  return toHex(target);
}
