/** Delays of the screens (SPEC §9 "Timing and layout", §4.6, §4.8). */

/** Pause before a redirect that follows a notice (subscription done, already active, canceled). */
export const REDIRECT_DELAY_MS = 2000;

/** The home-page demo loads its preset analysis this long after the section comes into view... */
export const DEMO_LOAD_DELAY_MS = 5000;
/** ...which is when 30 % of the section is visible. */
export const DEMO_VIEWPORT_THRESHOLD = 0.3;

/** The accept confirmation promises a reply within this many hours. */
export const CONTACT_WITHIN_HOURS = 24;
