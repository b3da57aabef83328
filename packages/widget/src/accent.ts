/** The owner's brand colour drives buttons and highlights through CSS custom properties. */
import { readableTextOn } from '@yardstick/core/contrast';

export const DEFAULT_ACCENT_COLOR = '#15803d';

/**
 * Whichever of white and dark text contrasts more with the brand colour (a storefront's
 * amber gets dark text). Colours that are not hex (names, rgb()) keep white text.
 */
export function textColorOn(color: string): string {
  return readableTextOn([color]);
}
