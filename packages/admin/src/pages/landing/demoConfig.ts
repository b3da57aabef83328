export { DEMO_LANDING_API_KEY as DEMO_API_KEY } from '@yardstick/core/demo';

export const DEMO_SECTION_ID = 'demo';
