/**
 * Estimates: analysing an address for an owner (the engine, the analysis line, daily limits,
 * the measurement correction), the map images, and counting estimates against the plan or
 * trial. Other modules and the app use it only through this file.
 */
export { getUsage } from './getUsage.ts';
export { storedCorrection } from './measurementCorrection.ts';
export { recordEstimate, type EstimateMeter } from './recordEstimate.ts';
export type { SettleOwner } from './usagePeriod.ts';
export { estimatesRouter, type EstimatesDeps } from './router.ts';
