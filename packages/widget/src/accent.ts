/** The owner's brand colour drives buttons and highlights through CSS custom properties. */
import { focusRingColor, readableTextOn } from '@yardstick/core/contrast';
import { designTokens } from '@yardstick/core/designTokens';

export const DEFAULT_ACCENT_COLOR = designTokens.color.brand;

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

/** The custom properties the estimator's root carries; a page's --yardstick-accent(-text) wins. */
export function accentProperties(
  accentColor: string,
): Record<'--ys-accent' | '--ys-accent-text' | '--ys-focus-ring', string> {
  return {
    '--ys-accent': `var(--yardstick-accent, ${accentColor})`,
    '--ys-accent-text': `var(--yardstick-accent-text, ${textColorOn(accentColor)})`,
    '--ys-focus-ring': focusRingOn(accentColor),
  };
}
