/**
 * The fixed publishable key bound to the demo owner and the demo region (DESIGN §5).
 * The server seeds the same value; core does not carry it yet.
 */
export const DEMO_API_KEY = 'ys_pk_demo_landing_page';

export const DEMO_SECTION_ID = 'demo';
