/** Sizes of the screens (SPEC §2.3, §2.7, §9 "Timing and layout"). */

/** Below this width the header collapses into a menu. */
export const MOBILE_BREAKPOINT_PX = 768;

export const LOGO_SIZES_PX = { small: 24, medium: 40, large: 64 } as const;
export type LogoSize = keyof typeof LOGO_SIZES_PX;

/** The map image is at most this wide and tall. */
export const MAP_IMAGE_MAX_SIZE_PX = 600;
/** Height kept for the map while it loads, so the page does not jump. */
export const MAP_MIN_LOADING_HEIGHT_PX = 400;
