/**
 * The landing page's live demo uses this fixed, publishable key, bound to the demo owner
 * and the generated demo region (DESIGN §5). Demo analyses are not counted as estimates.
 */
export const DEMO_LANDING_API_KEY = 'ys_pk_demo_landing_page';

/**
 * The landing demo's presets, best first: homes of the demo region with a typical lawn, trees,
 * a pool or a shed, so the analysis shows what it finds (not the commercial parking lots).
 */
export const DEMO_PRESET_ADDRESSES: readonly string[] = [
  '7511 Glenwood Ln, Fairview, KS 66208',
  '5009 Pinecrest Pl, Fairview, KS 66208',
  '7505 Glenwood Ln, Fairview, KS 66208',
];

/** The landing demo's automatic sample: one of its presets, as written there. */
export function isDemoPresetAddress(address: string): boolean {
  const wanted = address.trim().toLowerCase();
  return DEMO_PRESET_ADDRESSES.some((preset) => preset.toLowerCase() === wanted);
}
