import { PAVEMENT, SHADOW, SOIL, WATER } from '../landClasses.ts';
import type { PixelFeatures } from './features.ts';

/**
 * Skylight makes shadowed paving bluish, so dark pixels need a much stronger blue to count
 * as water than sunlit ones; a sunlit blue-grey pool cover is only mildly blue.
 */
function blueNeeded(brightness: number): number {
  return 0.65 - 0.35 * Math.min(1, Math.max(0, (brightness - 50) / 50));
}

export interface PixelVerdict {
  landClass: number;
  /** 0–1. */
  confidence: number;
}

/**
 * Class of a pixel that is not vegetation. Open water absorbs near-infrared, so with NIR it
 * is dark there next to the visible bands (pools, ponds); pool covers and, without NIR,
 * pools are told by their blue. Too dark to read is shadow. Warm hues are bare soil and
 * mulch; the rest is paving.
 */
export function bareGroundClass(f: PixelFeatures, i: number): PixelVerdict {
  const l = f.brightness[i] ?? 0;
  const blue = f.blueness[i] ?? 0;
  const needed = blueNeeded(l);
  if (f.hasNir && (f.vegetation[i] ?? 0) < -0.35 && (f.nirRatio[i] ?? 1) < 0.4 && l > 15)
    return { landClass: WATER, confidence: 0.85 };
  if (blue > needed && l > 25)
    return { landClass: WATER, confidence: Math.min(0.9, 0.6 + (blue - needed)) };
  if (l < 12) return { landClass: SHADOW, confidence: 0.5 };
  const warm = f.warmth[i] ?? 0;
  if (warm > 0.35) return { landClass: SOIL, confidence: Math.min(0.9, 0.55 + warm - 0.35) };
  return { landClass: PAVEMENT, confidence: Math.min(0.9, 0.6 + Math.max(0, 0.35 - warm)) };
}
