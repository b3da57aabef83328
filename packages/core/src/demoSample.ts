/**
 * The landing page's sample analysis, shown where the live demo does not run: the first preset
 * home as the engine measures it (an engine test checks the figures against a fresh
 * measurement), priced by core with the demo owner's own prices, so the sample and the live
 * analysis of the same address say the same.
 */
import { DEMO_PRESET_ADDRESSES } from './demo.ts';
import { DEMO_SERVICES, withDemoRates } from './demoServices.ts';
import { priceServiceFrequency } from './pricing.ts';

export const DEMO_SAMPLE = {
  address: DEMO_PRESET_ADDRESSES[0] ?? '',
  /** The engine's mowable area, to 0.1 sq ft as the analysis reports it. */
  mowableSqFt: 7_615.4,
  complexityScore: 5,
  complexityWords: 'a typical suburban lot',
  found: 'a pool, a shed, three trees, patios and a driveway',
} as const;

/** What the live demo quotes the sample's lawn for weekly mowing, at the demo's shown rates. */
export function demoSampleWeeklyPrice(mowableSqFt: number = DEMO_SAMPLE.mowableSqFt): number {
  const mowing = DEMO_SERVICES.find((service) => service.isDefault);
  return priceServiceFrequency({
    areaSqFt: mowableSqFt,
    frequencies: withDemoRates(mowing?.frequencies ?? []),
    frequency: 'weekly',
    complexityScore: DEMO_SAMPLE.complexityScore,
  }).totalCost;
}
