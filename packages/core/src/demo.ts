/**
 * The landing page's live demo uses this fixed, publishable key, bound to the demo owner
 * and the generated demo region (DESIGN §5). Demo analyses are not counted as estimates.
 */
export const DEMO_LANDING_API_KEY = 'ys_pk_demo_landing_page';
