/** The owner's brand colour drives buttons and highlights through CSS custom properties. */
import { focusRingColor, readableTextOn } from '@yardstick/core/contrast';

export const DEFAULT_ACCENT_COLOR = '#15803d';

/**
 * Whichever of white and dark text contrasts more with the brand colour (a storefront's
 * amber gets dark text). Colours that are not hex (names, rgb()) keep white text.
 */
export function textColorOn(color: string): string {
  return readableTextOn([color]);
}

/** The brand's focus ring, made dark enough for 3:1 on the estimator's white cards. */
export function focusRingOn(color: string): string {
  return focusRingColor(color, '#FFFFFF');
}
