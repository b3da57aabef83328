/**
 * Accuracy: areas the owner verified in the field, re-pricing a quote from them, the owner's
 * measured accuracy and its settings, and the export of verified jobs (`pnpm measure-export`).
 * Other modules and the app use it only through this file.
 */
export { accuracyRouter, type AccuracyDeps } from './router.ts';
